import { useNavigate } from 'react-router';
import { cn } from '#client/lib/cn';

/**
 * HTML rendered and sanitised by the server (server/lib/markdown.ts: no raw HTML, safe links only): forum posts
 * and previews, lessons and tutorials.
 * Site-relative links (@mentions) navigate inside the app.
 */
export function MarkdownContent({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const handleClick = (e: React.MouseEvent<HTMLDivElement>) => {
    const a = (e.target as HTMLElement).closest('a');
    const href = a?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//') || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(href);
  };
  return (
    <div
      onClick={handleClick}
      className={cn(
        'grid gap-3 leading-relaxed break-words',
        '[&_h1]:text-2xl [&_h1]:font-semibold [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold',
        '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_a.mention]:font-medium [&_a.mention]:no-underline',
        '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6',
        '[&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground',
        '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:font-mono [&_code]:text-sm [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_pre_code]:p-0',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
