import { useEffect, useId, useState } from 'react';
import type { AdminLesson } from '#common/schemas/admin-content';
import { MarkdownContent } from '#client/components/markdown-content';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { Textarea } from '#client/components/ui/textarea';
import { ApiError } from '#client/lib/api';
import { notify } from '#client/lib/notify';
import { useContentChange, useLessonPreview } from '#client/features/admin/api/admin-content';

/**
 * Writes a lesson (new in a module, or an edit): markdown in Write, and Preview rendering it with the course
 * player's own renderer, so what the admin sees is what learners get.
 */
export function LessonDialog({
  target,
  onClose,
}: {
  target: { moduleId: string; lesson: AdminLesson | null } | null;
  onClose: () => void;
}) {
  const id = useId();
  const change = useContentChange();
  const preview = useLessonPreview();
  const [title, setTitle] = useState('');
  const [minutes, setMinutes] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const lesson = target?.lesson ?? null;

  useEffect(() => {
    if (!target) return;
    setTitle(target.lesson?.title ?? '');
    setMinutes(target.lesson ? String(target.lesson.minutes) : '10');
    setBody(target.lesson?.body ?? '');
    setError(null);
  }, [target]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
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
    <Dialog open={target !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{lesson ? `Edit lesson: ${lesson.title}` : 'New lesson'}</DialogTitle>
          <DialogDescription>Markdown: # headings, **bold**, *italic*, - lists. Raw HTML is shown as text.</DialogDescription>
        </DialogHeader>
        <form id={`${id}-form`} className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
            <Field id={`${id}-title`} label="Lesson title" required>
              <Input value={title} maxLength={150} onChange={(e) => setTitle(e.target.value)} />
            </Field>
            <Field id={`${id}-minutes`} label="Minutes" required>
              <Input inputMode="numeric" value={minutes} onChange={(e) => setMinutes(e.target.value)} />
            </Field>
          </div>
          <Tabs defaultValue="write" onValueChange={(tab) => tab === 'preview' && body.trim() && preview.mutate(body)}>
            <TabsList aria-label="Write or preview">
              <TabsTrigger value="write">Write</TabsTrigger>
              <TabsTrigger value="preview">Preview</TabsTrigger>
            </TabsList>
            <TabsContent value="write" className="pt-2">
              <Field id={`${id}-body`} label="Lesson text" required>
                <Textarea
                  rows={12}
                  value={body}
                  maxLength={100_000}
                  onChange={(e) => setBody(e.target.value)}
                  className="font-mono text-sm"
                />
              </Field>
            </TabsContent>
            <TabsContent value="preview" className="pt-2">
              <article aria-label="Lesson preview" className="min-h-40 rounded-md border border-border p-4">
                {!body.trim() ? (
                  <p className="text-sm text-muted-foreground">Nothing written yet.</p>
                ) : preview.isPending ? (
                  <p className="text-sm text-muted-foreground">Rendering the preview…</p>
                ) : preview.isError ? (
                  <p role="alert" className="text-sm text-destructive">
                    The preview could not be rendered: {preview.error.message}
                  </p>
                ) : (
                  <MarkdownContent html={preview.data?.html ?? ''} />
                )}
              </article>
            </TabsContent>
          </Tabs>
          {error && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={change.isPending}>
            {change.isPending ? 'Saving…' : lesson ? 'Save lesson' : 'Add lesson'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
