import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api';
import { courseKeys } from '#client/lib/query-keys';

type Progress = { completedLessons: number; totalLessons: number; progressPercent: number };

export const setLessonComplete = (courseId: string, lessonId: string, complete: boolean) =>
  api<Progress>(`/courses/${encodeURIComponent(courseId)}/lessons/${lessonId}/completion`, { method: complete ? 'PUT' : 'DELETE' });

/** Marks a lesson complete (or not); the module, the course cards and the detail refresh. */
export function useSetLessonComplete(courseId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { lessonId: string; complete: boolean }) => setLessonComplete(courseId, v.lessonId, v.complete),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: courseKeys.modules(courseId) }),
        qc.invalidateQueries({ queryKey: courseKeys.lists }),
        qc.invalidateQueries({ queryKey: courseKeys.course(courseId) }),
      ]),
  });
}
