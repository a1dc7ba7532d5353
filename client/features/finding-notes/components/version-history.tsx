import { useState } from 'react';
import { History } from 'lucide-react';
import { useFormulaVersions } from '#client/features/finding-notes/api/get-formula-versions';
import { useRestoreVersion } from '#client/features/finding-notes/api/restore-version';
import { LoadMore } from '#client/components/load-more';
import { PageSpinner } from '#client/components/page-spinner';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Checkbox } from '#client/components/ui/checkbox';
import { EmptyState } from '#client/components/ui/empty-state';
import { notify } from '#client/lib/notify';
import { IfraStatusBadge } from './ifra-status-badge';

/**
 * The author's history of a formula: every version with who, when and its note; two ticked versions are compared
 * side by side (`onCompare`), and an old version can be restored as a new one.
 */
export function VersionHistory({ formulaId, onCompare }: { formulaId: string; onCompare(pair: [number, number]): void }) {
  const list = useFormulaVersions(formulaId);
  const restore = useRestoreVersion(formulaId);
  const [picked, setPicked] = useState<number[]>([]);
  const versions = list.data?.pages.flatMap((p) => p.items) ?? [];

  const toggle = (n: number, on: boolean) => setPicked((p) => (on ? [...p.filter((x) => x !== n), n].slice(-2) : p.filter((x) => x !== n)));

  const handleRestore = async (n: number) => {
    try {
      const saved = await restore.mutateAsync(n);
      notify.success('Version restored', `Version ${n} is now version ${saved.version}.`);
      setPicked([]);
    } catch (err) {
      notify.error('Could not restore this version', err instanceof Error ? err.message : undefined);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">History</CardTitle>
        <CardDescription>Every save is a version. Tick two to compare them; restore an old one as a new version.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {list.isLoading ? (
          <PageSpinner label="Loading the history" />
        ) : list.isError ? (
          <EmptyState
            icon={<History />}
            title="The history could not be loaded"
            description={list.error.message}
            action={<Button onClick={() => list.refetch()}>Try Again</Button>}
          />
        ) : versions.length === 0 ? (
          <EmptyState icon={<History />} title="No versions yet" description="Save the formula to start its history." />
        ) : (
          <>
            <ol className="divide-y divide-border" aria-label="Versions">
              {versions.map((v) => (
                <li key={v.number} className="flex flex-wrap items-start gap-3 py-3">
                  <Checkbox
                    id={`fn-version-${v.number}`}
                    checked={picked.includes(v.number)}
                    onCheckedChange={(on) => toggle(v.number, on === true)}
                    aria-label={`Compare version ${v.number}`}
                    className="mt-1"
                  />
                  <div className="grid min-w-0 flex-1 gap-1">
                    <p className="font-medium">
                      Version {v.number}
                      {v.current ? ' (current)' : ''}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {v.author?.username ?? 'A former member'} ·{' '}
                      <time dateTime={v.createdAt}>{new Date(v.createdAt).toLocaleString()}</time> · {v.materials} materials
                    </p>
                    {v.note && <p className="text-sm break-words">{v.note}</p>}
                    <IfraStatusBadge ifra={v.ifra} />
                  </div>
                  {!v.current && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={restore.isPending}
                      onClick={() => handleRestore(v.number)}
                      aria-label={`Restore version ${v.number}`}
                    >
                      Restore
                    </Button>
                  )}
                </li>
              ))}
            </ol>
            <LoadMore list={list} auto={false} label="Older versions" />
            <div className="flex flex-wrap items-center gap-3">
              <Button
                disabled={picked.length !== 2}
                onClick={() => onCompare([Math.min(...picked), Math.max(...picked)] as [number, number])}
              >
                Compare selected
              </Button>
              <span className="text-sm text-muted-foreground" aria-live="polite">
                {picked.length === 2
                  ? `Versions ${Math.min(...picked)} and ${Math.max(...picked)} selected`
                  : 'Select two versions to compare'}
              </span>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
