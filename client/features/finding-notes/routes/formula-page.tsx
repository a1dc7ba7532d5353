import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FlaskConical, GitFork, NotebookText } from 'lucide-react';
import { useFormulaView } from '#client/features/finding-notes/api/get-formula-view';
import { useRemixFormula } from '#client/features/finding-notes/api/remix-formula';
import { IfraStatusBadge } from '#client/features/finding-notes/components/ifra-status-badge';
import { MaterialsTable, type MaterialsColumn } from '#client/features/finding-notes/components/materials-table';
import { VersionCompare } from '#client/features/finding-notes/components/version-compare';
import { VersionHistory } from '#client/features/finding-notes/components/version-history';
import { PageSpinner } from '#client/components/page-spinner';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import { ApiError } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { notify } from '#client/lib/notify';
import { usePageMeta } from '#client/lib/page-meta';
import type { FormulaView } from '#common/schemas/formula-versions';

const MATERIAL_COLUMNS: MaterialsColumn<FormulaView['formula']['lines'][number]>[] = [
  { header: 'Material', rowHeader: true, cell: (l) => l.name },
  { header: '%', align: 'right', className: 'tabular-nums', cell: (l) => l.percent.toFixed(2) },
  { header: 'g', align: 'right', className: 'tabular-nums', cell: (l) => l.grams.toFixed(2) },
];

/**
 * `/formulas/:id`: a saved formula at its current version. Its author sees the history, compares two versions and
 * restores an old one; a member sees a formula its author shared and may remix it into their own formulas. Both
 * open its lab sheet.
 */
export default function FormulaPage() {
  const { id = '' } = useParams();
  const { user, loading } = useAuth();
  const view = useFormulaView(id, !!user);
  const remix = useRemixFormula();
  const navigate = useNavigate();
  const [pair, setPair] = useState<[number, number] | null>(null);
  usePageMeta({ title: view.data ? view.data.name : 'Formula', description: 'A Finding Notes formula, its versions and its lab sheet.' });

  useEffect(() => {
    if (pair) document.getElementById('fn-compare-heading')?.focus();
  }, [pair]);

  if (loading || (user && view.isLoading)) return <PageSpinner label="Loading the formula" />;
  if (!user) {
    return (
      <EmptyState
        icon={<FlaskConical />}
        title="Sign in to open this formula"
        description="Formulas are shared with members."
        action={
          <Button asChild>
            <Link to="/auth">Sign In</Link>
          </Button>
        }
      />
    );
  }
  if (view.isError || !view.data) {
    const missing = view.error instanceof ApiError && view.error.status === 404;
    return (
      <EmptyState
        icon={<FlaskConical />}
        title={missing ? 'Formula not found' : 'This formula could not be loaded'}
        description={missing ? 'It may be private, or its author no longer shares it.' : view.error?.message}
        action={
          missing ? (
            <Button asChild variant="outline">
              <Link to="/create">Create a formula</Link>
            </Button>
          ) : (
            <Button onClick={() => view.refetch()}>Try Again</Button>
          )
        }
      />
    );
  }
  const f = view.data;

  const handleRemix = async () => {
    try {
      const copy = await remix.mutateAsync(f.id);
      notify.success('Formula remixed', `“${copy.name}” is in your formulas.`);
      navigate(`/formulas/${copy.id}`);
    } catch (err) {
      notify.error('Could not remix this formula', err instanceof Error ? err.message : undefined);
    }
  };

  return (
    <section className="grid min-w-0 gap-6">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-semibold break-words">{f.name}</h1>
          <Badge variant="secondary">Version {f.currentVersion}</Badge>
          {f.shared && <Badge variant="outline">Shared</Badge>}
          <IfraStatusBadge ifra={f.ifra} />
        </div>
        <p className="text-sm text-muted-foreground">
          {f.isOwn ? (
            'Your formula'
          ) : (
            <>By {f.author?.username ? <Link to={`/${f.author.username}`}>{f.author.username}</Link> : 'a member'}</>
          )}{' '}
          · last saved <time dateTime={f.updatedAt}>{new Date(f.updatedAt).toLocaleDateString()}</time> · {f.formula.lines.length}{' '}
          materials, {f.formula.totalGrams} g at {f.formula.concentration} %
        </p>
        {f.remixedFrom && (
          <p className="flex items-center gap-1 text-sm">
            <GitFork aria-hidden className="size-4" />
            {f.remixedFrom.formulaId ? (
              <span>
                Remix of <Link to={`/formulas/${f.remixedFrom.formulaId}`}>{f.remixedFrom.name}</Link> by{' '}
                {f.remixedFrom.author ?? 'a member'}
              </span>
            ) : (
              <span>Remix of a formula its author no longer shares</span>
            )}
          </p>
        )}
        <div className="flex flex-wrap gap-2 pt-1">
          <Button asChild>
            <Link to={`/formulas/${f.id}/lab`}>
              <NotebookText aria-hidden className="size-4" /> Lab sheet
            </Link>
          </Button>
          {f.isOwn ? (
            <Button asChild variant="outline">
              <Link to={`/create?formula=${f.id}`}>Customise and save a new version</Link>
            </Button>
          ) : (
            <Button variant="outline" onClick={handleRemix} disabled={remix.isPending}>
              <GitFork aria-hidden className="size-4" /> {remix.isPending ? 'Remixing…' : 'Remix'}
            </Button>
          )}
        </div>
        {!f.isOwn && <p className="text-xs text-muted-foreground">Remixing saves a copy in your formulas; its author is told.</p>}
      </header>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Materials</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <MaterialsTable
            look="sheet"
            className="min-w-[20rem]"
            label="Materials of the current version"
            columns={MATERIAL_COLUMNS}
            rows={f.formula.lines}
            rowKey={(l) => l.materialId}
          />
        </CardContent>
      </Card>

      {f.isOwn && (
        <>
          {pair && <VersionCompare formulaId={f.id} pair={pair} onClose={() => setPair(null)} />}
          <VersionHistory formulaId={f.id} onCompare={setPair} />
        </>
      )}
    </section>
  );
}
