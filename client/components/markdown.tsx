import { Fragment, type ReactNode } from 'react';

/**
 * Renders the small Markdown subset our catalogue content uses (headings, paragraphs, lists, bold,
 * italic) into React elements. Raw HTML is never interpreted: text stays text.
 */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const blocks = source.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  return <div className={className}>{blocks.map((b, i) => renderBlock(b.trim(), i))}</div>;
}

function renderBlock(block: string, key: number): ReactNode {
  if (!block) return null;
  const heading = /^(#{1,4})\s+(.*)$/.exec(block);
  if (heading && !block.includes('\n')) {
    const level = Math.min(heading[1].length + 1, 5);
    const H = `h${level}` as 'h2' | 'h3' | 'h4' | 'h5';
    return (
      <H key={key} className={level === 2 ? 'mt-6 font-serif text-2xl font-semibold' : 'mt-5 text-lg font-semibold'}>
        {inline(heading[2])}
      </H>
    );
  }
  const lines = block.split('\n');
  if (lines.every((l) => /^[-*]\s+/.test(l))) {
    return (
      <ul key={key} className="my-3 list-disc space-y-1 pl-6">
        {lines.map((l, i) => (
          <li key={i}>{inline(l.replace(/^[-*]\s+/, ''))}</li>
        ))}
      </ul>
    );
  }
  if (lines.every((l) => /^\d+\.\s+/.test(l))) {
    return (
      <ol key={key} className="my-3 list-decimal space-y-1 pl-6">
        {lines.map((l, i) => (
          <li key={i}>{inline(l.replace(/^\d+\.\s+/, ''))}</li>
        ))}
      </ol>
    );
  }
  return (
    <p key={key} className="my-3 leading-relaxed">
      {lines.map((l, i) => (
        <Fragment key={i}>
          {i > 0 && ' '}
          {inline(l)}
        </Fragment>
      ))}
    </p>
  );
}

function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  const re = /\*\*(.+?)\*\*|\*(.+?)\*/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push(m[1] !== undefined ? <strong key={m.index}>{m[1]}</strong> : <em key={m.index}>{m[2]}</em>);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
