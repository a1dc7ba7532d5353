import { describe, expect, it } from 'vitest';
import { mentionedNames, quotedNames, renderMarkdown } from './markdown';

/** OWASP XSS filter evasion cheat sheet style payloads: each must come out inert. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<svg/onload=alert(1)>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<div style="background:url(javascript:alert(1))">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](java\tscript:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](javascript&colon;alert(1))',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](//evil.example)',
  '![x](javascript:alert(1))',
  '![x](https://evil.example/track.gif)',
  '<javascript:alert(1)>',
  '[x](https://ok.example "a\\" onmouseover=\\"alert(1)")',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '> <img src=x onerror=alert(1)>',
  '<<script>script>alert(1)<</script>/script>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '[x]: javascript:alert(1)\n\n[link][x]',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<object data="javascript:alert(1)"></object>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '@"><img src=x onerror=alert(1)>',
];

/** The HTML tags and attributes the renderer may ever produce. */
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'em',
  'strong',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'code',
  'pre',
  'hr',
]);
const ALLOWED_ATTRS = new Set(['href', 'rel', 'class', 'start', 'title']);

function tagsAndAttributes(html: string) {
  const tags: { name: string; attrs: [string, string][] }[] = [];
  for (const m of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    const attrs = [...m[2].matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]] as [string, string]);
    tags.push({ name: m[1].toLowerCase(), attrs });
  }
  return tags;
}

describe('markdown sanitiser', () => {
  it.each(PAYLOADS)('renders %j inert', (payload) => {
    const html = renderMarkdown(payload, new Map([['evil', 'evil']]));
    for (const tag of tagsAndAttributes(html)) {
      expect(ALLOWED_TAGS.has(tag.name), `tag <${tag.name}> in ${html}`).toBe(true);
      for (const [name, value] of tag.attrs) {
        expect(ALLOWED_ATTRS.has(name), `attribute ${name} in ${html}`).toBe(true);
        if (name === 'href') expect(value).toMatch(/^(https?:\/\/|mailto:|\/(?!\/)|#)/);
      }
    }
    expect(html).not.toMatch(/<script|<img|<iframe|<svg|<object|<form|<meta|<body|<style/i);
    // Inside tags, only whole quoted attributes of the allow-list (an escaped quote cannot open a new one).
    for (const m of html.matchAll(/<[a-zA-Z][^>]*>/g)) expect(m[0]).toMatch(/^<[a-zA-Z0-9]+(\s[a-z-]+="[^"]*")*\s?\/?>$/);
    expect(html).not.toMatch(/href="(?!https?:|mailto:|\/|#)/i);
  });

  it('renders headings, emphasis, lists, links, quotes and code, with rel="nofollow ugc noopener" on links', () => {
    const html = renderMarkdown('# Title\n\n*soft* **bold**\n\n- a\n- b\n\n1. one\n\n> quoted\n\n`code`\n\n[site](https://example.com)');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<em>soft</em> <strong>bold</strong>');
    expect(html).toContain('<ul>\n<li>a</li>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<a href="https://example.com" rel="nofollow ugc noopener">site</a>');
  });

  it('links @mentions of existing users to their profile, not in code or links, and not unknown names', () => {
    const users = new Map([['rose.maker', 'Rose.Maker']]);
    const html = renderMarkdown('Thanks @rose.maker. And @nobody, and `@rose.maker`, mail a@rose.maker', users);
    expect(html).toContain('<a href="/Rose.Maker" class="mention" rel="nofollow ugc noopener">@rose.maker</a>.');
    expect(html.match(/class="mention"/g)).toHaveLength(1);
    expect(html).toContain('@nobody');
    expect(mentionedNames('hi @Rose.Maker. and @bob_1 and x@y')).toEqual(['rose.maker', 'bob_1']);
    expect(quotedNames('> @Alice wrote:\n> hello\n\nreply @bob')).toEqual(['alice']);
  });
});
