import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VersionSaved } from '#common/schemas/formula-versions';
import { api } from '#client/lib/api';
import { formulaKeys } from '#client/lib/query-keys';

/** Restores an old version as a new one (the server copies it, after checking it against today's IFRA figures). */
export const restoreVersion = (id: string, number: number) =>
  api<VersionSaved>(`/formulas/${encodeURIComponent(id)}/versions/${number}/restore`, { method: 'POST', body: {} });

export function useRestoreVersion(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (number: number) => restoreVersion(id, number),
    onSuccess: () => qc.invalidateQueries({ queryKey: formulaKeys.all }),
  });
}
