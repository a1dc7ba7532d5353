import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FlaskConical } from 'lucide-react';
import type { Formula, RebalanceChange } from '#common/formula';
import { loadedFormulaEngine, loadFormulaEngine, useFormulaEngineLoaded } from '#client/features/finding-notes/engine';
import { MSG } from '#common/messages';
import type { BottleOptions } from '#common/schemas/bottle';
import { PageSpinner } from '#client/components/page-spinner';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { ApiError } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { useCart } from '#client/lib/cart';
import { notify } from '#client/lib/notify';
import { useGenerateFormula } from '#client/features/finding-notes/api/generate-formula';
import { useQuota } from '#client/features/finding-notes/api/quota';
import { useSaveFormula } from '#client/features/finding-notes/api/save-formula';
import { useSavedFormula } from '#client/features/finding-notes/api/saved-formula';
import { BriefForm } from '#client/features/finding-notes/components/brief-form';
import { UsageIndicator } from '#client/features/finding-notes/components/usage-indicator';
import {
  readStoredDraft,
  sameLines,
  STEP_ORDER,
  useFormulaDraft,
  type SavedRef,
  type Step,
} from '#client/features/finding-notes/hooks/use-formula-draft';
import { useBriefForm } from '#client/features/finding-notes/hooks/use-brief-form';
import {
  DEFAULT_BRIEF_VALUES,
  defaultFormulaName,
  fromBrief,
  toBrief,
  type BriefFormValues,
} from '#client/features/finding-notes/utils/brief-form';
import { loadWhenIdle } from '#client/lib/lazy-load';
import { usePageMeta } from '#client/lib/page-meta';
import { useHydrated } from '#client/lib/use-hydrated';

// The save schema (and zod) comes after the page has rendered; the forms load theirs the same way.
const formulaSchemas = loadWhenIdle(() => import('#common/schemas/formula'));

// The customize step shows and edits a formula: it comes with the engine (see ../engine).
const CustomizeStep = lazy(() =>
  loadFormulaEngine()
    .then(() => import('#client/features/finding-notes/components/customize-step'))
    .then((m) => ({ default: m.CustomizeStep })),
);

// Saving an opened formula of one's own as its next version.
const SaveVersionCard = lazy(() =>
  import('#client/features/finding-notes/components/save-version-card').then((m) => ({ default: m.SaveVersionCard })),
);

// The order step (bottle, gift wrap, shipping) comes after the page has rendered, or when it is reached.
const OrderStep = lazy(
  loadWhenIdle(() => import('#client/features/finding-notes/components/order-step').then((m) => ({ default: m.OrderStep }))),
);

const REDIRECT_AFTER_ORDER_MS = 2000;
const SIGN_IN_TO_SAVE = 'Please sign in to save formulas';
const STEP_LABELS: Record<Step, string> = {
  describe: '1. Describe Your Perfume',
  customize: '2. Customize Formula',
  order: '3. Order Your Perfume',
};

/**
 * `/create` and `/finding-notes`: describe a scent, customise the formula the engine writes, then order
 * it as a bottle or save it. `/create?formula={id}` opens one of the signed-in user's saved formulas.
 */
