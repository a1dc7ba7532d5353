import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { AdminResource, AdminTutorialSummary } from '#common/schemas/admin-library';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { ApiError } from '#client/lib/api';
import { notify } from '#client/lib/notify';
import type { PagedList } from '#client/lib/paged';
import { useAdminResources, useAdminTutorials, useLibraryChange } from '#client/features/admin/api/admin-library';
import { ArchiveRowActions } from './archive-row-actions';
import { PagedTable, type Column } from './paged-table';
import { ResourceDialog, TutorialDialog } from './library-dialogs';

type Entry = { id: string; title: string; archived: boolean };
type Kind = 'tutorial' | 'resource';

const NOUN: Record<Kind, { one: string; many: string; where: string }> = {
  tutorial: { one: 'Tutorial', many: 'Tutorials', where: '/learn' },
  resource: { one: 'Resource', many: 'Resources', where: '/learn/resources' },
};

/** Tutorials or resources as a table: status, Edit, Archive / Restore (confirmed), New, and paging. */
function LibrarySection<T extends Entry>({
  kind,
  list,
  columns,
  onNew,
  onEdit,
}: {
  kind: Kind;
  list: PagedList<T>;
  columns: Column<T>[];
  onNew: () => void;
  onEdit: (row: T) => void;
}) {
  const noun = NOUN[kind];
  const change = useLibraryChange();
  const [confirming, setConfirming] = useState<T | null>(null);

  const toggle = async () => {
    if (!confirming) return;
    const action = confirming.archived ? 'unarchive' : 'archive';
    try {
      await change.mutateAsync({ kind, id: confirming.id, action });
      notify.success(
        confirming.archived ? `${noun.one} restored` : `${noun.one} archived`,
        confirming.archived ? `${confirming.title} is back on ${noun.where}.` : `${confirming.title} is no longer on ${noun.where}.`,
      );
      setConfirming(null);
    } catch (err) {
      notify.error(`The ${noun.one.toLowerCase()} could not be changed`, err instanceof ApiError ? err.message : undefined);
    }
  };

  return (
    <section aria-labelledby={`admin-${kind}s`} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`admin-${kind}s`} className="text-xl font-semibold">
          {noun.many}
        </h2>
        <Button onClick={onNew}>
          <Plus aria-hidden /> New {noun.one.toLowerCase()}
        </Button>
      </div>
      <PagedTable
        list={list}
        caption={noun.many}
        columns={[
          { header: noun.one, className: 'font-medium', cell: (r) => r.title },
          ...columns,
          {
            header: 'Status',
            cell: (r) => (r.archived ? <Badge variant="outline">Archived</Badge> : <Badge variant="success">On {noun.where}</Badge>),
          },
          {
            header: 'Actions',
            hidden: true,
            cell: (r) => (
              <ArchiveRowActions
                name={r.title}
                archived={r.archived}
                onEdit={() => onEdit(r)}
                onToggle={() => setConfirming(r)}
                restoreLabel="Restore"
              />
            ),
          },
        ]}
        rowKey={(r) => r.id}
        empty={{ title: `No ${noun.many.toLowerCase()} yet`, description: 'Create the first one.' }}
      />

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(o) => !o && setConfirming(null)}
        title={confirming?.archived ? `Put ${confirming.title} back on ${noun.where}?` : `Archive ${confirming?.title ?? ''}?`}
        description={
          confirming?.archived
            ? 'Learners will find it again.'
            : `It leaves ${noun.where} and its page. It is kept here, and you can restore it.`
        }
        confirmLabel={confirming?.archived ? 'Restore' : 'Archive'}
        destructive={!confirming?.archived}
        pending={change.isPending}
        onConfirm={() => void toggle()}
      />
    </section>
  );
}

const TUTORIAL_COLUMNS: Column<AdminTutorialSummary>[] = [
  { header: 'Level', cell: (t) => `${t.level} · ${t.duration}` },
  { header: 'Views', numeric: true, cell: (t) => t.views },
];

const RESOURCE_COLUMNS: Column<AdminResource>[] = [
  { header: 'Type', cell: (r) => <span className="capitalize">{r.type}</span> },
  { header: 'File', cell: (r) => (r.fileUrl ? <span className="break-all">{r.fileUrl}</span> : 'Coming Soon') },
];

/** The free tutorials of /learn. */
export function TutorialsSection() {
  const list = useAdminTutorials();
  const [target, setTarget] = useState<{ id: string | null } | null>(null);
  return (
    <>
      <LibrarySection
        kind="tutorial"
        list={list}
        columns={TUTORIAL_COLUMNS}
        onNew={() => setTarget({ id: null })}
        onEdit={(t) => setTarget({ id: t.id })}
      />
      <TutorialDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}

/** The resources of /learn/resources. */
export function ResourcesSection() {
  const list = useAdminResources();
  const [target, setTarget] = useState<{ resource: AdminResource | null } | null>(null);
  return (
    <>
      <LibrarySection
        kind="resource"
        list={list}
        columns={RESOURCE_COLUMNS}
        onNew={() => setTarget({ resource: null })}
        onEdit={(resource) => setTarget({ resource })}
      />
      <ResourceDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
