import { describe, expect, it } from 'vitest';
import { resolveNote } from './brief';
import { MATERIAL_SOURCES, materials, usableMaterials } from './materials';
import { CONSTITUENT_CONTENT, CONSTITUENTS, type ConstituentId, IFRA_SOURCES, MATERIAL_STANDARDS } from './ifra';
import { referencePerfumes } from './reference-perfumes';
import { FACETS, FAMILIES, TIERS } from './types';

/** CAS check digit: digits before it, weighted 1, 2, 3… from the right, mod 10. */
function casValid(cas: string): boolean {
  const m = /^(\d{2,7})-(\d{2})-(\d)$/.exec(cas);
  if (!m) return false;
  const digits = (m[1] + m[2]).split('').reverse();
  return digits.reduce((s, d, i) => s + Number(d) * (i + 1), 0) % 10 === Number(m[3]);
}

describe('materials knowledge base', () => {
  it('has at least 150 usable materials, naturals and synthetics, and a few prohibited ones', () => {
    expect(usableMaterials.length).toBeGreaterThanOrEqual(150);
    expect(usableMaterials.filter((m) => m.origin === 'natural').length).toBeGreaterThanOrEqual(60);
    expect(usableMaterials.filter((m) => m.origin === 'synthetic').length).toBeGreaterThanOrEqual(60);
    expect(materials.filter((m) => m.prohibited).length).toBeGreaterThanOrEqual(5);
  });

  it('has unique kebab-case ids and unique names', () => {
    const ids = materials.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(materials.map((m) => m.name)).size).toBe(materials.length);
  });

  it.each(materials.map((m) => [m.id, m] as const))('%s is well formed', (_id, m) => {
    if (m.cas !== null) expect(casValid(m.cas), `CAS ${m.cas}`).toBe(true);
    expect(TIERS).toContain(m.note);
    expect([1, 2, 3, 4]).toContain(m.strength);
    expect(m.synonyms.length).toBeGreaterThan(0);
    for (const f of m.facets) expect(FACETS).toContain(f);
    expect(new Set(m.facets).size).toBe(m.facets.length);
    for (const s of m.sources) expect(Object.keys(MATERIAL_SOURCES)).toContain(s);
    if (m.function === 'diluent') {
      expect(m.family).toBe('odourless');
      return;
    }
    expect(FAMILIES).toContain(m.family);
    expect(m.facets[0]).toBe(m.family);
    if (m.prohibited) {
      expect(m.maxPct).toBe(0);
      return;
    }
    expect(m.typicalPct).toBeGreaterThan(0);
    expect(m.typicalPct).toBeLessThanOrEqual(m.maxPct);
    expect(m.maxPct).toBeLessThanOrEqual(100);
    if (m.ifraCat4 !== null) {
      expect(m.ifraCat4).toBeGreaterThan(0);
      expect(m.ifraBasis).toBeDefined();
      // Every figure names where it comes from: the standard, a constituent derivation, or a strict setting.
      expect(m.sources.some((s) => ['ifra-51', 'ifra-49', 'ifra-51-derived', 'issue-14', 'strict'].includes(s))).toBe(true);
      for (const s of m.sources) expect(MATERIAL_SOURCES[s], s).toBeDefined();
    }
  });

  it('covers every family in every origin where perfumery has materials, and every tier in both origins', () => {
    for (const family of FAMILIES) {
      expect(
        usableMaterials.some((m) => m.family === family),
        family,
      ).toBe(true);
    }
    for (const tier of TIERS) {
      for (const origin of ['natural', 'synthetic'] as const) {
        expect(usableMaterials.filter((m) => m.note === tier && m.origin === origin).length, `${tier} ${origin}`).toBeGreaterThanOrEqual(
          15,
        );
      }
    }
  });

  it('offers at least three natural and three synthetic materials per family and key note, where perfumery has them', () => {
    const count = (facet: string, origin: 'natural' | 'synthetic') =>
      usableMaterials.filter((m) => m.origin === origin && m.facets.slice(0, 3).includes(facet as never)).length;
    // Where perfumery has fewer: no natural aldehydes; plant musks are ambrette and angelica only; natural
    // marine notes are sea fennel and seaweed; coffee, cocoa and coconut have one or two naturals, caramel none
    // (the caramel accord approximates it with vanilla, tonka, benzoin and beeswax).
    // Jasmine is grandiflorum and sambac; iris is orris; violet flower absolute is practically unobtainable
    // (violet leaf stands in); synthetic iris is the irones and methyl ionones. Not in the knowledge base
    // yet: synthetic pepper notes (rotundone, Pepperwood).
    const naturalFew: Record<string, number> = {
      aldehydic: 0,
      musky: 2,
      aquatic: 2,
      coffee: 2,
      chocolate: 1,
      coconut: 1,
      caramel: 0,
      jasmine: 2,
      iris: 2,
      violet: 1,
    };
    const syntheticFew: Record<string, number> = { iris: 2, pepper: 0 };
    for (const facet of [
      ...FAMILIES,
      'coffee',
      'chocolate',
      'coconut',
      'cinnamon',
      'clove',
      'tobacco',
      'smoky',
      'vanilla',
      'caramel',
      'pepper',
      'rose',
      'jasmine',
      'iris',
      'violet',
      'sandalwood',
      'cedar',
    ]) {
      expect(count(facet, 'natural'), `natural ${facet}`).toBeGreaterThanOrEqual(naturalFew[facet] ?? 3);
      expect(count(facet, 'synthetic'), `synthetic ${facet}`).toBeGreaterThanOrEqual(syntheticFew[facet] ?? 3);
    }
  });

  it('records IFRA Category 4 limits for the classic restricted materials', () => {
    const limit = (id: string) => materials.find((m) => m.id === id)?.ifraCat4;
    expect(limit('bergamot-oil')).toBe(0.4);
    expect(limit('oakmoss-absolute')).toBe(0.1);
    expect(limit('citral')).toBe(0.6);
    expect(limit('coumarin')).toBe(1.5);
    expect(limit('isoeugenol')).toBe(0.11);
    expect(limit('vetiveryl-acetate')).toBe(0.9);
    expect(limit('jasmine-absolute')).toBe(0.6);
    expect(limit('ylang-ylang-oil')).toBe(0.73);
    expect(limit('tea-absolute')).toBe(0.21);
    expect(limit('safranal')).toBe(0.012);
    expect(limit('bergamot-oil-fcf')).toBeNull();
  });

  it('derives limits from restricted constituents (content × limit), never rounding up', () => {
    const mat = (id: string) => materials.find((m) => m.id === id)!;
    // Rose oil: methyl eugenol 0.011 % at ~3 % → 0.3666 %.
    expect(mat('rose-oil').ifraCat4).toBe(0.3666);
    expect(mat('rose-oil').ifraBasis).toBe('derived');
    // Tarragon: estragole at ~80 %, held strict.
    expect(mat('tarragon-oil').ifraCat4).toBeLessThanOrEqual(0.0125);
    // Tonka: coumarin 1.5 % at ~45 %.
    expect(mat('tonka-absolute').ifraCat4).toBe(3.3333);
    for (const [id, content] of Object.entries(CONSTITUENT_CONTENT)) {
      const m = materials.find((x) => x.id === id);
      if (!m || m.ifraCat4 === null) continue;
      for (const [c, share] of Object.entries(content) as [ConstituentId, number][]) {
        expect(m.ifraCat4 * share, `${id} / ${c}`).toBeLessThanOrEqual(CONSTITUENTS[c].limit + 1e-9);
      }
    }
  });

  it('gives every strict (unverified) figure a note saying so', () => {
    for (const f of [...Object.values(MATERIAL_STANDARDS), ...Object.values(CONSTITUENTS)] as {
      strict?: boolean;
      note?: string;
      sources: readonly string[];
    }[]) {
      if (f.strict) {
        expect(f.note).toMatch(/verif/);
        expect(f.sources).toContain('strict');
      }
      for (const s of f.sources) expect(IFRA_SOURCES[s]).toBeDefined();
    }
  });

  it('does not use rosewood (CITES Appendix II) as a default blender', () => {
    const rosewood = materials.find((m) => m.id === 'rosewood-oil')!;
    expect(rosewood.function).toBeUndefined();
    expect(rosewood.onlyWhenNamed).toBe(true);
    expect(materials.find((m) => m.id === 'ho-wood-oil')?.function).toBe('blender');
  });
});

describe('reference perfumes', () => {
  it('has at least 60 perfumes with unique ids and names', () => {
    expect(referencePerfumes.length).toBeGreaterThanOrEqual(60);
    expect(new Set(referencePerfumes.map((p) => p.id)).size).toBe(referencePerfumes.length);
    expect(new Set(referencePerfumes.map((p) => `${p.brand}|${p.name}`)).size).toBe(referencePerfumes.length);
  });

  it.each(referencePerfumes.map((p) => [p.name, p] as const))('%s is well formed and every note maps to the knowledge base', (_name, p) => {
    expect(p.year).toBeGreaterThanOrEqual(1700);
    expect(p.year).toBeLessThanOrEqual(2030);
    expect(p.families.length).toBeGreaterThan(0);
    for (const f of p.families) expect(FAMILIES).toContain(f);
    for (const tier of [p.top, p.heart, p.base]) expect(tier.length).toBeGreaterThan(0);
    for (const note of [...p.top, ...p.heart, ...p.base]) {
      const r = resolveNote(note);
      expect(r.facets.size + r.materials.size, `note “${note}”`).toBeGreaterThan(0);
    }
  });
});
