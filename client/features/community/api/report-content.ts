import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api';

/** Reports a post or comment to the moderators, with a reason. */
export const reportContent = (body: { subjectType: 'post' | 'comment'; subjectId: string; reason: string }) =>
  api<{ id: string }>('/reports', { method: 'POST', body });

export function useReportContent() {
  return useMutation({ mutationFn: reportContent });
}