export default function FindingNotesPage() {
  usePageMeta({
    title: 'Finding Notes',
    description: 'Finding Notes: describe a scent and get a perfume formula you can make.',
    og: { type: 'website' },
  });
  const [params, setParams] = useSearchParams();
  const openId = params.get('formula');
  const { user, loading: authLoading } = useAuth();
  const opened = useSavedFormula(openId, !!user);
  // Opening a saved formula replays it with the engine.
  const engineReady = useFormulaEngineLoaded(!!openId);
  const hydrated = useHydrated();

  return (
    <section className="grid min-w-0 gap-6">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-semibold">Finding Notes</h1>
          <Badge variant="secondary">Beta</Badge>
        </div>
        <p className="max-w-2xl text-muted-foreground">
          Describe the perfume you dream of: Finding Notes writes its formula, material by material, ready to customise and order.
        </p>
      </header>
      {openId && authLoading ? (
        <PageSpinner label="Loading your formula" />
      ) : openId && !user ? (
        <EmptyState
          icon={<FlaskConical />}
          title="Sign in to open your formula"
          description="Saved formulas belong to your account."
          action={
            <>
              <Button asChild>
                <Link to="/auth">Sign In</Link>
              </Button>
              <Button variant="outline" onClick={() => setParams({}, { replace: true })}>
                Start a new formula
              </Button>
            </>
          }
        />
      ) : openId && (opened.isLoading || !engineReady) ? (
        <PageSpinner label="Loading your formula" />
      ) : openId && opened.isError ? (
        <EmptyState
          icon={<FlaskConical />}
          title={opened.error instanceof ApiError && opened.error.status === 404 ? 'Formula not found' : 'Your formula could not be loaded'}
          description={
            opened.error instanceof ApiError && opened.error.status === 404
              ? 'It may have been made with another account.'
              : opened.error.message
          }
          action={
            <>
              {!(opened.error instanceof ApiError && opened.error.status === 404) && (
                <Button onClick={() => opened.refetch()}>Try Again</Button>
              )}
              <Button variant="outline" onClick={() => setParams({}, { replace: true })}>
                Start a new formula
              </Button>
            </>
          }
        />
      ) : (
        // Keyed by the opened formula so its state starts from it; the param is then dropped from the URL. A page
        // pre-rendered for a visitor hydrates with a blank brief, as the server drew it, then starts again from
        // the draft this tab kept, if there is one.
        <FindingNotes
          key={opened.data?.id ?? (hydrated && draftKeptAtLoad() ? 'kept-draft' : 'draft')}
          restoreDraft={hydrated}
          opened={openId ? (opened.data ?? null) : null}
          onOpened={() => setParams({}, { replace: true })}
        />
      )}
    </section>
  );
}

interface OpenedFormula {
  id: string;
  name: string;
  formula: Formula;
  changes: RebalanceChange[];
  ref: string;
}

/**
 * The generated formula an opened one grew from: its brief's formula, which with the saved changes
 * replayed gives the opened one again — so it can be customised further. Null if that no longer holds.
 */
function baseOf(opened: OpenedFormula): Formula | null {
  try {
    const { generateFormula, rebalance } = loadedFormulaEngine();
    const base = generateFormula(opened.formula.brief);
    const replayed = opened.changes.reduce((f, c) => rebalance(f, c), base);
    return sameLines(replayed, opened.formula) ? base : null;
  } catch {
    return null;
  }
}

/** Whether this tab kept a draft when the app loaded (read once: the page's key must not change as the user works). */
let keptAtLoad: boolean | undefined;
const draftKeptAtLoad = () => (keptAtLoad ??= readStoredDraft() !== null);

