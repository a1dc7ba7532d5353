import { AlertTriangle, ArrowLeft, ArrowRight, Info } from 'lucide-react';
import type { Formula, RebalanceChange } from '#common/formula/types';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { formatGrams } from '#client/features/finding-notes/utils/format';
import { FormulaTable } from './formula-table';
import { IfraPanel } from './ifra-panel';
import { ScentPyramid } from './scent-pyramid';

export interface CustomizeStepProps {
  formula: Formula;
  /** False for an opened formula whose customisations cannot be replayed: shown, not edited. */
  editable: boolean;
  changeCount: number;
  onChange(change: RebalanceChange): void;
  onBack(): void;
  onNext(): void;
  /** A new formula is being created: the order step waits for it. */
  generating: boolean;
  /** The formula shown is saved under the member's account (its IFRA certificate can be downloaded). */
  saved?: { id: string; name: string } | null;
}

/** Step 2, "Customize Formula": the table, the pyramid, how the brief was read, and what the engine warns about. */
export function CustomizeStep({ formula, editable, changeCount, onChange, onBack, onNext, generating, saved = null }: CustomizeStepProps) {
  const { dilution } = formula;
  const fineFragrance = (formula.brief.productCategory ?? '4') === '4';
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h2 id="fn-step-customize-heading" tabIndex={-1} className="font-serif text-2xl font-semibold outline-hidden">
          Customize Formula
        </h2>
        <p className="text-sm text-muted-foreground">
          {editable
            ? 'Change a share, remove a material or swap it for a suggestion: the rest re-balances to 100 %, within safe limits.'
            : 'This is your saved formula, as saved. To customise it further, go back and create it again from its description.'}
          {changeCount > 0 && ` ${changeCount} ${changeCount === 1 ? 'change' : 'changes'} so far.`}
        </p>
        {/* Always rendered, so each new warning is announced. */}
        <div aria-live="polite" className="mt-2 empty:mt-0">
          {formula.warnings.length > 0 && (
            <div className="flex gap-3 rounded-lg border border-warning-foreground/30 bg-warning p-4 text-sm text-warning-foreground">
              <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
              <ul className="grid gap-1" aria-label="Warnings">
                {formula.warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>

      <FormulaTable formula={formula} onChange={editable ? onChange : undefined} />

      <div className="grid gap-6 md:grid-cols-[18rem_minmax(0,1fr)]">
        <Card className="h-fit gap-3 py-4">
          <CardHeader className="px-4">
            <CardTitle className="text-lg">Scent pyramid</CardTitle>
          </CardHeader>
          <CardContent className="px-4">
            <ScentPyramid formula={formula} />
          </CardContent>
        </Card>
        <Card className="h-fit gap-3 py-4">
          <CardHeader className="px-4">
            <CardTitle className="flex items-center gap-2 text-lg">
              <Info aria-hidden className="size-4 text-gold" /> How we read your brief
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 px-4 text-sm">
            <ul className="grid list-disc gap-1.5 pl-5" aria-label="Explanation">
              {formula.explanation.map((sentence) => (
                <li key={sentence}>{sentence}</li>
              ))}
            </ul>
            {fineFragrance ? (
              <p className="text-muted-foreground">
                To wear it at {formula.concentration} % concentration, add {formatGrams(Math.round(dilution.alcoholGrams * 100))} of
                perfumer&apos;s alcohol: {formatGrams(Math.round(dilution.finishedGrams * 100))} of perfume in all.
              </p>
            ) : (
              <p className="text-muted-foreground">
                To use it at {formula.concentration} % in the finished product, blend it into{' '}
                {formatGrams(Math.round(dilution.alcoholGrams * 100))} of your base: {formatGrams(Math.round(dilution.finishedGrams * 100))}{' '}
                in all.
              </p>
            )}
          </CardContent>
        </Card>
      </div>

      <IfraPanel formula={formula} saved={saved} />

      <div className="flex flex-wrap justify-between gap-3">
        <Button type="button" variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden /> Go Back &amp; Edit
        </Button>
        <Button type="button" onClick={onNext} disabled={generating}>
          Continue to Order <ArrowRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}
