import { cn } from '#client/lib/cn';
import { useCompareVersions } from '#client/features/finding-notes/api/compare-versions';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { PageSpinner } from '#client/components/page-spinner';
import type { FormulaDiffAnswer } from '#common/schemas/formula-versions';
import { IfraStatusBadge } from './ifra-status-badge';

const fixed = (n: number) => n.toFixed(2);
type DiffLine = FormulaDiffAnswer['added'][number];

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
              <table className="w-full min-w-[34rem] text-sm" aria-label={`Differences between version ${pair[0]} and version ${pair[1]}`}>
                <thead>
                  <tr className="border-b text-left">
                    <th scope="col" className="py-2 pr-2">
                      Material
                    </th>
                    <th scope="col" className="py-2 pr-2">
                      Change
                    </th>
                    <th scope="col" className="py-2 pr-2 text-right">
                      v{pair[0]} %
                    </th>
                    <th scope="col" className="py-2 pr-2 text-right">
                      v{pair[0]} g
                    </th>
                    <th scope="col" className="py-2 pr-2 text-right">
                      v{pair[1]} %
                    </th>
                    <th scope="col" className="py-2 text-right">
                      v{pair[1]} g
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {(
                    [
                      ['Added', diff.data.added],
                      ['Removed', diff.data.removed],
                      ['Changed', diff.data.changed],
                    ] as [string, DiffLine[]][]
                  ).flatMap(([label, lines]) =>
                    lines.map((l) => (
                      <tr key={`${label}-${l.materialId}`} className="border-b last:border-0">
                        <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                          {l.name}
                        </th>
                        <td className="py-1.5 pr-2">{label}</td>
                        <td className="py-1.5 pr-2 text-right tabular-nums">{l.before ? fixed(l.before.percent) : '—'}</td>
                        <td className="py-1.5 pr-2 text-right tabular-nums">{l.before ? fixed(l.before.grams) : '—'}</td>
                        <td className="py-1.5 pr-2 text-right tabular-nums">{l.after ? fixed(l.after.percent) : '—'}</td>
                        <td className="py-1.5 text-right tabular-nums">{l.after ? fixed(l.after.grams) : '—'}</td>
                      </tr>
                    )),
                  )}
                </tbody>
              </table>
            </div>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
