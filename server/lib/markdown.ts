import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import type StateCore from 'markdown-it/lib/rules_core/state_core.mjs';

/**
 * Markdown for discussions, comments, lessons and tutorials, rendered on the server only, by one renderer: raw HTML is escaped
 * (`html: false`), images and tables (inline styles) are off, links may only be http(s), mailto or site-relative, and every link gets
 * rel="nofollow ugc noopener". The browser inserts this HTML as is, so this file is the whole defence.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: true });
md.disable(['image', 'html_inline', 'html_block', 'table']);

const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;
md.validateLink = (url: string) => SAFE_HREF.test(url.trim());

md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
  tokens[idx].attrSet('rel', 'nofollow ugc noopener');
  return self.renderToken(tokens, idx, options);
};

/** `@name` where name is a username (spec of usernames: letters, digits, dot, hyphen, underscore). */
export const MENTION = /(^|[^A-Za-z0-9_.@/-])@([A-Za-z0-9][A-Za-z0-9_.-]{1,29})/g;

/** Every @name in a text (lower-cased, without a trailing dot). */
export function mentionedNames(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(MENTION)) names.add(m[2].replace(/[.]+$/, '').toLowerCase());
  return [...names];
}

/** Names quoted by the quote-reply form: a quote block opening with `> @name wrote:`. */
export function quotedNames(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(/^>\s*@([A-Za-z0-9][A-Za-z0-9_.-]{1,29}) wrote:/gm)) names.add(m[1].toLowerCase());
  return [...names];
}

interface Env {
  /** lower-cased username → the username as written in the profile, for the users that exist. */
  users: Map<string, string>;
  /** Levels added to every heading, so a text's `#` sits below the page's own h1. */
  headingShift?: number;
}

const shiftHeading: MarkdownIt['renderer']['rules']['heading_open'] = (tokens, idx, options, env: Env, self) => {
  const level = Number(tokens[idx].tag.slice(1)) + (env.headingShift ?? 0);
  tokens[idx].tag = `h${Math.min(6, level)}`;
  return self.renderToken(tokens, idx, options);
};
md.renderer.rules.heading_open = shiftHeading;
md.renderer.rules.heading_close = shiftHeading;

/** Turns @name of an existing user into a link to the profile, outside links and code. */
md.core.ruler.push('mentions', (state: StateCore) => {
  const env = state.env as Env;
  if (!env?.users?.size) return;
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    const out: Token[] = [];
    let inLink = 0;
    for (const tok of block.children) {
      if (tok.type === 'link_open') inLink++;
      if (tok.type === 'link_close') inLink--;
      if (tok.type !== 'text' || inLink > 0 || !tok.content.includes('@')) {
        out.push(tok);
        continue;
      }
      let last = 0;
      for (const m of tok.content.matchAll(MENTION)) {
        const name = m[2].replace(/[.]+$/, '');
        const username = env.users.get(name.toLowerCase());
        if (!username) continue;
        const start = m.index! + m[1].length;
        if (start > last) out.push(textToken(state, tok.content.slice(last, start)));
        const open = new state.Token('link_open', 'a', 1);
        open.attrs = [
          ['href', `/${encodeURIComponent(username)}`],
          ['class', 'mention'],
        ];
        out.push(open, textToken(state, `@${name}`), new state.Token('link_close', 'a', -1));
        last = start + 1 + name.length;
      }
      if (last === 0) out.push(tok);
      else if (last < tok.content.length) out.push(textToken(state, tok.content.slice(last)));
    }
    block.children = out;
  }
});

function textToken(state: StateCore, content: string) {
  const t = new state.Token('text', '', 0);
  t.content = content;
  return t;
}

/** Sanitised HTML of a markdown text; `users` are the mentioned users that exist (lower-cased name → name). */
export function renderMarkdown(source: string, users: Map<string, string> = new Map()): string {
  return md.render(source, { users } satisfies Env);
}

/** Sanitised HTML of a lesson or tutorial, shown under the page's own h1: its headings start at h2. */
export function renderPageMarkdown(source: string): string {
  return md.render(source, { users: new Map(), headingShift: 1 } satisfies Env);
}
