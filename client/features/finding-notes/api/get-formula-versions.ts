import type { FormulaVersionSummary } from '#common/schemas/formula-versions';
import { pagedQueryOptions, usePaged } from '#client/lib/paged';
import { formulaKeys } from '#client/lib/query-keys';

const PAGE_SIZE = 20;

/** A formula's history, newest first, a keyset page at a time (the author's only). */
export const getFormulaVersionsQueryOptions = (id: string) =>
  pagedQueryOptions<FormulaVersionSummary>(formulaKeys.versions(id), `/formulas/${encodeURIComponent(id)}/versions`, PAGE_SIZE);

export function useFormulaVersions(id: string, enabled = true) {
  return usePaged<FormulaVersionSummary>({ ...getFormulaVersionsQueryOptions(id), enabled });
}
