import { describe, expect, it } from 'vitest';
import { labSheet, packsFor, type LabFormula } from './lab-sheet';
import { csvCell, labSheetCsv } from './lab-sheet-format';
import { DENSITY_G_PER_ML } from './material-facts';
import { materialById, materials } from './materials';

const line = (materialId: string, hundredths: number) => ({ materialId, name: materialById(materialId)!.name, hundredths });

/**
 * Hand-worked: 50 % Hedione, 40 % Iso E Super, 1 % aldehyde C-10 (odour strength 4), 8.95 % linalool and
 * 0.05 % benzyl salicylate (mild, but 0.05 g in 100 g is too little to weigh neat on a 0.01 g balance).
 */
const formula: LabFormula = {
  lines: [line('hedione', 5000), line('iso-e-super', 4000), line('aldehyde-c10', 100), line('linalool', 895), line('benzyl-salicylate', 5)],
  concentration: 20,
  brief: { materialsType: 'natural_synthetic' },
};

describe('lab sheet', () => {
  it('scales to 100 g and weighs the strong and the tiny lines as 10 % dilutions in DPG, the solvent counted', () => {
    const sheet = labSheet(formula, { amount: 100, unit: 'g' });
    expect(sheet.concentrateGrams).toBe(100);
    expect(sheet.lines.map((l) => l.grams)).toEqual([50, 40, 1, 8.95, 0.05]);
    expect(
      sheet.lines.map(
        (l) => l.dilution && [l.dilution.percent, l.dilution.solvent, l.dilution.grams, l.dilution.solventGrams, l.dilution.reason],
      ),
    ).toEqual([
      null,
      null,
      // 1.00 g of aldehyde C-10 is 10.00 g of its 10 % dilution: 9.00 g of DPG come with it.
      [10, 'DPG', 10, 9, 'very strong'],
      null,
      // 0.05 g of benzyl salicylate is 0.50 g of dilution, 0.45 g of DPG.
      [10, 'DPG', 0.5, 0.45, 'too little to weigh neat'],
    ]);
    expect(sheet.solventGrams).toEqual({ DPG: 9.45, ethanol: 0 });
    expect(sheet.weighedGrams).toBe(109.45);
    // 20 % concentration: 500 g in all, so 400 g of ethanol less the 9.45 g of DPG already in.
    expect(sheet.finishedGrams).toBe(500);
    expect(sheet.alcoholToAddGrams).toBe(390.55);
    expect(sheet.lines.map((l) => l.cas)).toEqual(['24851-98-7', '54464-57-2', '112-31-2', '78-70-6', '118-58-1']);
  });

  it('splits the grams exactly at any batch (largest remainder, to the 0.01 g)', () => {
    const sheet = labSheet(formula, { amount: 33.33, unit: 'g' });
    expect(Math.round(sheet.lines.reduce((s, l) => s + l.grams * 100, 0))).toBe(3333);
    expect(sheet.lines[0].grams).toBe(16.67);
  });

  it('turns millilitres into grams with each density, and says where it assumed 1.00 g/mL', () => {
    // 1 / (0.5 / 1.00 + 0.4 / 0.96 + 0.01 / 0.83 + 0.0895 / 0.86 + 0.0005 / 1.18) = 0.96786… g/mL, so 100 mL weigh 96.79 g.
    const sheet = labSheet(formula, { amount: 100, unit: 'mL' });
    expect(sheet.concentrateGrams).toBe(96.79);
    expect(sheet.densityAssumedFor).toEqual([]);
    expect(sheet.lines[1]).toMatchObject({ density: 0.96, densityAssumed: false });
    // Iso E Super's 40 % of 96.79 g is 38.72 g, 40.33 mL at 0.96 g/mL.
    expect(sheet.lines[1].grams).toBe(38.72);
    expect(sheet.lines[1].millilitres).toBe(40.33);

    const yuzu = labSheet({ ...formula, lines: [line('hedione', 5000), line('yuzu-oil', 5000)] }, { amount: 100, unit: 'mL' });
    expect(yuzu.concentrateGrams).toBe(100);
    expect(yuzu.densityAssumedFor).toEqual(['Yuzu oil']);
    expect(yuzu.lines[1]).toMatchObject({ density: 1, densityAssumed: true });
  });

  it('dilutes in ethanol for the natural palette, and takes that ethanol off what is added', () => {
    const natural: LabFormula = {
      lines: [line('sandalwood-album-oil', 9000), line('cinnamon-bark-oil', 1000)],
      concentration: 25,
      brief: { materialsType: 'natural' },
    };
    const sheet = labSheet(natural, { amount: 10, unit: 'g' });
    // 1.00 g of cinnamon bark oil (strength 4): 10.00 g of a 10 % dilution in ethanol, 9.00 g of ethanol.
    expect(sheet.lines[1].dilution).toMatchObject({ percent: 10, solvent: 'ethanol', grams: 10, solventGrams: 9 });
    // 40 g in all at 25 %: 30 g of ethanol, 9 g of it already in the dilution.
    expect(sheet.alcoholToAddGrams).toBe(21);
  });

  it('never dilutes a diluent or a material sold diluted', () => {
    const sheet = labSheet(
      {
        lines: [line('hedione', 9000), line('geosmin', 1), line('perfumers-alcohol', 999)],
        concentration: 20,
        brief: { materialsType: 'synthetic' },
      },
      { amount: 100, unit: 'g' },
    );
    expect(sheet.lines.map((l) => l.dilution)).toEqual([null, null, null]);
  });

  it('has densities only for materials the knowledge base has, each plausible', () => {
    for (const [id, density] of Object.entries(DENSITY_G_PER_ML)) {
      expect(
        materials.some((m) => m.id === id),
        id,
      ).toBe(true);
      expect(density, id).toBeGreaterThan(0.7);
      expect(density, id).toBeLessThan(1.3);
    }
  });
});

