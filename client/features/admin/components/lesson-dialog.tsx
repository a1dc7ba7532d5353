import { useEffect, useId, useState } from 'react';
import type { AdminLesson } from '#common/schemas/admin-content';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { ApiError } from '#client/lib/api';
import { notify } from '#client/lib/notify';
import { useContentChange } from '#client/features/admin/api/admin-content';
import { FormDialog } from './form-dialog';
import { LessonVideo } from './lesson-video';
import { MarkdownEditor } from './markdown-editor';

/** Writes a lesson (new in a module, or an edit), its text in the markdown editor with its preview. */
export function LessonDialog({
  target,
  onClose,
}: {
  target: { moduleId: string; lesson: AdminLesson | null } | null;
  onClose: () => void;
}) {
  const id = useId();
  const change = useContentChange();
  const [title, setTitle] = useState('');
  const [minutes, setMinutes] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Kept here so an uploaded video's kind and length show at once.
  const [lesson, setLesson] = useState<AdminLesson | null>(null);

  useEffect(() => {
    if (!target) return;
    setLesson(target.lesson);
    setTitle(target.lesson?.title ?? '');
    setMinutes(target.lesson ? String(target.lesson.minutes) : '10');
    setBody(target.lesson?.body ?? '');
    setError(null);
  }, [target]);

  const submit = async () => {
    if (!target) return;
    const m = /^\d{1,3}$/.test(minutes.trim()) ? Number(minutes.trim()) : NaN;
    if (!title.trim() || !body.trim() || !(m >= 1 && m <= 600)) {
      setError('Give the lesson a title, some text and a length from 1 to 600 minutes.');
      return;
    }
    const input = { title: title.trim(), body, minutes: m };
    try {
      await change.mutateAsync(
        lesson ? { kind: 'update-lesson', id: lesson.id, body: input } : { kind: 'add-lesson', moduleId: target.moduleId, body: input },
      );
      notify.success(lesson ? 'Lesson saved' : 'Lesson added', input.title);
      onClose();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'The lesson could not be saved');
    }
  };

  return (
    <FormDialog
      open={target !== null}
      title={lesson ? `Edit lesson: ${lesson.title}` : 'New lesson'}
      description="Markdown: # headings, **bold**, *italic*, - lists. Raw HTML is shown as text."
      saveLabel={lesson ? 'Save lesson' : 'Add lesson'}
      error={error}
      pending={change.isPending}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <Field id={`${id}-title`} label="Lesson title" required>
          <Input value={title} maxLength={150} onChange={(e) => setTitle(e.target.value)} />
        </Field>
        <Field id={`${id}-minutes`} label="Minutes" required>
          <Input inputMode="numeric" value={minutes} onChange={(e) => setMinutes(e.target.value)} />
        </Field>
      </div>
      {lesson ? (
        <LessonVideo
          lesson={lesson}
          onChange={(l) => {
            setLesson(l);
            setMinutes(String(l.minutes));
          }}
        />
      ) : (
        <p className="text-sm text-muted-foreground">A video can be added once the lesson is saved.</p>
      )}
      <MarkdownEditor id={`${id}-body`} name="Lesson" value={body} onChange={setBody} />
    </FormDialog>
  );
}
