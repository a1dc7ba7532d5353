import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile, ProfileUpdateInput, Settings } from '#common/schemas/profile';
import { api } from '#client/lib/api';
import { profileKeys } from '#client/lib/query-keys';

export const getOwnProfile = () => api<OwnProfile>('/profiles/me');

/** The signed-in member's own profile (with settings and private counts). */
export const getOwnProfileQueryOptions = () => queryOptions({ queryKey: profileKeys.own, queryFn: getOwnProfile });

export function useOwnProfile(enabled = true) {
  return useQuery({ ...getOwnProfileQueryOptions(), enabled });
}

export const updateProfile = (input: ProfileUpdateInput) => api<OwnProfile>('/profiles/me', { method: 'PATCH', body: input });

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      qc.setQueryData(getOwnProfileQueryOptions().queryKey, profile);
      void qc.invalidateQueries({ queryKey: profileKeys.allPublic });
    },
  });
}

export const saveSettings = (settings: Settings) => api<Settings>('/profiles/me/settings', { method: 'PUT', body: settings });

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (settings) => qc.setQueryData(getOwnProfileQueryOptions().queryKey, (p) => (p ? { ...p, settings } : p)),
  });
}

/** Uploads an avatar or cover image (multipart); the server checks the bytes and re-encodes it. */
export function uploadProfileImage(kind: 'avatar' | 'cover', file: File): Promise<OwnProfile> {
  const form = new FormData();
  form.append('file', file);
  return api<OwnProfile>(`/profiles/me/${kind}`, { method: 'POST', form });
}

export function useUploadProfileImage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: 'avatar' | 'cover'; file: File }) => uploadProfileImage(kind, file),
    onSuccess: (profile) => qc.setQueryData(getOwnProfileQueryOptions().queryKey, profile),
  });
}
