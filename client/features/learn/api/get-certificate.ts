import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Certificate } from '#common/schemas/learn';
import { api } from '#client/lib/api';
import { courseKeys } from '#client/lib/query-keys';

export const getCertificate = (id: string) => api<Certificate>(`/courses/${encodeURIComponent(id)}/certificate`);

export const getCertificateQueryOptions = (id: string) =>
  queryOptions({ queryKey: courseKeys.certificate(id), queryFn: () => getCertificate(id), retry: false });

export function useCertificate(id: string, enabled: boolean) {
  return useQuery({ ...getCertificateQueryOptions(id), enabled });
}
