import { describe, expect, it } from 'vitest';
import { resolveNote } from './brief';
import { MATERIAL_SOURCES, materials, usableMaterials } from './materials';
import { CONSTITUENT_CONTENT, CONSTITUENTS, type ConstituentId, GROUPS, IFRA_RULES, IFRA_SOURCES, MATERIAL_STANDARDS } from './ifra';
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
      // Every figure names the IFRA Standard behind it and where it comes from.
      expect(m.ifraStandard, m.id).toMatch(/^IFRA_STD_\d{3}( \+ IFRA_STD_\d{3})*$/);
      expect(m.sources).toContain('ifra-51');
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

  // IFRA 51st Amendment, Category 4, as read from IFRA's overview workbook (2023-06-30): [material, limit %, Standard].
  const VERIFIED: [string, number, string][] = [
    ['bergamot-oil', 0.4, 'IFRA_STD_087'],
    ['lemon-oil', 2, 'IFRA_STD_092'],
    ['bitter-orange-oil', 1.25, 'IFRA_STD_088'],
    ['grapefruit-oil', 4, 'IFRA_STD_091'],
    ['cumin-oil', 0.4, 'IFRA_STD_090'],
    ['angelica-root-oil', 0.8, 'IFRA_STD_086'],
    ['oakmoss-absolute', 0.1, 'IFRA_STD_067'],
    ['treemoss-absolute', 0.1, 'IFRA_STD_080'],
    ['jasmine-absolute', 0.6, 'IFRA_STD_049'],
    ['jasmine-sambac-absolute', 3.8, 'IFRA_STD_050'],
    ['ylang-ylang-oil', 0.73, 'IFRA_STD_084'],
    ['tea-absolute', 0.21, 'IFRA_STD_079'],
    ['peru-balsam-oil', 0.41, 'IFRA_STD_071'],
    ['styrax-resinoid', 0.64, 'IFRA_STD_078'],
    ['opoponax-oil', 0.43, 'IFRA_STD_070'],
    ['vetiveryl-acetate', 0.9, 'IFRA_STD_002'],
    ['cyclamen-aldehyde', 0.95, 'IFRA_STD_025'],
    ['exaltolide', 2.4, 'IFRA_STD_026'],
    ['sandalore', 1.2, 'IFRA_STD_212'],
    ['timberol', 1.3, 'IFRA_STD_221'],
    ['furaneol', 0.25, 'IFRA_STD_201'],
    ['cashmeran', 3.8, 'IFRA_STD_028'],
    ['raspberry-ketone', 1, 'IFRA_STD_217'],
    ['iso-e-super', 20, 'IFRA_STD_068'],
    ['phenylacetaldehyde', 0.25, 'IFRA_STD_073'],
    ['methyl-heptine-carbonate', 0.047, 'IFRA_STD_062'],
    ['benzyl-salicylate', 7.3, 'IFRA_STD_011'],
    ['hexyl-cinnamal', 9.9, 'IFRA_STD_040'],
    ['helional', 2.6, 'IFRA_STD_059'],
    ['triplal', 2.5, 'IFRA_STD_030'],
    ['dynascone', 1.1, 'IFRA_STD_031'],
    ['vanitrope', 0.99, 'IFRA_STD_190'],
    ['hydroxycitronellal', 2.1, 'IFRA_STD_043'],
    ['beta-damascone', 0.043, 'IFRA_STD_077'],
    ['methyl-ionone', 30, 'IFRA_STD_063'],
    ['alpha-irone', 30, 'IFRA_STD_063'],
    // Pure constituents.
    ['citral', 0.6, 'IFRA_STD_021'],
    ['eugenol', 2.5, 'IFRA_STD_035'],
    ['isoeugenol', 0.11, 'IFRA_STD_048'],
    ['coumarin', 1.5, 'IFRA_STD_023'],
    ['cinnamaldehyde', 0.25, 'IFRA_STD_018'],
    ['geraniol', 4.7, 'IFRA_STD_037'],
    ['citronellol', 12, 'IFRA_STD_022'],
    ['benzyl-benzoate', 4.8, 'IFRA_STD_009'],
    ['safranal', 0.012, 'IFRA_STD_082'],
  ];

  it.each(VERIFIED)('%s is limited to its IFRA 51st Amendment figure, %s %% (%s)', (id, limit, standard) => {
    const m = materials.find((x) => x.id === id)!;
    expect(m.ifraCat4).toBe(limit);
    expect(m.ifraStandard).toBe(standard);
    expect(m.ifraBasis).toBe('standard');
  });

  it('records the constituent and group limits of the 51st Amendment, each with its Standard', () => {
    const c = (id: ConstituentId) => [CONSTITUENTS[id].limit, CONSTITUENTS[id].standard];
    expect(c('methyl-eugenol')).toEqual([0.011, 'IFRA_STD_100']);
    expect(c('estragole')).toEqual([0.014, 'IFRA_STD_099']);
    expect(c('safrole')).toEqual([0.01, 'IFRA_STD_179']);
    expect(c('cedrene')).toEqual([1.5, 'IFRA_STD_197']);
    expect(c('carvone')).toEqual([0.59, 'IFRA_STD_016']);
    expect(c('farnesol')).toEqual([1.2, 'IFRA_STD_036']);
    expect(c('thujone')).toEqual([1.4, 'IFRA_STD_102']);
    expect(c('methyl-n-methylanthranilate')).toEqual([0.1, 'IFRA_STD_094']);
    expect(CONSTITUENT_CONTENT['cedarwood-virginia-oil'].cedrene).toBe(0.302);
    expect(CONSTITUENT_CONTENT['spearmint-oil'].carvone).toBe(0.66);
    expect(CONSTITUENT_CONTENT['pimento-berry-oil']['methyl-eugenol']).toBe(0.085);
    expect(CONSTITUENT_CONTENT['tuberose-absolute']).toMatchObject({ 'methyl-eugenol': 0.018, isoeugenol: 0.015 });
    const g = (id: string) => [GROUPS[id].kind, GROUPS[id].limit, GROUPS[id].standard, [...GROUPS[id].members].sort()];
    expect(g('oakmoss-treemoss')).toEqual(['sum', 0.1, 'IFRA_STD_067 + IFRA_STD_080', ['oakmoss-absolute', 'treemoss-absolute']]);
    expect(g('furocoumarin-oils')).toEqual([
      'sum-of-ratios',
      1,
      'IFRA_STD_089',
      ['angelica-root-oil', 'bergamot-oil', 'bitter-orange-oil', 'cumin-oil', 'grapefruit-oil', 'lemon-oil'],
    ]);
    expect(g('rose-ketones')).toEqual(['sum', 0.043, 'IFRA_STD_077', ['beta-damascone']]);
    expect(g('methyl-ionones')).toEqual(['sum', 30, 'IFRA_STD_063', ['alpha-irone', 'methyl-ionone']]);
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
    // Tarragon: estragole 0.014 % (IFRA_STD_099) at ~80 % → 0.0175 %.
    expect(mat('tarragon-oil').ifraCat4).toBe(0.0175);
    expect(mat('tarragon-oil').ifraStandard).toBe('IFRA_STD_099');
    // Virginia cedarwood: cedrene 1.5 % (IFRA_STD_197) at ~30.2 % → 4.9668 %; spearmint: carvone 0.59 % at ~66 %.
    expect(mat('cedarwood-virginia-oil').ifraCat4).toBe(4.9668);
    expect(mat('spearmint-oil').ifraCat4).toBe(0.8939);
    // Pimento: methyl eugenol 0.011 % at ~8.5 % (IFRA Annex) → 0.1294 %; tuberose at ~1.8 % → 0.6111 %.
    expect(mat('pimento-berry-oil').ifraCat4).toBe(0.1294);
    expect(mat('tuberose-absolute').ifraCat4).toBe(0.6111);
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

  it('names the Standard and a known source of every figure, and every rule member is a material', () => {
    const figures = [...Object.values(MATERIAL_STANDARDS), ...Object.values(CONSTITUENTS), ...Object.values(GROUPS)];
    for (const f of figures) {
      expect(f.standard).toMatch(/^IFRA_STD_\d{3}( \+ IFRA_STD_\d{3})*$/);
      expect(f.limit).toBeGreaterThan(0);
      expect(f.sources.length).toBeGreaterThan(0);
      for (const s of f.sources) expect(IFRA_SOURCES[s]).toBeDefined();
    }
    for (const rule of IFRA_RULES) {
      for (const [id, weight] of rule.weights) {
        expect(
          materials.some((m) => m.id === id),
          `${rule.id}: ${id}`,
        ).toBe(true);
        expect(weight).toBeGreaterThan(0);
      }
    }
    // A sum of ratios needs each member's own Standard.
    for (const g of Object.values(GROUPS))
      if (g.kind === 'sum-of-ratios') for (const m of g.members) expect(MATERIAL_STANDARDS[m]).toBeDefined();
  });

  it('keeps the EU bans that go beyond IFRA, and says so', () => {
    const lyral = materials.find((m) => m.id === 'lyral')!;
    expect(lyral.prohibited).toMatch(/EU.*2017\/1410.*IFRA_STD_044 restricts HICC to 0\.2 %/);
    expect(materials.find((m) => m.id === 'lilial')!.prohibited).toMatch(/EU.*IFRA_STD_015 restricts it to 1\.4 %/);
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
