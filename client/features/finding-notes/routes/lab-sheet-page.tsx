import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Download, NotebookText, Printer, ShoppingCart } from 'lucide-react';
import { labSheetCsv, LAB_BATCH_UNITS, MAX_LAB_BATCH, MIN_LAB_BATCH, type LabBatchUnit } from '#common/formula/lab-sheet-format';
import { useLabSheet } from '#client/features/finding-notes/api/get-lab-sheet';
import { useAddBatchToCart } from '#client/features/finding-notes/api/add-batch-to-cart';
import { MaterialsTable, type MaterialsColumn } from '#client/features/finding-notes/components/materials-table';
import type { BatchCartAnswer, LabSheetAnswer } from '#common/schemas/formula-versions';
import { notify } from '#client/lib/notify';
import { PageSpinner } from '#client/components/page-spinner';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { RadioGroup, RadioGroupItem } from '#client/components/ui/radio-group';
import { ApiError } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { usePageMeta } from '#client/lib/page-meta';

/** On paper only the sheet shows: the app's bars, menus and this page's controls are left out. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  #lab-sheet, #lab-sheet * { visibility: visible !important; }
  #lab-sheet { position: absolute; inset: 0 auto auto 0; width: 100%; padding: 0; }
  @page { margin: 12mm; }
}`;

const fixed = (n: number) => n.toFixed(2);

/** The sheet's columns, from the material to the box ticked on paper once it is weighed. */
const LINE_COLUMNS: MaterialsColumn<LabSheetAnswer['lines'][number]>[] = [
  {
    header: 'Material',
    rowHeader: true,
    cell: (l) => (
      <>
        {l.name}
        {l.product && (
          <>
            {' '}
            <Link
              to={`/shop?product=${l.product.id}`}
              className="text-xs underline underline-offset-2 print:hidden"
              aria-label={`${l.name} in the shop: ${l.product.name}`}
            >
              in the shop
            </Link>
          </>
        )}
      </>
    ),
  },
  { header: 'CAS', className: 'tabular-nums', cell: (l) => l.cas ?? '—' },
  { header: '%', align: 'right', className: 'tabular-nums', cell: (l) => fixed(l.percent) },
  { header: 'g', align: 'right', className: 'tabular-nums', cell: (l) => fixed(l.grams) },
  {
    header: 'mL',
    align: 'right',
    className: 'tabular-nums',
    cell: (l) => (
      <>
        {fixed(l.millilitres)}
        {l.densityAssumed ? '*' : ''}
      </>
    ),
  },
  {
    header: 'Dilution',
    cell: (l) =>
      l.dilution ? (
        <span title={l.dilution.reason}>
          {l.dilution.percent} % in {l.dilution.solvent}
        </span>
      ) : (
        'neat'
      ),
  },
  {
    header: 'g to weigh',
    align: 'right',
    className: 'font-medium tabular-nums',
    cell: (l) => fixed(l.dilution ? l.dilution.grams : l.grams),
  },
  { header: 'Weighed', align: 'center', cellLabel: 'Weighed: tick on paper', cell: () => '☐' },
];

/** A batch typed by the user, checked as the server checks it (the server has the last word). */
function batchError(text: string): string | null {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n)) return 'The batch must be a number';
  if (n < MIN_LAB_BATCH || n > MAX_LAB_BATCH) return `The batch must be between ${MIN_LAB_BATCH} and ${MAX_LAB_BATCH}`;
  if (Math.round(n * 100) !== n * 100) return 'The batch may have at most two decimals';
  return null;
}

/**
 * `/formulas/:id/lab`: the lab sheet of a formula's current version, scaled to any batch in grams or millilitres,
 * with CAS numbers, densities and the dilutions to weigh powerful materials in; printed, or downloaded as CSV.
 */
