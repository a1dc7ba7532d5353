import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, Eye, Plus, Trash2 } from 'lucide-react';
import { formatCents, parseDollars } from '#common/money';
import type { AdminCourse, AdminCourseDetail, AdminLesson } from '#common/schemas/admin-content';
import { COURSE_LEVELS } from '#common/constants';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select';
import { Skeleton } from '#client/components/ui/skeleton';
import { Textarea } from '#client/components/ui/textarea';
import { ApiError } from '#client/lib/api';
import { notify } from '#client/lib/notify';
import { useAdminCourse, useAdminCourses, useContentChange, type ContentChange } from '#client/features/admin/api/admin-content';
import { FormDialog } from './form-dialog';
import { ImageField, useImageUpload } from './image-field';
import { LessonDialog } from './lesson-dialog';
import { ResourcesSection, TutorialsSection } from './library-sections';
import { ExpertsSection } from './experts-section';
import { MoveButtons } from './move-buttons';
import { PagedTable, type Column } from './paged-table';

const STATUS: Record<AdminCourse['status'], { label: string; variant: 'outline' | 'success' | 'secondary' }> = {
  draft: { label: 'Draft', variant: 'secondary' },
  published: { label: 'Published', variant: 'success' },
  archived: { label: 'Archived', variant: 'outline' },
};
/** A textarea of one entry per line, as a list without the blank lines. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
const errorText = (err: unknown) => (err instanceof ApiError ? err.message : undefined);

/**
 * Content: the courses (drafts, published, archived; choosing one opens its modules and lessons), then the
 * free tutorials, resources and experts of /learn.
 */
export function ContentTab() {
  // The open course is in the address (?course=…), so Back from its preview returns to its editor.
  const [params, setParams] = useSearchParams();
  const open = params.get('course');
  const setOpen = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('course', id);
      else next.delete('course');
      return next;
    });
  const [creating, setCreating] = useState(false);
  return open ? (
    <CourseEditor id={open} onBack={() => setOpen(null)} />
  ) : (
    <div className="grid gap-10">
      <CourseList onOpen={setOpen} onCreate={() => setCreating(true)} />
      <CourseDialog open={creating} course={null} onClose={() => setCreating(false)} onCreated={setOpen} />
      <TutorialsSection />
      <ResourcesSection />
      <ExpertsSection />
    </div>
  );
}

const COURSE_COLUMNS = (onOpen: (id: string) => void): Column<AdminCourse>[] => [
  { header: 'Course', className: 'font-medium', cell: (c) => c.title },
  { header: 'Level', cell: (c) => `${c.level} · ${c.duration}` },
  { header: 'Price', numeric: true, cell: (c) => formatCents(c.priceCents) },
  { header: 'Lessons', numeric: true, cell: (c) => c.lessonCount },
  { header: 'Status', cell: (c) => <Badge variant={STATUS[c.status].variant}>{STATUS[c.status].label}</Badge> },
  {
    header: 'Actions',
    hidden: true,
    cell: (c) => (
      <Button size="sm" variant="secondary" aria-label={`Edit ${c.title}`} onClick={() => onOpen(c.id)}>
        Edit
      </Button>
    ),
  },
];

function CourseList({ onOpen, onCreate }: { onOpen: (id: string) => void; onCreate: () => void }) {
  const list = useAdminCourses();
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">Courses</h2>
        <Button onClick={onCreate}>
          <Plus aria-hidden /> New course
        </Button>
      </div>
      <PagedTable
        list={list}
        caption="Courses"
        columns={COURSE_COLUMNS(onOpen)}
        rowKey={(c) => c.id}
        empty={{ title: 'No courses yet', description: 'Create the first one.' }}
      />
    </div>
  );
}