describe('lab sheet CSV', () => {
  it('escapes cells a spreadsheet would run as formulas, and quotes commas, quotes and line breaks', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('Tiaré absolute')).toBe('Tiaré absolute');
  });

  it('writes a header row and one row per material, numbers with dots', () => {
    const sheet = labSheet(formula, { amount: 100, unit: 'g' });
    const hostile = { ...sheet, lines: sheet.lines.map((l, i) => (i === 0 ? { ...l, name: '=cmd|calc' } : l)) };
    const csv = labSheetCsv(hostile);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'material,cas,percent,grams,millilitres,density_g_per_ml,density_assumed,dilution,dilution_grams_to_weigh,solvent_grams',
      "'=cmd|calc,24851-98-7,50.00,50.00,50.00,1.00,no,,,",
      'Iso E Super (OTNE),54464-57-2,40.00,40.00,41.67,0.96,no,,,',
      'Aldehyde C-10 (decanal),112-31-2,1.00,1.00,1.20,0.83,no,10 % in DPG,10.00,9.00',
      'Linalool,78-70-6,8.95,8.95,10.41,0.86,no,,,',
      'Benzyl salicylate,118-58-1,0.05,0.05,0.04,1.18,no,10 % in DPG,0.50,0.45',
      '',
    ]);
  });
});

describe('packsFor', () => {
  it('counts whole packs in the pack’s unit, exactly at a pack’s boundary', () => {
    const line = { grams: 40, millilitres: 44.94 };
    expect(packsFor(line, { size: 10, unit: 'mL' })).toEqual({ needed: 44.94, packs: 5 });
    expect(packsFor(line, { size: 20, unit: 'g' })).toEqual({ needed: 40, packs: 2 });
    expect(packsFor({ grams: 10, millilitres: 10 }, { size: 10, unit: 'mL' })).toEqual({ needed: 10, packs: 1 });
    expect(packsFor({ grams: 10.01, millilitres: 10.01 }, { size: 10, unit: 'mL' })).toEqual({ needed: 10.01, packs: 2 });
    // 0.1 × 3 × 100 is 30.000000000000004 in floating point: counted in hundredths, 30 g is 3 packs of 10 g, not 4.
    expect(packsFor({ grams: 0.1 * 3 * 100, millilitres: 0 }, { size: 10, unit: 'g' }).packs).toBe(3);
    expect(packsFor({ grams: 0, millilitres: 0 }, { size: 5, unit: 'mL' }).packs).toBe(0);
  });
});
