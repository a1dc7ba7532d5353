import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import type { AdminExpert } from '#common/schemas/admin-library';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { ApiError } from '#client/lib/api';
import { notify } from '#client/lib/notify';
import { useAdminExperts, useExpertChange, type ExpertChange } from '#client/features/admin/api/admin-library';
import { FormDialog } from './form-dialog';
import { MoveButtons } from './move-buttons';
import { PagedTable, type Column } from './paged-table';

const errorText = (err: unknown) => (err instanceof ApiError ? err.message : 'Please try again.');

/** Whether learners see the card: a private or contacts-only profile, or a suspended account, keeps it from most of them. */
function Shown({ e }: { e: AdminExpert }) {
  if (e.suspended) return <Badge variant="outline">Suspended: not shown</Badge>;
  if (!e.public) return <Badge variant="warning">Profile not public: shown only to whom it allows</Badge>;
  return <Badge variant="success">On /learn</Badge>;
}

/**
 * The experts of /learn: members featured by username, with the title under their name, in the order learners
 * see them. Their picture, place and bio come from their own profile.
 */
export function ExpertsSection() {
  const list = useAdminExperts();
  const change = useExpertChange();
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  const [editing, setEditing] = useState<{ expert: AdminExpert | null } | null>(null);
  const [removing, setRemoving] = useState<AdminExpert | null>(null);

  const columns: Column<AdminExpert>[] = [
    {
      header: 'Expert',
      className: 'font-medium',
      cell: (e) => (
        <Link to={`/profile/${e.id}`} className="hover:underline">
          {e.name}
        </Link>
      ),
    },
    { header: 'Title', cell: (e) => e.role },
    { header: 'Status', cell: (e) => <Shown e={e} /> },
    {
      header: 'Actions',
      hidden: true,
      cell: (e, i) => (
        <div className="flex flex-wrap items-center gap-1">
          <MoveButtons
            what={e.name}
            first={i === 0}
            last={i === rows.length - 1 && !list.hasNextPage}
            disabled={change.isPending}
            onMove={(direction) => void run({ kind: 'move', userId: e.id, direction })}
          />
          <Button size="sm" variant="secondary" aria-label={`Edit ${e.name}`} onClick={() => setEditing({ expert: e })}>
            Edit
          </Button>
          <Button size="sm" variant="ghost" aria-label={`Remove ${e.name}`} onClick={() => setRemoving(e)}>
            Remove
          </Button>
        </div>
      ),
    },
  ];

  const run = async (c: ExpertChange, done?: () => void) => {
    try {
      await change.mutateAsync(c);
      done?.();
    } catch (err) {
      notify.error('The expert could not be changed', errorText(err));
    }
  };

  return (
    <section aria-labelledby="admin-experts" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="admin-experts" className="text-xl font-semibold">
          Experts
        </h2>
        <Button onClick={() => setEditing({ expert: null })}>
          <Plus aria-hidden /> Feature an expert
        </Button>
      </div>
      <PagedTable
        list={list}
        caption="Experts"
        columns={columns}
        rowKey={(e) => e.id}
        empty={{ title: 'No experts yet', description: 'Feature a member by their username.' }}
      />

      <ExpertDialog target={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={`Remove ${removing?.name ?? ''} from the experts?`}
        description="The card leaves /learn. The member's account and profile stay as they are, and you can feature them again."
        confirmLabel="Remove"
        pendingLabel="Removing…"
        pending={change.isPending}
        onConfirm={() =>
          removing &&
          void run({ kind: 'remove', userId: removing.id }, () => {
            notify.success('Expert removed', `${removing.name} is no longer on /learn.`);
            setRemoving(null);
          })
        }
      />
    </section>
  );
}

/** Feature a member (username and title) or change an expert's title; a refusal stays in the dialog. */
function ExpertDialog({ target, onClose }: { target: { expert: AdminExpert | null } | null; onClose: () => void }) {
  const id = useId();
  const change = useExpertChange();
  const [username, setUsername] = useState('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const expert = target?.expert ?? null;
  useEffect(() => {
    setUsername(expert?.name ?? '');
    setTitle(expert?.role ?? '');
    setError(null);
  }, [target, expert]);

  const save = async () => {
    try {
      if (expert) {
        await change.mutateAsync({ kind: 'title', userId: expert.id, title });
        notify.success('Expert updated', `${expert.name} is now shown as ${title.trim()}.`);
      } else {
        await change.mutateAsync({ kind: 'add', body: { username: username.trim().replace(/^@/, ''), title } });
        notify.success('Expert added', `${username.trim().replace(/^@/, '')} is on /learn.`);
      }
      onClose();
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <FormDialog
      open={target !== null}
      title={expert ? `Edit ${expert.name}` : 'Feature an expert'}
      description={
        expert
          ? 'The title is shown under their name on /learn.'
          : "A member's own profile becomes their card on /learn: their picture, place and bio. Give the title shown under their name."
      }
      saveLabel={expert ? 'Save' : 'Feature'}
      error={error}
      pending={change.isPending}
      onClose={onClose}
      onSubmit={() => void save()}
      className="sm:max-w-md"
    >
      <Field id={`${id}-username`} label="Username" required>
        <Input
          value={username}
          maxLength={100}
          disabled={expert !== null}
          autoComplete="off"
          onChange={(e) => setUsername(e.target.value)}
        />
      </Field>
      <Field id={`${id}-title`} label="Title" description="Such as Master Perfumer or Natural materials" required>
        <Input value={title} maxLength={80} onChange={(e) => setTitle(e.target.value)} />
      </Field>
    </FormDialog>
  );
}
