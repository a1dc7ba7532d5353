import { useMemo, useRef, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { loadedFormulaEngine } from '#client/features/finding-notes/engine';
import { TIERS, type Formula, type FormulaLine, type RebalanceChange } from '#common/formula/types';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select';
import { formatGrams, formatShare, ROLE_LABELS, TIER_LABELS } from '#client/features/finding-notes/utils/format';
import { MaterialsTable, type MaterialsColumn, type MaterialsGroup } from '#client/features/finding-notes/components/materials-table';

export interface FormulaTableProps {
  formula: Formula;
  /** Present when the lines can be changed: set a share, remove, swap. */
  onChange?(change: RebalanceChange): void;
}

/**
 * The formula line by line, grouped by tier with subtotals and a total row. It scrolls sideways in its
 * own container on a phone, so the page itself never overflows.
 */
export function FormulaTable({ formula, onChange }: FormulaTableProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  const editable = !!onChange;
  const totalHundredths = formula.lines.reduce((s, l) => s + l.hundredths, 0);
  const totalGramHundredths = formula.lines.reduce((s, l) => s + l.gramHundredths, 0);

  const handleRemove = (line: FormulaLine) => {
    onChange?.({ kind: 'remove', materialId: line.materialId });
    // The focused row is gone: keep keyboard users in the table rather than at the top of the page.
    regionRef.current?.focus();
  };

  const columns: MaterialsColumn<FormulaLine>[] = [
    {
      header: 'Material',
      rowHeader: true,
      cell: (line) => (
        <>
          <span className="block font-medium">{line.name}</span>
          <span className="block text-xs text-muted-foreground capitalize">
            {line.origin} · {line.family}
          </span>
        </>
      ),
    },
    { header: 'Role', className: 'whitespace-nowrap', cell: (line) => ROLE_LABELS[line.role] ?? line.role },
    {
      header: '%',
      align: 'right',
      className: 'tabular-nums',
      cell: (line) =>
        editable ? (
          <ShareInput line={line} onApply={(percent) => onChange?.({ kind: 'set-share', materialId: line.materialId, percent })} />
        ) : (
          formatShare(line.hundredths)
        ),
    },
    { header: 'Grams', align: 'right', className: 'whitespace-nowrap tabular-nums', cell: (line) => formatGrams(line.gramHundredths) },
  ];
  if (editable) {
    columns.push({
      header: <span className="sr-only">Actions</span>,
      cell: (line) => (
        <div className="flex items-center justify-end gap-1">
          <SwapSelect
            formula={formula}
            line={line}
            onSwap={(withMaterialId) => onChange?.({ kind: 'swap', materialId: line.materialId, withMaterialId })}
          />
          <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${line.name}`} onClick={() => handleRemove(line)}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      ),
    });
  }

  const groups: MaterialsGroup<FormulaLine>[] = TIERS.map((tier) => {
    const summary = formula.tiers[tier];
    return {
      key: tier,
      label: TIER_LABELS[tier],
      rows: formula.lines.filter((l) => l.tier === tier),
      summaryTestId: `subtotal-${tier}`,
      summary: (
        <>
          <th scope="row" colSpan={2} className="px-3 py-2 text-left text-xs font-medium">
            {TIER_LABELS[tier]} subtotal
          </th>
          <td className="px-3 py-2 text-right text-xs font-medium tabular-nums">{formatShare(summary.hundredths)}</td>
          <td className="px-3 py-2 text-right text-xs font-medium whitespace-nowrap tabular-nums">{formatGrams(summary.gramHundredths)}</td>
          {editable && <td />}
        </>
      ),
    };
  });

  return (
    <div
      ref={regionRef}
      role="region"
      aria-labelledby="fn-table-caption"
      tabIndex={0}
      className="relative max-w-full overflow-x-auto rounded-lg border border-border bg-card focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
    >
      <MaterialsTable
        look="boxed"
        className="min-w-[40rem] border-collapse"
        captionId="fn-table-caption"
        caption={
          <>
            Formula: {formula.lines.length} materials, {formatGrams(totalGramHundredths)} of concentrate
          </>
        }
        groupHeader="Tier"
        groups={groups}
        columns={columns}
        rowKey={(line) => line.materialId}
        rowTestId="formula-line"
        footer={
          <tr className="font-semibold">
            <th scope="row" colSpan={3} className="px-4 py-3 text-left">
              Total
            </th>
            <td className="px-3 py-3 text-right tabular-nums" data-testid="formula-total-share">
              {formatShare(totalHundredths)}
            </td>
            <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums" data-testid="formula-total-grams">
              {formatGrams(totalGramHundredths)}
            </td>
            {editable && <td />}
          </tr>
        }
      />
    </div>
  );
}

const toText = (hundredths: number) => (hundredths / 100).toFixed(2);

/** The share of one line; applied on Enter or when focus leaves, reverted with Escape. */
function ShareInput({ line, onApply }: { line: FormulaLine; onApply(percent: number): void }) {
  const [value, setValue] = useState(() => toText(line.hundredths));
  const [shown, setShown] = useState(line.hundredths);
  // The formula changed (this or another line was edited): show the new share.
  if (shown !== line.hundredths) {
    setShown(line.hundredths);
    setValue(toText(line.hundredths));
  }

  const commit = () => {
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n) || Math.round(n * 100) === line.hundredths) {
      setValue(toText(line.hundredths));
      return;
    }
    setValue(toText(line.hundredths));
    onApply(n);
  };

  return (
    <Input
      type="number"
      inputMode="decimal"
      step="0.01"
      min="0.01"
      max="100"
      aria-label={`Share of ${line.name} (%)`}
      className="ml-auto h-9 w-24 text-right tabular-nums"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        } else if (e.key === 'Escape') {
          setValue(toText(line.hundredths));
        }
      }}
    />
  );
}

/** Suggested stand-ins for a line (same family first, allowed by the brief, not already in the formula). */
function SwapSelect({ formula, line, onSwap }: { formula: Formula; line: FormulaLine; onSwap(materialId: string): void }) {
  const alternatives = useMemo(
    () => loadedFormulaEngine().alternativesFor(line.materialId, formula.brief, formula),
    [line.materialId, formula],
  );
  return (
    <Select value="" onValueChange={onSwap} disabled={alternatives.length === 0}>
      <SelectTrigger size="sm" className="w-32" aria-label={`Swap ${line.name}`}>
        <SelectValue placeholder={alternatives.length === 0 ? 'No swaps' : 'Swap…'} />
      </SelectTrigger>
      <SelectContent align="end">
        {alternatives.map((a) => (
          <SelectItem key={a.materialId} value={a.materialId}>
            {a.name}
            <span className="text-xs text-muted-foreground capitalize">· {a.family}</span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
