import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LabBatchUnit } from '#common/formula/lab-sheet-format';
import type { LabSheetAnswer } from '#common/schemas/formula-versions';
import { api } from '#client/lib/api';
import { formulaKeys } from '#client/lib/query-keys';

/** A formula's lab sheet scaled to a batch, computed by the server. */
export const getLabSheet = (id: string, amount: number, unit: LabBatchUnit) =>
  api<LabSheetAnswer>(`/formulas/${encodeURIComponent(id)}/lab-sheet?amount=${amount}&unit=${unit}`);

export const getLabSheetQueryOptions = (id: string, amount: number, unit: LabBatchUnit) =>
  queryOptions({ queryKey: formulaKeys.labSheet(id, amount, unit), queryFn: () => getLabSheet(id, amount, unit), retry: false });

/** The sheet for the batch asked; the last one stays on screen while a new batch size loads. */
export function useLabSheet(id: string, amount: number, unit: LabBatchUnit) {
  return useQuery({ ...getLabSheetQueryOptions(id, amount, unit), placeholderData: keepPreviousData });
}