export default function LabSheetPage() {
  const { id = '' } = useParams();
  const { user, loading } = useAuth();
  const [text, setText] = useState('100');
  const [unit, setUnit] = useState<LabBatchUnit>('g');
  const [batch, setBatch] = useState<{ amount: number; unit: LabBatchUnit }>({ amount: 100, unit: 'g' });
  const error = batchError(text);
  const sheet = useLabSheet(id, batch.amount, batch.unit);
  const toCart = useAddBatchToCart(id);
  const [bought, setBought] = useState<BatchCartAnswer | null>(null);
  const adding = useRef(false);
  usePageMeta({
    title: sheet.data ? `Lab sheet: ${sheet.data.name}` : 'Lab sheet',
    description: 'A formula scaled to a batch, ready to weigh.',
  });

  if (loading) return <PageSpinner label="Loading the lab sheet" />;
  if (!user) {
    return (
      <EmptyState
        icon={<NotebookText />}
        title="Sign in to open this lab sheet"
        action={
          <Button asChild>
            <Link to="/auth">Sign In</Link>
          </Button>
        }
      />
    );
  }
  if (sheet.isLoading) return <PageSpinner label="Loading the lab sheet" />;
  if (sheet.isError && !sheet.data) {
    const missing = sheet.error instanceof ApiError && sheet.error.status === 404;
    return (
      <EmptyState
        icon={<NotebookText />}
        title={missing ? 'Formula not found' : 'The lab sheet could not be loaded'}
        description={missing ? 'It may be private, or its author no longer shares it.' : sheet.error.message}
        action={!missing && <Button onClick={() => sheet.refetch()}>Try Again</Button>}
      />
    );
  }
  const s = sheet.data!;

  const handleDownload = () => {
    const url = URL.createObjectURL(new Blob([labSheetCsv(s)], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    const slug =
      s.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'formula';
    a.href = url;
    a.download = `${slug}-v${s.version}-${s.batch.amount}${s.batch.unit}.csv`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  // One press, one request: a second click before the button shows as disabled (the same event loop turn) is ignored.
  const handleAddToCart = async () => {
    if (adding.current) return;
    adding.current = true;
    try {
      const answer = await toCart.mutateAsync(s.batch);
      setBought(answer);
      const packs = answer.added.reduce((n, a) => n + a.packs, 0);
      if (answer.added.length > 0) {
        notify.success('Added to cart', `${packs} ${packs === 1 ? 'pack' : 'packs'} for ${s.batch.amount} ${s.batch.unit} of ${s.name}.`);
      } else notify.error('Nothing added', 'The shop has none of these materials in stock.');
    } catch (err) {
      setBought(null);
      notify.error('Could not add the batch to the cart', err instanceof Error ? err.message : undefined);
    } finally {
      adding.current = false;
    }
  };

  return (
    <section className="grid min-w-0 gap-6">
      <style>{PRINT_CSS}</style>
      <form
        className="grid gap-4 rounded-lg border p-4 print:hidden sm:grid-cols-[minmax(0,12rem)_auto_1fr] sm:items-end"
        aria-label="Batch"
        onSubmit={(e) => {
          e.preventDefault();
          if (!error) setBatch({ amount: Number(text), unit });
        }}
      >
        <Field id="lab-batch" label="Batch size" error={error ?? (sheet.isError ? sheet.error.message : undefined)}>
          <Input inputMode="decimal" value={text} onChange={(e) => setText(e.target.value)} />
        </Field>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">Unit</legend>
          <RadioGroup value={unit} onValueChange={(v) => setUnit(v as LabBatchUnit)} className="flex gap-4">
            {LAB_BATCH_UNITS.map((u) => (
              <div key={u} className="flex items-center gap-2">
                <RadioGroupItem id={`lab-unit-${u}`} value={u} />
                <Label htmlFor={`lab-unit-${u}`}>{u === 'g' ? 'grams' : 'millilitres'}</Label>
              </div>
            ))}
          </RadioGroup>
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!!error || sheet.isFetching}>
            {sheet.isFetching ? 'Scaling…' : 'Scale'}
          </Button>
          <Button type="button" variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden className="size-4" /> Print
          </Button>
          <Button type="button" variant="outline" onClick={handleDownload}>
            <Download aria-hidden className="size-4" /> Download CSV
          </Button>
          <Button type="button" variant="secondary" onClick={handleAddToCart} disabled={toCart.isPending || sheet.isFetching}>
            <ShoppingCart aria-hidden className="size-4" />
            {toCart.isPending ? 'Adding…' : `Add ${s.batch.amount} ${s.batch.unit} batch to cart`}
          </Button>
          <Button asChild variant="ghost">
            <Link to={`/formulas/${id}`}>Back to the formula</Link>
          </Button>
        </div>
      </form>

      {bought && <BatchBought answer={bought} onDismiss={() => setBought(null)} />}

      <article id="lab-sheet" className="grid gap-4 bg-background text-foreground" aria-busy={sheet.isFetching}>
        <header className="grid gap-1">
          <h1 className="text-2xl font-semibold break-words">Lab sheet: {s.name}</h1>
          <p className="text-sm">
            Version {s.version} · saved <time dateTime={s.savedAt}>{new Date(s.savedAt).toLocaleDateString()}</time> · printed{' '}
            {new Date().toLocaleDateString()}
          </p>
          <p className="text-sm">
            Batch: {s.batch.amount} {s.batch.unit}
            {s.batch.unit === 'mL' ? ` = ${fixed(s.concentrateGrams)} g of concentrate` : ' of concentrate'} · weigh {fixed(s.weighedGrams)}{' '}
            g in all (dilutions included)
          </p>
        </header>
        <div className="overflow-x-auto">
          <MaterialsTable
            look="sheet"
            className="min-w-[44rem]"
            label="Materials to weigh"
            columns={LINE_COLUMNS}
            rows={s.lines}
            rowKey={(l) => l.materialId}
            rowClassName="break-inside-avoid"
          />
        </div>
        <div className="grid gap-1 text-sm">
          {(s.solventGrams.DPG > 0 || s.solventGrams.ethanol > 0) && (
            <p>
              The dilutions bring {s.solventGrams.DPG > 0 ? `${fixed(s.solventGrams.DPG)} g of DPG` : ''}
              {s.solventGrams.DPG > 0 && s.solventGrams.ethanol > 0 ? ' and ' : ''}
              {s.solventGrams.ethanol > 0 ? `${fixed(s.solventGrams.ethanol)} g of ethanol` : ''}. Make each dilution ahead (10 g of
              dilution is 1 g of material and 9 g of solvent).
            </p>
          )}
          <p>
            To reach {s.concentration} % concentration, add {fixed(s.alcoholToAddGrams)} g of perfumer's alcohol (the dilutions' solvent
            counted): {fixed(s.finishedGrams)} g of perfume.
          </p>
          {s.batch.unit === 'mL' && s.densityAssumedFor.length > 0 && (
            <p>* Density not known, 1.00 g/mL assumed: {s.densityAssumedFor.join(', ')}.</p>
          )}
          <p className="text-muted-foreground">
            Dilutions: materials of very strong odour, with a maximum use of 1 % or less, or under 0.10 g (too little to weigh neat on a
            0.01 g balance).
          </p>
        </div>
        <footer className="grid gap-6 pt-6 text-sm sm:grid-cols-2">
          <p className="border-t pt-2">Weighed by, date and signature</p>
          <p className="border-t pt-2">Notes</p>
        </footer>
      </article>
    </section>
  );
}

/** What the last "Add batch to cart" put in the cart, and the materials it left out. */
function BatchBought({ answer, onDismiss }: { answer: BatchCartAnswer; onDismiss(): void }) {
  return (
    <section className="grid gap-2 rounded-lg border p-4 text-sm print:hidden" aria-labelledby="batch-bought" role="status">
      <h2 id="batch-bought" className="font-medium">
        {answer.added.length > 0 ? 'Added to your cart' : 'Nothing was added to your cart'}
      </h2>
      {answer.added.length > 0 && (
        <ul className="grid gap-1" aria-label="Added">
          {answer.added.map((a) => (
            <li key={a.materialId}>
              {a.packs} × {a.productName}{' '}
              <span className="text-muted-foreground">
                ({fixed(a.needed)} {a.packUnit} of {a.name}, {a.packSize} {a.packUnit} a pack)
              </span>
            </li>
          ))}
        </ul>
      )}
      {answer.missing.length > 0 && (
        <>
          <h3 className="font-medium">Not added</h3>
          <ul className="grid gap-1" aria-label="Not added">
            {answer.missing.map((m) => (
              <li key={m.materialId}>
                {m.name}: {m.reason === 'not sold' ? 'not sold in the shop' : `out of stock (${m.productName})`}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to="/checkout">Go to checkout</Link>
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </section>
  );
}
