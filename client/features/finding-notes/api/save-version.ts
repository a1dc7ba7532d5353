import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveVersionInput, VersionSaved } from '#common/schemas/formula-versions';
import { api } from '#client/lib/api';
import { formulaKeys } from '#client/lib/query-keys';

/** Saves an opened formula as its next version: the brief's reference and the changes, replayed by the server. */
export const saveVersion = (id: string, input: SaveVersionInput) =>
  api<VersionSaved>(`/formulas/${encodeURIComponent(id)}/versions`, { method: 'POST', body: input });

export function useSaveVersion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; input: SaveVersionInput }) => saveVersion(v.id, v.input),
    onSuccess: () => qc.invalidateQueries({ queryKey: formulaKeys.all }),
  });
}
