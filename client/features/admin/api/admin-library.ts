import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminResource, AdminTutorial, AdminTutorialSummary, ResourceInput, TutorialInput } from '#common/schemas/admin-library';
import { api } from '#client/lib/api';
import { adminKeys, learnKeys } from '#client/lib/query-keys';

/** One admin list, paged by the server's cursor. */
function usePaged<T>(key: readonly unknown[], path: string) {
  return useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) =>
      api<{ items: T[]; nextCursor: string | null }>(`${path}?limit=25${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** What a library section is handed: one paged list. */
export type PagedList<T> = ReturnType<typeof usePaged<T>>;

export const useAdminTutorials = () => usePaged<AdminTutorialSummary>(adminKeys.tutorials, '/admin/tutorials');
export const useAdminResources = () => usePaged<AdminResource>(adminKeys.resources, '/admin/resources');

/** The whole tutorial (its markdown), read when the editor opens. */
export function useAdminTutorial(id: string | null) {
  return useQuery({
    queryKey: adminKeys.tutorial(id ?? ''),
    queryFn: () => api<AdminTutorial>(`/admin/tutorials/${id}`),
    enabled: id !== null,
  });
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
