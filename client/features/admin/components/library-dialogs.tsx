import { useEffect, useId, useState } from 'react';
import { RESOURCE_TYPES, TUTORIAL_LEVELS } from '#common/constants';
import type { AdminResource, ResourceInput, TutorialInput } from '#common/schemas/admin-library';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select';
import { Skeleton } from '#client/components/ui/skeleton';
import { Textarea } from '#client/components/ui/textarea';
import { ApiError } from '#client/lib/api';
import { notify } from '#client/lib/notify';
import { useAdminTutorial, useLibraryChange, type LibraryChange } from '#client/features/admin/api/admin-library';
import { FormDialog } from './form-dialog';
import { MarkdownEditor } from './markdown-editor';

/** A labelled select of fixed choices. */
function ChoiceField({
  id,
  label,
  value,
  choices,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  choices: readonly string[];
  onChange: (v: string) => void;
}) {
  return (
    <Field id={id} label={label} required>
      {(control) => (
        <Select value={value} onValueChange={onChange}>
          <SelectTrigger {...control} className="w-full capitalize">
            <SelectValue placeholder="Choose" />
          </SelectTrigger>
          <SelectContent>
            {choices.map((c) => (
              <SelectItem key={c} value={c} className="capitalize">
                {c}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </Field>
  );
}

/** Title and description, the same limits for tutorials and resources as the server's schemas. */
function TitleFields({
  id,
  form,
  set,
}: {
  id: string;
  form: { title: string; description: string };
  set: (k: 'title' | 'description') => (v: string) => void;
}) {
  return (
    <>
      <Field id={`${id}-title`} label="Title" required>
        <Input value={form.title} maxLength={150} onChange={(e) => set('title')(e.target.value)} />
      </Field>
      <Field id={`${id}-description`} label="Description" required>
        <Textarea value={form.description} maxLength={1000} onChange={(e) => set('description')(e.target.value)} />
      </Field>
    </>
  );
}

/** Sends a create or edit, toasts, closes; a refusal stays in the dialog with the server's words. */
function useSave(onClose: () => void) {
  const change = useLibraryChange();
  const [error, setError] = useState<string | null>(null);
  const save = async (c: LibraryChange, toast: string, detail: string) => {
    try {
      await change.mutateAsync(c);
      notify.success(toast, detail);
      onClose();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'It could not be saved. Try again.');
    }
  };
  return { save, error, setError, pending: change.isPending };
}

const blankTutorial: TutorialInput = { title: '', description: '', duration: '', level: 'Beginner', body: '' };

/** Create a tutorial (`id` null) or edit one, its text written in markdown with the page's own preview. */
export function TutorialDialog({ target, onClose }: { target: { id: string | null } | null; onClose: () => void }) {
  const id = useId();
  const editing = target?.id ?? null;
  const existing = useAdminTutorial(editing);
  const { save, error, setError, pending } = useSave(onClose);
  const [form, setForm] = useState<TutorialInput>(blankTutorial);
  const set = (k: keyof TutorialInput) => (v: string) => setForm((f) => ({ ...f, [k]: v }));

  const loaded = existing.data;
  useEffect(() => {
    if (!target) return;
    setError(null);
    setForm(
      target.id && loaded
        ? { title: loaded.title, description: loaded.description, duration: loaded.duration, level: loaded.level, body: loaded.body }
        : blankTutorial,
    );
  }, [target, loaded, setError]);

  const submit = () => {
    const body = { ...form, title: form.title.trim(), description: form.description.trim(), duration: form.duration.trim() };
    if (!body.title || !body.description || !body.duration || !body.body.trim()) {
      setError('Give the tutorial a title, a description, a duration (such as 15 min) and its text.');
      return;
    }
    void save({ kind: 'tutorial', id: editing, body }, editing ? 'Tutorial saved' : 'Tutorial published', `${body.title} is on /learn.`);
  };

  return (
    <FormDialog
      open={target !== null}
      title={editing ? `Edit tutorial: ${loaded?.title ?? ''}` : 'New tutorial'}
      description="Tutorials are free: a saved tutorial is on /learn at once. Markdown: # headings, **bold**, *italic*, - lists."
      saveLabel={editing ? 'Save tutorial' : 'Publish tutorial'}
      error={error ?? (existing.isError ? existing.error.message : null)}
      pending={pending}
      onClose={onClose}
      onSubmit={submit}
    >
      {editing && existing.isLoading ? (
        <Skeleton className="h-64 w-full" aria-label="Loading the tutorial" />
      ) : (
        <>
          <TitleFields id={id} form={form} set={set} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-duration`} label="Duration" required>
              <Input value={form.duration} maxLength={30} placeholder="15 min" onChange={(e) => set('duration')(e.target.value)} />
            </Field>
            <ChoiceField id={`${id}-level`} label="Level" value={form.level} choices={TUTORIAL_LEVELS} onChange={set('level')} />
          </div>
          <MarkdownEditor id={`${id}-body`} name="Tutorial" value={form.body} onChange={set('body')} />
        </>
      )}
    </FormDialog>
  );
}

type ResourceForm = Omit<ResourceInput, 'fileUrl'> & { fileUrl: string };
const blankResource: ResourceForm = { title: '', description: '', content: '', actionLabel: 'Download', type: 'guide', fileUrl: '' };
const formOf = (r: AdminResource): ResourceForm => ({
  title: r.title,
  description: r.description,
  content: r.content,
  actionLabel: r.actionLabel,
  type: r.type,
  fileUrl: r.fileUrl ?? '',
});

/** Create a resource (`resource` null) or edit one: a card on /learn/resources with a file, or 'Coming Soon' without. */
export function ResourceDialog({ target, onClose }: { target: { resource: AdminResource | null } | null; onClose: () => void }) {
  const id = useId();
  const editing = target?.resource ?? null;
  const { save, error, setError, pending } = useSave(onClose);
  const [form, setForm] = useState<ResourceForm>(blankResource);
  const set = (k: keyof ResourceForm) => (v: string) => setForm((f) => ({ ...f, [k]: v }));

  useEffect(() => {
    if (!target) return;
    setError(null);
    setForm(target.resource ? formOf(target.resource) : blankResource);
  }, [target, setError]);

  const submit = () => {
    const trimmed = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v.trim()])) as ResourceForm;
    if (!trimmed.title || !trimmed.description || !trimmed.actionLabel) {
      setError('Give the resource a title, a description and a button label.');
      return;
    }
    void save(
      { kind: 'resource', id: editing?.id ?? null, body: trimmed },
      editing ? 'Resource saved' : 'Resource added',
      `${trimmed.title} is on /learn/resources.`,
    );
  };

  return (
    <FormDialog
      open={target !== null}
      title={editing ? `Edit resource: ${editing.title}` : 'New resource'}
      description="A saved resource is on /learn/resources at once."
      saveLabel={editing ? 'Save resource' : 'Add resource'}
      error={error}
      pending={pending}
      onClose={onClose}
      onSubmit={submit}
    >
      <TitleFields id={id} form={form} set={set} />
      <Field id={`${id}-content`} label="Card text" description="A line or two under the description.">
        <Textarea value={form.content} maxLength={4000} onChange={(e) => set('content')(e.target.value)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField id={`${id}-type`} label="Type" value={form.type} choices={RESOURCE_TYPES} onChange={set('type')} />
        <Field id={`${id}-action`} label="Button label" required>
          <Input value={form.actionLabel} maxLength={40} onChange={(e) => set('actionLabel')(e.target.value)} />
        </Field>
      </div>
      <Field
        id={`${id}-file`}
        label="File address"
        description="A file on this site (/resources/worksheet.csv) or a web address. Empty: the button says 'Coming Soon'."
      >
        <Input value={form.fileUrl} maxLength={300} placeholder="/resources/…" onChange={(e) => set('fileUrl')(e.target.value)} />
      </Field>
    </FormDialog>
  );
}
