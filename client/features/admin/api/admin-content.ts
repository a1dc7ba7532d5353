import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCourse, AdminCourseDetail, CourseCreate, CourseUpdate, LessonInput, ModuleInput } from '#common/schemas/admin-content';
import { api } from '#client/lib/api';
import { pagedQueryOptions } from '#client/lib/paged';
import { adminKeys } from '#client/lib/query-keys';

/** Every course as staff see it (drafts and archived ones too), newest first. */
export const getAdminCoursesQueryOptions = () => pagedQueryOptions<AdminCourse>(adminKeys.courses, '/admin/courses', 25);

export const useAdminCourses = () => useInfiniteQuery(getAdminCoursesQueryOptions());

/** One course with its modules and lessons, for the editor. */
export const getAdminCourseQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.course(id), queryFn: () => api<AdminCourseDetail>(`/admin/courses/${id}`) });

export function useAdminCourse(id: string | null) {
  return useQuery({ ...getAdminCourseQueryOptions(id ?? ''), enabled: id !== null });
}

/** Every content change: what it is sent as. Each answers with the whole course, so the editor follows. */
export type ContentChange =
  | { kind: 'create-course'; body: CourseCreate }
  | { kind: 'update-course'; id: string; body: CourseUpdate }
  | { kind: 'status'; id: string; action: 'publish' | 'unpublish' | 'archive' | 'unarchive' }
  | { kind: 'add-module'; courseId: string; body: ModuleInput }
  | { kind: 'update-module'; id: string; body: ModuleInput }
  | { kind: 'move-module'; id: string; direction: 'up' | 'down' }
  | { kind: 'add-lesson'; moduleId: string; body: LessonInput }
  | { kind: 'update-lesson'; id: string; body: LessonInput }
  | { kind: 'move-lesson'; id: string; direction: 'up' | 'down' }
  | { kind: 'delete-module' | 'delete-lesson'; id: string };

export function sendContentChange(c: ContentChange): Promise<unknown> {
  switch (c.kind) {
    case 'create-course':
      return api<AdminCourseDetail>('/admin/courses', { method: 'POST', body: c.body });
    case 'update-course':
      return api(`/admin/courses/${c.id}`, { method: 'PATCH', body: c.body });
    case 'status':
      return api(`/admin/courses/${c.id}/${c.action}`, { method: 'POST' });
    case 'add-module':
      return api(`/admin/courses/${c.courseId}/modules`, { method: 'POST', body: c.body });
    case 'update-module':
      return api(`/admin/modules/${c.id}`, { method: 'PUT', body: c.body });
    case 'move-module':
      return api(`/admin/modules/${c.id}/move`, { method: 'POST', body: { direction: c.direction } });
    case 'add-lesson':
      return api(`/admin/modules/${c.moduleId}/lessons`, { method: 'POST', body: c.body });
    case 'update-lesson':
      return api(`/admin/lessons/${c.id}`, { method: 'PUT', body: c.body });
    case 'move-lesson':
      return api(`/admin/lessons/${c.id}/move`, { method: 'POST', body: { direction: c.direction } });
    case 'delete-module':
      return api(`/admin/modules/${c.id}`, { method: 'DELETE' });
    case 'delete-lesson':
      return api(`/admin/lessons/${c.id}`, { method: 'DELETE' });
  }
}

export function useContentChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: sendContentChange,
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** The lesson editor's Preview, rendered by the server as learners will get it. */
export const useLessonPreview = () =>
  useMutation({ mutationFn: (body: string) => api<{ html: string }>('/admin/lessons/preview', { method: 'POST', body: { body } }) });
