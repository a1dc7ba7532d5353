import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import ts from 'typescript';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { badgeVariants } from './badge';
import { buttonVariants } from './button';
import { spinnerTones } from './spinner';

/**
 * Button, Badge, Spinner and VisuallyHidden are in the shell's first load, so they join classes without
 * tailwind-merge (8 KB): the caller's classes are added, not merged. That renders what tailwind-merge would
 * only while no two classes of a list set the same thing. These tests hold that for every variant and
 * for every call site in client/ that passes classes.
 */
const tokens = (list: string) => list.split(/\s+/).filter(Boolean);

/** The classes tailwind-merge would drop from the list (conflicts and repeats); none, for a plain join to be right. */
function dropped(list: string): string[] {
  const kept = tokens(twMerge(list));
  const all = tokens(list);
  return all.filter((c, i) => all.indexOf(c) !== i || !kept.includes(c));
}

const BUTTON_VARIANTS = ['default', 'secondary', 'outline', 'ghost', 'destructive', 'link'] as const;
const BUTTON_SIZES = ['default', 'sm', 'lg', 'icon'] as const;
const BADGE_VARIANTS = ['default', 'secondary', 'outline', 'success', 'warning'] as const;
const SPINNER_TONES = ['primary', 'current'] as const;

/** A component's own classes for the variant props given as literals (every value for any other prop). */
const OWN: Record<string, (props: Record<string, string | undefined>) => string[]> = {
  Button: (p) =>
    BUTTON_VARIANTS.filter((v) => (p.variant ?? v) === v).flatMap((variant) =>
      BUTTON_SIZES.filter((s) => (p.size ?? s) === s).map((size) => buttonVariants({ variant, size })),
    ),
  Badge: (p) => BADGE_VARIANTS.filter((v) => (p.variant ?? v) === v).map((variant) => badgeVariants({ variant })),
  Spinner: (p) => SPINNER_TONES.filter((t) => (p.tone ?? t) === t).map((tone) => spinnerTones({ tone })),
  VisuallyHidden: () => ['sr-only'],
};

/** Call sites whose classes are not a literal: the classes they can pass. */
const PASSED_ON: Record<string, string[]> = {
  // FilePick hands its className to its Button; its one caller passes this.
  'client/features/profile/components/edit-profile-form.tsx': ['absolute right-2 bottom-2'],
};

interface Site {
  where: string;
  component: string;
  props: Record<string, string | undefined>;
  classes: string[];
}

/** Call sites whose classes are neither a literal nor in PASSED_ON. */
const unknown: string[] = [];

function callSites(): Site[] {
  const files = execFileSync('git', ['ls-files', 'client/*.tsx', 'client/**/*.tsx'], { encoding: 'utf8' }).trim().split('\n');
  const sites: Site[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node) => {
      if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && node.tagName.getText() in OWN) {
        const props: Record<string, string | undefined> = {};
        let classes: string[] | null = null;
        for (const attr of node.attributes.properties) {
          if (!ts.isJsxAttribute(attr)) continue;
          const name = attr.name.getText();
          const literal = attr.initializer && ts.isStringLiteral(attr.initializer) ? attr.initializer.text : undefined;
          if (name !== 'className') {
            if (['variant', 'size', 'tone'].includes(name)) props[name] = literal;
            continue;
          }
          const value = attr.initializer && ts.isJsxExpression(attr.initializer) ? attr.initializer.expression : undefined;
          // A function of the component's classes merges them itself (Button's `(own) => cn(own, …)`).
          if (value && ts.isArrowFunction(value)) continue;
          classes = literal !== undefined ? [literal] : PASSED_ON[file];
          if (!classes) unknown.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
        }
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        if (classes) sites.push({ where: `${file}:${line}`, component: node.tagName.getText(), props, classes });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return sites;
}

describe('class lists joined without tailwind-merge', () => {
  it('every variant of Button, Badge and Spinner sets each thing once', () => {
    const lists = [...OWN.Button({}), ...OWN.Badge({}), ...OWN.Spinner({})];
    expect(lists.length).toBe(BUTTON_VARIANTS.length * BUTTON_SIZES.length + BADGE_VARIANTS.length + SPINNER_TONES.length);
    for (const list of lists) expect(dropped(list), list).toEqual([]);
  });

  it('no call site passes a class that one of the component’s own sets', () => {
    const sites = callSites();
    expect(sites.length).toBeGreaterThan(20);
    expect(unknown, 'classes that are not a literal: add what they can be to PASSED_ON').toEqual([]);
    const clashes = sites.flatMap((site) =>
      OWN[site.component](site.props).flatMap((own) =>
        site.classes.flatMap((passed) => dropped(`${own} ${passed}`).map((c) => `${site.where} ${site.component}: ${c} (${passed})`)),
      ),
    );
    expect(clashes).toEqual([]);
  });
});
