import { useQuery } from '@tanstack/react-query';
import type { Certificate } from '#common/schemas/learn';
import { api } from '#client/lib/api';
import { courseKeys } from '#client/lib/query-keys';

export const getCertificate = (id: string) => api<Certificate>(`/courses/${encodeURIComponent(id)}/certificate`);

export function useCertificate(id: string, enabled: boolean) {
  return useQuery({ queryKey: courseKeys.certificate(id), queryFn: () => getCertificate(id), enabled, retry: false });
}