/** Create or edit a course's title, description, price, level and length in weeks. */
function CourseDialog({
  open,
  course,
  onClose,
  onCreated,
}: {
  open: boolean;
  course: AdminCourseDetail | null;
  onClose: () => void;
  onCreated?: (id: string) => void;
}) {
  const id = useId();
  const change = useContentChange();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState('');
  const [level, setLevel] = useState('');
  const [weeks, setWeeks] = useState('');
  const [outcomes, setOutcomes] = useState('');
  const [features, setFeatures] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const upload = useImageUpload(setImageError);
  const { setImage } = upload;

  useEffect(() => {
    if (!open) return;
    setOutcomes(course?.outcomes.join('\n') ?? '');
    setFeatures(course?.features.join('\n') ?? '');
    setImage(null);
    setImageError(undefined);
    setTitle(course?.title ?? '');
    setDescription(course?.description ?? '');
    setPrice(course ? (course.priceCents / 100).toFixed(2) : '');
    setLevel(course?.level ?? '');
    setWeeks(course ? (/^(\d+)/.exec(course.duration)?.[1] ?? '') : '');
    setError(null);
  }, [open, course, setImage]);

  const submit = async () => {
    const priceCents = parseDollars(price);
    const w = /^\d{1,3}$/.test(weeks.trim()) ? Number(weeks.trim()) : null;
    if (!title.trim() || !description.trim() || priceCents === null || !level || w === null || w < 1) {
      setError('Fill in every field: a price in dollars (such as 199.00) and at least 1 week.');
      return;
    }
    const body = {
      title: title.trim(),
      description: description.trim(),
      priceCents,
      level: level as AdminCourse['level'],
      weeks: w,
      outcomes: linesOf(outcomes),
      features: linesOf(features),
      ...(upload.image ? { imageKey: upload.image.key } : {}),
    };
    try {
      const saved = (await change.mutateAsync(
        course ? { kind: 'update-course', id: course.id, body } : { kind: 'create-course', body },
      )) as AdminCourseDetail;
      notify.success(course ? 'Course saved' : 'Course created', course ? body.title : `${body.title} is a draft until you publish it.`);
      onClose();
      if (!course) onCreated?.(saved.id);
    } catch (err) {
      setError(errorText(err) ?? 'The course could not be saved');
    }
  };

  return (
    <FormDialog
      open={open}
      title={course ? `Edit ${course.title}` : 'New course'}
      description={course ? 'Learners see changes at once.' : 'A new course stays a draft, hidden from /learn, until it is published.'}
      saveLabel={course ? 'Save course' : 'Create course'}
      error={error}
      pending={change.isPending || upload.pending}
      onClose={onClose}
      onSubmit={() => void submit()}
      className="sm:max-w-xl"
    >
      <Field id={`${id}-title`} label="Title" required>
        <Input value={title} maxLength={150} onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <Field id={`${id}-description`} label="Description" required>
        <Textarea value={description} maxLength={4000} onChange={(e) => setDescription(e.target.value)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={`${id}-price`} label="Price (USD)" required>
          <Input inputMode="decimal" value={price} placeholder="199.00" onChange={(e) => setPrice(e.target.value)} />
        </Field>
        <Field id={`${id}-level`} label="Level" required>
          {(control) => (
            <Select value={level} onValueChange={setLevel}>
              <SelectTrigger {...control} className="w-full">
                <SelectValue placeholder="Choose" />
              </SelectTrigger>
              <SelectContent>
                {COURSE_LEVELS.map((l) => (
                  <SelectItem key={l} value={l}>
                    {l}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
        <Field id={`${id}-weeks`} label="Weeks" required>
          <Input inputMode="numeric" value={weeks} onChange={(e) => setWeeks(e.target.value)} />
        </Field>
      </div>
      <Field id={`${id}-outcomes`} label="What learners will be able to do" description="One per line, up to 12: 'What You'll Learn'.">
        <Textarea rows={4} value={outcomes} onChange={(e) => setOutcomes(e.target.value)} />
      </Field>
      <Field id={`${id}-features`} label="What is included" description="One per line, up to 12, such as “Lifetime access”.">
        <Textarea rows={3} value={features} onChange={(e) => setFeatures(e.target.value)} />
      </Field>
      <ImageField
        id={`${id}-image`}
        upload={upload}
        currentUrl={course?.imageUrl ?? null}
        error={imageError}
        description="JPEG, PNG, WebP or GIF under 5MB, shown on the course card and page."
      />
    </FormDialog>
  );
}

/** One course: its status actions, its modules and their lessons in order, with move up/down. */
function CourseEditor({ id, onBack }: { id: string; onBack: () => void }) {
  const course = useAdminCourse(id);
  const change = useContentChange();
  const [editing, setEditing] = useState(false);
  const [confirmArchive, setConfirmArchive] = useState(false);
  const [deleting, setDeleting] = useState<{ kind: 'module' | 'lesson'; id: string; title: string } | null>(null);
  const [lessonTarget, setLessonTarget] = useState<{ moduleId: string; lesson: AdminLesson | null } | null>(null);
  const [moduleTitle, setModuleTitle] = useState('');
  const run = async (c: ContentChange, done?: string) => {
    try {
      await change.mutateAsync(c);
      if (done) notify.success(done);
      return true;
    } catch (err) {
      notify.error('Action failed', errorText(err));
      return false;
    }
  };

  if (course.isLoading) return <Skeleton className="h-64 w-full" aria-label="Loading the course" />;
  if (course.isError || !course.data)
    return <EmptyState title="Failed to load the course" action={<Button onClick={() => course.refetch()}>Try again</Button>} />;
  const c = course.data;

  return (
    <div className="grid gap-4">
      <Button variant="ghost" className="justify-self-start" onClick={onBack}>
        <ArrowLeft aria-hidden /> All courses
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="text-2xl font-semibold">{c.title}</h2>
          <p className="text-sm text-muted-foreground">
            {c.level} · {c.duration} · {formatCents(c.priceCents)} ·{' '}
            <Badge variant={STATUS[c.status].variant}>{STATUS[c.status].label}</Badge>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Edit details
          </Button>
          <Button asChild variant="outline">
            <Link to={`/course-purchase/${c.id}`}>
              <Eye aria-hidden /> {c.status === 'published' ? 'View on /learn' : 'Preview as learners see it'}
            </Link>
          </Button>
          {c.status === 'draft' && (
            <Button onClick={() => run({ kind: 'status', id: c.id, action: 'publish' }, 'Course published')}>Publish</Button>
          )}
          {c.status === 'archived' ? (
            <Button variant="outline" onClick={() => run({ kind: 'status', id: c.id, action: 'unarchive' }, 'Course restored')}>
              Unarchive
            </Button>
          ) : (
            <Button variant="ghost" onClick={() => setConfirmArchive(true)}>
              Archive
            </Button>
          )}
        </div>
      </div>

      {c.modules.length === 0 && <EmptyState title="No modules yet" description="Add the first module below." />}
      <ol className="grid gap-4">
        {c.modules.map((m, mi) => (
          <li key={m.id} className="grid gap-3 rounded-lg border border-border p-4">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold">
                Module {m.position}: {m.title}
              </h3>
              <div className="ml-auto flex gap-1">
                <MoveButtons
                  what={`module ${m.title}`}
                  first={mi === 0}
                  last={mi === c.modules.length - 1}
                  disabled={change.isPending}
                  onMove={(direction) => run({ kind: 'move-module', id: m.id, direction })}
                />
                <Button size="sm" variant="secondary" onClick={() => setLessonTarget({ moduleId: m.id, lesson: null })}>
                  <Plus aria-hidden /> Add lesson <span className="sr-only">to {m.title}</span>
                </Button>
                <DeleteButton what="module" title={m.title} onClick={() => setDeleting({ kind: 'module', id: m.id, title: m.title })} />
              </div>
            </div>
            {m.lessons.length === 0 ? (
              <p className="text-sm text-muted-foreground">No lessons yet.</p>
            ) : (
              <ol className="grid gap-1" aria-label={`Lessons of ${m.title}`}>
                {m.lessons.map((l, li) => (
                  <li key={l.id} className="flex flex-wrap items-center gap-2 rounded-md bg-muted/40 px-3 py-2 text-sm">
                    <span className="tabular-nums text-muted-foreground">{li + 1}.</span>
                    <span className="font-medium">{l.title}</span>
                    <span className="text-muted-foreground">{l.minutes} min</span>
                    <div className="ml-auto flex gap-1">
                      <MoveButtons
                        what={`lesson ${l.title}`}
                        first={li === 0}
                        last={li === m.lessons.length - 1}
                        disabled={change.isPending}
                        onMove={(direction) => run({ kind: 'move-lesson', id: l.id, direction })}
                      />
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Edit lesson ${l.title}`}
                        onClick={() => setLessonTarget({ moduleId: m.id, lesson: l })}
                      >
                        Edit
                      </Button>
                      <DeleteButton
                        what="lesson"
                        title={l.title}
                        onClick={() => setDeleting({ kind: 'lesson', id: l.id, title: l.title })}
                      />
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>

      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          if (!moduleTitle.trim()) return notify.error('Please enter a module title');
          void run({ kind: 'add-module', courseId: c.id, body: { title: moduleTitle.trim() } }, 'Module added').then(() =>
            setModuleTitle(''),
          );
        }}
      >
        <Field id="new-module-title" label="New module title" className="flex-1">
          <Input value={moduleTitle} maxLength={150} onChange={(e) => setModuleTitle(e.target.value)} />
        </Field>
        <Button type="submit" variant="secondary" disabled={change.isPending}>
          Add module
        </Button>
      </form>

      <CourseDialog open={editing} course={c} onClose={() => setEditing(false)} />
      <LessonDialog target={lessonTarget} onClose={() => setLessonTarget(null)} />
      <ConfirmDialog
        open={confirmArchive}
        onOpenChange={setConfirmArchive}
        title={`Archive ${c.title}?`}
        description="It leaves /learn and can no longer be bought. Members who own it keep their access."
        confirmLabel="Archive"
        pending={change.isPending}
        onConfirm={() => void run({ kind: 'status', id: c.id, action: 'archive' }, 'Course archived').then(() => setConfirmArchive(false))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={`Delete ${deleting?.kind ?? ''} ${deleting?.title ?? ''}?`}
        description={
          deleting?.kind === 'module'
            ? 'The module and all its lessons are deleted. This cannot be undone.'
            : 'The lesson and its video are deleted. This cannot be undone.'
        }
        pendingLabel="Deleting…"
        pending={change.isPending}
        onConfirm={() =>
          deleting &&
          void run(
            deleting.kind === 'module' ? { kind: 'delete-module', id: deleting.id } : { kind: 'delete-lesson', id: deleting.id },
            deleting.kind === 'module' ? 'Module deleted' : 'Lesson deleted',
          ).then(() => setDeleting(null))
        }
      />
    </div>
  );
}

/** The trash button of a module or lesson, named for screen readers; the deletion itself is confirmed. */
function DeleteButton({ what, title, onClick }: { what: string; title: string; onClick: () => void }) {
  return (
    <Button size="icon" variant="ghost" aria-label={`Delete ${what} ${title}`} onClick={onClick}>
      <Trash2 aria-hidden />
    </Button>
  );
}
