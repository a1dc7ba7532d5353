import { MarkdownContent } from '#client/components/markdown-content';
import { Field } from '#client/components/ui/field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { Textarea } from '#client/components/ui/textarea';
import { useLessonPreview } from '#client/features/admin/api/admin-content';

/**
 * Markdown in Write, and Preview rendering it with the server's own renderer (the one the course player and
 * the tutorial page use), so what the admin sees is what learners get.
 */
export function MarkdownEditor({
  id,
  name,
  value,
  onChange,
}: {
  id: string;
  /** What is written: `Lesson` labels the box 'Lesson text' and the preview 'Lesson preview'. */
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const preview = useLessonPreview();
  return (
    <Tabs defaultValue="write" onValueChange={(tab) => tab === 'preview' && value.trim() && preview.mutate(value)}>
      <TabsList aria-label="Write or preview">
        <TabsTrigger value="write">Write</TabsTrigger>
        <TabsTrigger value="preview">Preview</TabsTrigger>
      </TabsList>
      <TabsContent value="write" className="pt-2">
        <Field id={id} label={`${name} text`} required>
          <Textarea rows={12} value={value} maxLength={100_000} onChange={(e) => onChange(e.target.value)} className="font-mono text-sm" />
        </Field>
      </TabsContent>
      <TabsContent value="preview" className="pt-2">
        <article aria-label={`${name} preview`} className="min-h-40 rounded-md border border-border p-4">
          {!value.trim() ? (
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
  );
}
