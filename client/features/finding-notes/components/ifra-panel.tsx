import { useMemo, useState } from 'react';
import { FileDown, ShieldCheck } from 'lucide-react';
import { loadedFormulaEngine } from '#client/features/finding-notes/engine';
import { productCategory, type IfraCategory } from '#common/formula/categories';
import type { Formula } from '#common/formula/types';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { ApiError } from '#client/lib/api';
import { downloadCertificate } from '#client/features/finding-notes/api/certificate';

export interface IfraPanelProps {
  formula: Formula;
  /** The saved formula shown, when it is saved under the member's account: its certificate can be downloaded. */
  saved: { id: string; name: string } | null;
}

/**
 * IFRA compliance of the formula on screen: its maximum use level in each product category (the most of this
 * concentrate a finished product may hold, every Standard and sum kept), and, for a saved formula, its IFRA
 * certificate of conformity.
 */
export function IfraPanel({ formula, saved }: IfraPanelProps) {
  const levels = useMemo(() => loadedFormulaEngine().maxUseLevels(formula.lines), [formula.lines]);
  const madeFor = loadedFormulaEngine().formulaCategory(formula);
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  const download = async () => {
    if (!saved) return;
    setState({ busy: true, error: null });
    try {
      await downloadCertificate(saved.id, saved.name);
      setState({ busy: false, error: null });
    } catch (err) {
      const message =
        err instanceof ApiError && err.status === 404
          ? 'This formula is not saved under your account any more.'
          : err instanceof ApiError && err.status === 0
            ? err.message
            : 'The certificate could not be made. Please try again.';
      setState({ busy: false, error: message });
    }
  };

  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle as="h3" className="flex items-center gap-2 text-lg">
          <ShieldCheck aria-hidden className="size-4 text-gold" /> IFRA maximum use levels
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          The most of this fragrance a finished product may hold in each category, keeping every IFRA Standard of the 51st Amendment (sums
          of materials included).
        </p>
      </CardHeader>
      <CardContent className="grid gap-4 px-4">
        <div className="overflow-x-auto">
          <table className="w-full text-sm" aria-label="Maximum use level per product category">
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Product type
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Maximum use level
                </th>
                <th scope="col" className="py-2 font-medium">
                  Set by
                </th>
              </tr>
            </thead>
            <tbody>
              {levels.map((level) => (
                <tr
                  key={level.category}
                  data-category={level.category}
                  className={level.category === madeFor ? 'border-b border-border bg-secondary/50' : 'border-b border-border'}
                >
                  <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                    {productCategory(level.category as IfraCategory).label}{' '}
                    <span className="text-xs text-muted-foreground">Cat. {level.category}</span>
                    {level.category === madeFor && <span className="ml-1 text-xs font-medium">(made for)</span>}
                  </th>
                  <td className="py-1.5 pr-3 text-right tabular-nums">
                    {level.maxPercent === null ? 'No restriction' : `${level.maxPercent} %`}
                  </td>
                  <td className="py-1.5 text-xs text-muted-foreground">
                    {level.limitedBy ? `${level.limitedBy.name} (${level.limitedBy.standard || 'prohibited'})` : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="grid gap-2">
          {saved ? (
            <Button type="button" variant="outline" className="w-full sm:w-fit" onClick={download} disabled={state.busy}>
              {state.busy ? (
                <>
                  <Spinner size="sm" tone="current" label="" aria-hidden /> Preparing the certificate...
                </>
              ) : (
                <>
                  <FileDown aria-hidden /> Download IFRA certificate
                </>
              )}
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">Save this formula to download its IFRA certificate of conformity.</p>
          )}
          <div aria-live="polite">
            {state.error && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {state.error}
              </p>
            )}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