/** `restoreDraft`: false while a pre-rendered page hydrates: the draft this tab kept is neither read nor written. */
function FindingNotes({ opened, onOpened, restoreDraft }: { opened: OpenedFormula | null; onOpened(): void; restoreDraft: boolean }) {
  const { user, loading: authLoading } = useAuth();
  const cart = useCart();
  const navigate = useNavigate();

  // Where the flow starts: an opened saved formula, the draft this tab kept, or a blank brief.
  const [start] = useState(() => {
    if (opened) {
      const base = baseOf(opened);
      return {
        inputs: fromBrief(opened.formula.brief),
        draft: {
          base: base ?? opened.formula,
          ref: opened.ref,
          changes: base ? opened.changes : [],
          formula: opened.formula,
          editable: base !== null,
          saved: user ? { id: opened.id, name: opened.name, userId: user.id } : null,
          step: 'customize' as const,
          reached: 1,
        },
        name: opened.name,
      };
    }
    const stored = restoreDraft ? readStoredDraft() : null;
    return stored ? { ...stored, name: null } : { inputs: DEFAULT_BRIEF_VALUES, draft: undefined, name: null };
  });

  // An opened or just saved formula of one's own: what is on screen can be saved as its next version (while its brief is the same).
  const [versionOf, setVersionOf] = useState(() => (opened && user ? { id: opened.id, name: opened.name, ref: opened.ref } : null));
  const briefForm = useBriefForm(start.inputs);
  const inputs = briefForm.values;
  const { draft, dispatch, finish } = useFormulaDraft(start.draft, inputs, restoreDraft);

  // The order form lives in its step, which stays mounted (hidden) once shown, so it keeps what was typed.
  const [orderShown, setOrderShown] = useState(false);
  if (draft.step === 'order' && !orderShown) setOrderShown(true);
  const [nameDraft, setNameDraft] = useState<string | null>(start.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'cart' | 'save' | null>(null);
  const [added, setAdded] = useState(false);
  const [generateError, setGenerateError] = useState<string | null>(null);

  const quota = useQuota(!authLoading);
  const generate = useGenerateFormula();
  const save = useSaveFormula();
  const generating = generate.isPending;
  const quotaExhausted = !!quota.data && quota.data.used >= quota.data.total;

  useEffect(() => {
    if (opened) onOpened();
  }, [opened, onOpened]);

  // Move focus to the new step's heading after a button (not a tab) changed it, for screen reader users.
  const focusStep = useRef<Step | null>(null);
  useEffect(() => {
    if (focusStep.current !== draft.step) return;
    focusStep.current = null;
    document.getElementById(`fn-step-${draft.step}-heading`)?.focus();
  }, [draft.step]);

  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const go = (step: Step, focus = true) => {
    if (focus) focusStep.current = step;
    dispatch({ type: 'go', step });
  };

  const savedForUser = draft.saved && user && draft.saved.userId === user.id ? draft.saved : null;
  const description = inputs.description ?? '';
  const name = savedForUser?.name ?? nameDraft ?? defaultFormulaName(description);

  const handleGenerate = briefForm.handleSubmit(async (values) => {
    setGenerateError(null);
    try {
      const { formula, ref } = await generate.mutateAsync(toBrief(values));
      focusStep.current = 'customize';
      setNameDraft(null);
      dispatch({ type: 'generated', formula, ref });
    } catch (err) {
      if (!(err instanceof ApiError)) {
        setGenerateError(MSG.genericTryAgain);
        notify.error('Could not create your formula', MSG.genericTryAgain);
        return;
      }
      if (err.status === 400 && err.field && err.field in DEFAULT_BRIEF_VALUES) {
        briefForm.setError(err.field as keyof BriefFormValues, err.message, true);
      } else if (err.status === 400 && err.field === 'totalGrams') {
        briefForm.change({ amount: 'custom' });
        briefForm.setError('customGrams', err.message, true);
      } else {
        setGenerateError(err.message);
      }
      notify.error(err.code === 'quota_exceeded' ? 'No generations left' : 'Could not create your formula', err.message);
    }
  });

  /** The saved formula matching what is shown: the one already saved, or a new save of brief + changes. */
  const ensureSaved = async (): Promise<SavedRef | null> => {
    if (!user || !draft.formula || !draft.base) return null;
    if (savedForUser) return savedForUser;
    if (!draft.editable || !draft.ref) {
      notify.error('Could not save this formula', draft.ref ? 'Open it again from your profile.' : 'Please generate it again.');
      return null;
    }
    const { SaveFormulaSchema } = await formulaSchemas();
    const checkedName = SaveFormulaSchema.shape.name.safeParse(name);
    if (!checkedName.success) {
      setNameError(checkedName.error.issues[0].message);
      document.getElementById('fn-formula-name')?.focus();
      return null;
    }
    setNameError(null);
    const saved = await save.mutateAsync({ name: checkedName.data, ref: draft.ref, changes: draft.changes });
    const ref = { id: saved.id, name: saved.name, userId: user.id };
    dispatch({ type: 'saved', saved: ref, formula: saved.formula });
    setVersionOf({ id: saved.id, name: saved.name, ref: draft.ref });
    return ref;
  };

  const handleAddToCart = async (options: BottleOptions) => {
    if (!user) {
      // The formula is kept in this tab: after signing in, Finding Notes opens where the visitor left off.
      notify.error(MSG.signInRequired, MSG.signInToAddToCart);
      navigate('/auth');
      return;
    }
    setBusy('cart');
    try {
      const saved = await ensureSaved();
      if (!saved) return;
      if (await cart.addItem({ id: saved.id, type: 'formula', options })) {
        setAdded(true);
        finish();
        redirectTimer.current = setTimeout(() => navigate('/profile'), REDIRECT_AFTER_ORDER_MS);
      }
    } catch (err) {
      notify.error('Could not save your formula', err instanceof Error ? err.message : undefined);
    } finally {
      setBusy(null);
    }
  };

  const handleSave = async () => {
    if (!user) {
      notify.error(MSG.signInRequired, SIGN_IN_TO_SAVE);
      navigate('/auth');
      return;
    }
    setBusy('save');
    try {
      const saved = await ensureSaved();
      if (!saved) return;
      notify.success('Formula saved', `“${saved.name}” is in your formulas.`);
      go('customize');
    } catch (err) {
      notify.error('Could not save your formula', err instanceof Error ? err.message : undefined);
    } finally {
      setBusy(null);
    }
  };

  const canOpen = (step: Step) => {
    const index = STEP_ORDER.indexOf(step);
    if (index === 0) return true;
    if (!draft.formula) return false;
    if (step === 'order') return draft.reached >= 2 && !generating;
    return true;
  };

  return (
    <Tabs value={draft.step} onValueChange={(v) => canOpen(v as Step) && go(v as Step, false)}>
      {/* Stacked on a phone, so all three steps stay in view; a row from the small breakpoint up. */}
      <TabsList aria-label="Finding Notes steps" className="grid h-auto w-full grid-cols-1 sm:inline-flex sm:h-10 sm:w-fit">
        {STEP_ORDER.map((step) => (
          <TabsTrigger key={step} value={step} disabled={!canOpen(step)} className="h-9 justify-start sm:h-full sm:justify-center">
            {STEP_LABELS[step]}
          </TabsTrigger>
        ))}
      </TabsList>

      <TabsContent value="describe">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          {/* First in reading order (and on a phone), beside the form on a wide screen. */}
          <Card className="h-fit gap-4 lg:col-start-2 lg:row-start-1">
            <CardHeader>
              <CardTitle as="h2" className="text-lg">
                Your generations
              </CardTitle>
            </CardHeader>
            <CardContent>
              <UsageIndicator
                quota={quota.data}
                loading={authLoading || quota.isLoading}
                error={quota.error}
                onRetry={() => quota.refetch()}
              />
            </CardContent>
          </Card>
          <Card className="lg:col-start-1 lg:row-start-1">
            <CardHeader>
              <CardTitle as="h2" id="fn-step-describe-heading" tabIndex={-1} className="outline-hidden">
                Describe Your Perfume
              </CardTitle>
            </CardHeader>
            <CardContent>
              <BriefForm
                form={briefForm}
                onSubmit={handleGenerate}
                generating={generating}
                quotaExhausted={quotaExhausted}
                serverError={generateError}
              />
            </CardContent>
          </Card>
        </div>
      </TabsContent>

      <TabsContent value="customize">
        {draft.formula && (
          <Suspense fallback={<PageSpinner label="Loading the formula" />}>
            <CustomizeStep
              formula={draft.formula}
              editable={draft.editable}
              changeCount={draft.changes.length}
              onChange={(change) => dispatch({ type: 'change', change })}
              onBack={() => go('describe')}
              onNext={() => go('order')}
              generating={generating}
              saved={savedForUser ? { id: savedForUser.id, name: savedForUser.name } : null}
            />
            {versionOf && draft.ref === versionOf.ref && draft.editable && (
              <div className="mt-6">
                <SaveVersionCard
                  formula={versionOf}
                  changes={draft.changes}
                  changed={!draft.saved}
                  onSaved={(formula) =>
                    dispatch({ type: 'saved', saved: { id: versionOf.id, name: versionOf.name, userId: user!.id }, formula })
                  }
                />
              </div>
            )}
          </Suspense>
        )}
      </TabsContent>

      <TabsContent value="order" forceMount={orderShown || undefined}>
        {draft.formula && orderShown && (
          <Suspense fallback={<PageSpinner />}>
            <OrderStep
              accountEmail={user?.email ?? null}
              name={name}
              onNameChange={(v) => {
                setNameDraft(v);
                setNameError(null);
              }}
              nameError={nameError}
              savedName={savedForUser?.name ?? null}
              onAddToCart={handleAddToCart}
              onSave={handleSave}
              onBack={() => go('customize')}
              busy={busy}
              added={added}
            />
          </Suspense>
        )}
      </TabsContent>
    </Tabs>
  );
}
