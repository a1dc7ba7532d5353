import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { Spinner } from '#client/components/ui/spinner';
import { Textarea } from '#client/components/ui/textarea';
import { usePreviewMarkdown } from '#client/features/forum/api/preview-markdown';
import { MarkdownContent } from '#client/components/markdown-content';

interface MarkdownEditorProps extends Omit<React.ComponentProps<'textarea'>, 'value' | 'onChange'> {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the text box. */
  label: string;
  maxLength: number;
}

/** A textarea with a Write / Preview switch; the preview is the server's own rendering. */
export function MarkdownEditor({ id, value, onChange, label, maxLength, rows = 6, ...props }: MarkdownEditorProps) {
  const [tab, setTab] = useState('write');
  const preview = usePreviewMarkdown();
  const handleTab = (next: string) => {
    setTab(next);
    if (next === 'preview' && value.trim()) preview.mutate(value);
  };
  return (
    <Tabs value={tab} onValueChange={handleTab} className="gap-2">
      <TabsList aria-label={`${label}: write or preview`} className="self-start">
        <TabsTrigger value="write">Write</TabsTrigger>
        <TabsTrigger value="preview">Preview</TabsTrigger>
      </TabsList>
      <TabsContent value="write" className="grid gap-1">
        <Textarea id={id} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} rows={rows} {...props} />
        <p className="text-xs text-muted-foreground">
          Markdown: **bold**, *italic*, # heading, - list, &gt; quote, `code`, [link](https://…), @username.{' '}
          {value.length.toLocaleString('en')}/{maxLength.toLocaleString('en')}
        </p>
      </TabsContent>
      <TabsContent value="preview" className="min-h-24 rounded-md border p-3" aria-live="polite" aria-label="Preview">
        {!value.trim() ? (
          <p className="text-sm text-muted-foreground">Nothing to preview</p>
        ) : preview.isPending ? (
          <Spinner />
        ) : preview.isError ? (
          <p className="text-sm text-destructive">{preview.error.message}</p>
        ) : (
          preview.data && <MarkdownContent html={preview.data.html} />
        )}
      </TabsContent>
    </Tabs>
  );
}
