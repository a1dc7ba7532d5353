import { cn } from '#client/lib/cn';
import { useCompareVersions } from '#client/features/finding-notes/api/compare-versions';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { PageSpinner } from '#client/components/page-spinner';
import type { FormulaDiffAnswer } from '#common/schemas/formula-versions';
import { IfraStatusBadge } from './ifra-status-badge';
import { MaterialsTable, type MaterialsColumn } from './materials-table';

const fixed = (n: number) => n.toFixed(2);
type DiffLine = FormulaDiffAnswer['added'][number];
/** A row of the comparison: the material and how it changed ("Added", "Removed" or "Changed"). */
type Difference = { change: string; line: DiffLine };
const amount = (a: DiffLine['before'], of: 'percent' | 'grams') => (a ? fixed(a[of]) : '—');

/** The comparison's columns: the material, its change, then its share and weight in each version. */
function differenceColumns([from, to]: [number, number]): MaterialsColumn<Difference>[] {
  return [
    { header: 'Material', rowHeader: true, cell: ({ line }) => line.name },
    { header: 'Change', cell: ({ change }) => change },
    { header: `v${from} %`, align: 'right', className: 'tabular-nums', cell: ({ line }) => amount(line.before, 'percent') },
    { header: `v${from} g`, align: 'right', className: 'tabular-nums', cell: ({ line }) => amount(line.before, 'grams') },
    { header: `v${to} %`, align: 'right', className: 'tabular-nums', cell: ({ line }) => amount(line.after, 'percent') },
    { header: `v${to} g`, align: 'right', className: 'tabular-nums', cell: ({ line }) => amount(line.after, 'grams') },
  ];
}

/** Two versions side by side: each version's IFRA status, then every material added, removed or changed. */
export function VersionCompare({ formulaId, pair, onClose }: { formulaId: string; pair: [number, number]; onClose(): void }) {
  const diff = useCompareVersions(formulaId, pair);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2" id="fn-compare-heading" tabIndex={-1} className="outline-hidden">
          Version {pair[0]} and version {pair[1]} side by side
        </CardTitle>
        <Button variant="outline" size="sm" onClick={onClose}>
          Close comparison
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {diff.isLoading ? (
          <PageSpinner label="Comparing the versions" />
        ) : diff.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {diff.error.message}{' '}
            <Button variant="link" className={(own) => cn(own, 'h-auto p-0')} onClick={() => diff.refetch()}>
              Try Again
            </Button>
          </p>
        ) : diff.data ? (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              {[diff.data.from, diff.data.to].map((v) => (
                <div key={v.number} className="grid gap-1 rounded-md border p-3 text-sm">
                  <p className="font-medium">
                    Version {v.number}
                    {v.current ? ' (current)' : ''}
                  </p>
                  <p className="text-muted-foreground">
                    {new Date(v.createdAt).toLocaleString()} · {v.materials} materials{v.note ? ` · ${v.note}` : ''}
                  </p>
                  <IfraStatusBadge ifra={v.ifra} />
                  {v.ifra.violations.map((x) => (
                    <p key={x.message} className="text-xs text-destructive">
                      {x.message}
                    </p>
                  ))}
                </div>
              ))}
            </div>
            <p className="text-sm" aria-live="polite">
              {diff.data.added.length} added, {diff.data.removed.length} removed, {diff.data.changed.length} changed,{' '}
              {diff.data.unchanged.length} unchanged.
            </p>
            <div className="overflow-x-auto">
              <MaterialsTable
                look="sheet"
                className="min-w-[34rem]"
                label={`Differences between version ${pair[0]} and version ${pair[1]}`}
                columns={differenceColumns(pair)}
                rows={[
                  ...diff.data.added.map((line) => ({ change: 'Added', line })),
                  ...diff.data.removed.map((line) => ({ change: 'Removed', line })),
                  ...diff.data.changed.map((line) => ({ change: 'Changed', line })),
                ]}
                rowKey={(row) => `${row.change}-${row.line.materialId}`}
              />
            </div>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
