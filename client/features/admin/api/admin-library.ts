import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminExpert,
  AdminResource,
  AdminTutorial,
  AdminTutorialSummary,
  ExpertCreate,
  ResourceInput,
  TutorialInput,
} from '#common/schemas/admin-library';
import { api } from '#client/lib/api';
import { pagedQueryOptions, usePaged } from '#client/lib/paged';
import { adminKeys, learnKeys } from '#client/lib/query-keys';

export const getAdminTutorialsQueryOptions = () => pagedQueryOptions<AdminTutorialSummary>(adminKeys.tutorials, '/admin/tutorials');
export const getAdminResourcesQueryOptions = () => pagedQueryOptions<AdminResource>(adminKeys.resources, '/admin/resources');
export const getAdminExpertsQueryOptions = () => pagedQueryOptions<AdminExpert>(adminKeys.experts, '/admin/experts');
export const useAdminTutorials = () => usePaged(getAdminTutorialsQueryOptions());
export const useAdminResources = () => usePaged(getAdminResourcesQueryOptions());
export const useAdminExperts = () => usePaged(getAdminExpertsQueryOptions());

/** The whole tutorial (its markdown). */
export const getAdminTutorialQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.tutorial(id), queryFn: () => api<AdminTutorial>(`/admin/tutorials/${id}`) });

/** Read when the editor opens. */
export function useAdminTutorial(id: string | null) {
  return useQuery({ ...getAdminTutorialQueryOptions(id ?? ''), enabled: id !== null });
}

export type LibraryChange =
  | { kind: 'tutorial'; id: string | null; body: TutorialInput }
  | { kind: 'resource'; id: string | null; body: ResourceInput }
  | { kind: 'tutorial' | 'resource'; id: string; action: 'archive' | 'unarchive' };

const PATHS = { tutorial: '/admin/tutorials', resource: '/admin/resources' } as const;

/** Create (no id), edit, archive or restore a tutorial or a resource; /learn's lists follow. */
export function useLibraryChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (c: LibraryChange) =>
      'action' in c
        ? api<AdminTutorial | AdminResource>(`${PATHS[c.kind]}/${c.id}/${c.action}`, { method: 'POST' })
        : api<AdminTutorial | AdminResource>(c.id ? `${PATHS[c.kind]}/${c.id}` : PATHS[c.kind], {
            method: c.id ? 'PUT' : 'POST',
            body: c.body,
          }),
    onSuccess: () =>
      Promise.all(
        [adminKeys.all, learnKeys.tutorials, learnKeys.tutorialPages, learnKeys.allResources].map((queryKey) =>
          qc.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export type ExpertChange =
  | { kind: 'add'; body: ExpertCreate }
  | { kind: 'title'; userId: string; title: string }
  | { kind: 'move'; userId: string; direction: 'up' | 'down' }
  | { kind: 'remove'; userId: string };

function sendExpertChange(c: ExpertChange) {
  switch (c.kind) {
    case 'add':
      return api('/admin/experts', { method: 'POST', body: c.body });
    case 'title':
      return api(`/admin/experts/${c.userId}`, { method: 'PUT', body: { title: c.title } });
    case 'move':
      return api(`/admin/experts/${c.userId}/move`, { method: 'POST', body: { direction: c.direction } });
    case 'remove':
      return api(`/admin/experts/${c.userId}`, { method: 'DELETE' });
  }
}

/** Feature a member, retitle, reorder or remove an expert; /learn's Experts tab follows. */
export function useExpertChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: sendExpertChange,
    onSuccess: () =>
      Promise.all([adminKeys.experts, adminKeys.audit, learnKeys.experts].map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}
