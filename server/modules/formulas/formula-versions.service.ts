import { z } from 'zod';
import type { Formula } from '#common/formula';
import { labSheet, packsFor, type LabBatch } from '#common/formula/lab-sheet';
import { labSheetCsv } from '#common/formula/lab-sheet-format';
import { diffFormulas } from '#common/formula/versions-diff';
import type { FormulaChangeSchema } from '#common/schemas/formula';
import type {
  BatchCartAnswer,
  FormulaDiffAnswer,
  FormulaView,
  LabSheetAnswer,
  LabSheetQuery,
  SaveVersionSchema,
  VersionSaved,
} from '#common/schemas/formula-versions';
import type { AppContext } from '#server/context';
import { AppError, notFound } from '#server/errors';
import { decodeCursor, toPage } from '#server/lib/cursor';
import { isUuid } from '#server/lib/ids';
import type { AuthContext } from '#server/plugins/auth';
import { actorName, notify } from '#server/modules/notifications/notifications.service';
import { assertMakeable } from './formulas.compliance';
import { presentSavedFormula } from './formulas.presenter';
import { findSaved, type SavedFormulaRow } from './formulas.repository';
import { replay, type FormulasService } from './formulas.service';
import { presentFormulaView, presentLabSheet, presentVersionSummary } from './formula-versions.presenter';
import * as repo from './formula-versions.repository';
import { CartService } from '#server/modules/cart/cart.service';
import { findProductsSelling } from '#server/modules/shop/shop.repository';

type Change = z.output<typeof FormulaChangeSchema>;
const NumberCursorSchema = z.object({ n: z.number().int().min(1) });
const NOT_FOUND = 'Formula not found';

/**
 * Versions, remixes and lab sheets of saved formulas. Every save is a version; the history, the comparison
 * and restoring are the author's alone; a formula its author shared (and whose author the viewer may see)
 * can be viewed, weighed from and remixed by other members. Anything else answers 404, as a missing formula.
 */
export class FormulaVersionsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly formulas: FormulasService,
  ) {}

  /** Saves the opened formula again as its next version: the brief's reference and changes replayed, as a first save is. */
  async saveVersion(userId: string, id: string, input: z.output<typeof SaveVersionSchema>): Promise<VersionSaved> {
    if (!isUuid(id)) throw notFound(NOT_FOUND);
    const brief = this.formulas.briefOf(input.ref);
    const formula = replay(brief, input.changes);
    return this.appendVersion(userId, id, {
      brief: brief as Record<string, unknown>,
      changes: input.changes,
      formula: formula as unknown as Record<string, unknown>,
      note: input.note ?? null,
    });
  }

  /** Restores an old version as a new one with the same content; refused (409) when it breaks an IFRA rule known today. */
  async restore(userId: string, id: string, number: number, note: string | undefined): Promise<VersionSaved> {
    const old = await this.ownVersion(userId, id, number);
    assertMakeable(old.version.formula);
    return this.appendVersion(userId, id, {
      brief: old.version.brief,
      changes: old.version.changes,
      formula: old.version.formula,
      note: note ?? `Restored version ${number}`,
    });
  }

  private async appendVersion(
    userId: string,
    id: string,
    content: { brief: Record<string, unknown>; changes: unknown[]; formula: Record<string, unknown>; note: string | null },
  ): Promise<VersionSaved> {
    const row = await this.ctx.db.transaction(async (tx) => {
      const current = await repo.lockOwnFormula(tx, userId, id);
      if (!current) throw notFound(NOT_FOUND);
      const number = current.currentVersion + 1;
      await repo.insertVersion(tx, { formulaId: id, number, ...content, authorId: userId });
      return repo.setCurrent(tx, id, { currentVersion: number, brief: content.brief, changes: content.changes, formula: content.formula });
    });
    const saved = presentSavedFormula(
      row,
      row.formula as unknown as Formula,
      row.changes as Change[],
      this.formulas.refOf(row.brief as Parameters<FormulasService['refOf']>[0]),
    );
    return { ...saved, version: row.currentVersion };
  }

  async history(userId: string, id: string, limit: number, cursor?: string) {
    const formula = await this.own(userId, id);
    const after = decodeCursor(cursor, NumberCursorSchema);
    const rows = await repo.listVersions(this.ctx.db, id, limit, after?.n);
    const page = toPage(rows, limit, (r) => ({ n: r.version.number }));
    return { items: page.items.map((r) => presentVersionSummary(r, formula.currentVersion)), nextCursor: page.nextCursor };
  }

  async version(userId: string, id: string, number: number) {
    const formula = await this.own(userId, id);
    const row = await this.ownVersion(userId, id, number, formula);
    return { ...presentVersionSummary(row, formula.currentVersion), formula: row.version.formula as unknown as Formula };
  }

  /** Two versions side by side: added, removed and changed materials, and each version's IFRA status. */
  async compare(userId: string, id: string, from: number, to: number): Promise<FormulaDiffAnswer> {
    const formula = await this.own(userId, id);
    const a = await this.ownVersion(userId, id, from, formula);
    const b = await this.ownVersion(userId, id, to, formula);
    const diff = diffFormulas(a.version.formula as unknown as Formula, b.version.formula as unknown as Formula);
    return {
      from: presentVersionSummary(a, formula.currentVersion),
      to: presentVersionSummary(b, formula.currentVersion),
      ...diff,
    };
  }

  /** A formula as the viewer may see it (their own, or shared and visible): its current version and where it came from. */
  async view(viewer: AuthContext, id: string): Promise<FormulaView> {
    const found = await this.visible(viewer, id);
    const version = await repo.findVersion(this.ctx.db, id, found.formula.currentVersion);
    const origin = found.formula.remixedFromId ? await this.originOf(viewer, found.formula.remixedFromId) : null;
    return presentFormulaView(found, viewer.userId, version?.version.createdAt ?? found.formula.createdAt, origin);
  }

  /** "Remix of <name> by <author>" while the viewer may still see the original; nulls once they may not. */
  private async originOf(viewer: AuthContext, originalId: string) {
    const original = await repo.visibleFormula(this.ctx.db, viewer, originalId);
    return original
      ? { formulaId: original.formula.id, name: original.formula.name, author: original.author }
      : { formulaId: null, name: null, author: null };
  }

  /**
   * Copies a formula another member shared into the viewer's own formulas (version 1), naming its origin; the
   * original's author is told. A private, unshared or hidden formula is a 404; one's own is refused (409).
   */
  async remix(viewer: AuthContext, id: string, name: string | undefined) {
    const found = await this.visible(viewer, id);
    const original = found.formula;
    if (original.userId === viewer.userId) {
      throw new AppError(409, 'own_formula', 'This is your own formula: open it and save a new version instead.');
    }
    if (!original.shared) throw notFound(NOT_FOUND);
    assertMakeable(original.formula);
    const row = await this.ctx.db.transaction(async (tx) => {
      const copy = await repo.insertRemix(tx, {
        userId: viewer.userId,
        name: name ?? original.name,
        brief: original.brief,
        changes: original.changes,
        formula: original.formula,
        remixedFromId: original.id,
        remixedFromAuthorId: original.userId,
      });
      await repo.insertFirstVersion(tx, copy, `Remix of ${original.name}`);
      const remixer = await actorName(tx, viewer.userId);
      await notify(tx, {
        userId: original.userId,
        type: 'formula_remix',
        actorId: viewer.userId,
        subjectType: 'formula',
        subjectId: original.id,
        title: 'Your formula was remixed',
        message: `${remixer} remixed your formula “${original.name}”.`,
        link: `/formulas/${original.id}`,
        priority: 'low',
        event: `formula_remix:${copy.id}`,
      });
      return copy;
    });
    return presentSavedFormula(
      row,
      row.formula as unknown as Formula,
      row.changes as Change[],
      this.formulas.refOf(row.brief as Parameters<FormulasService['refOf']>[0]),
    );
  }

  /** The lab sheet of a formula the viewer may see, scaled to the batch, with the products that sell its materials. */
  async labSheet(viewer: AuthContext, id: string, batch: LabSheetQuery): Promise<LabSheetAnswer> {
    const found = await this.visible(viewer, id);
    const version = await repo.findVersion(this.ctx.db, id, found.formula.currentVersion);
    const sheet = labSheet(found.formula.formula as unknown as Formula, batch);
    const products = await findProductsSelling(
      this.ctx.db,
      sheet.lines.map((l) => l.materialId),
    );
    return presentLabSheet(found.formula, version?.version.createdAt ?? found.formula.createdAt, sheet, products);
  }

  /**
   * Puts the packs a batch of the formula's current version needs in the viewer's cart, in one step through the
   * cart's own rules (its limits; all or nothing). Materials the shop does not sell, or has fewer packs of in stock
   * than needed, are left out and named in the answer.
   */
  async batchToCart(viewer: AuthContext, id: string, batch: LabBatch): Promise<BatchCartAnswer> {
    const found = await this.visible(viewer, id);
    const sheet = labSheet(found.formula.formula as unknown as Formula, batch);
    const products = await findProductsSelling(
      this.ctx.db,
      sheet.lines.map((l) => l.materialId),
    );
    const added: BatchCartAnswer['added'] = [];
    const missing: BatchCartAnswer['missing'] = [];
    for (const line of sheet.lines) {
      const product = products.get(line.materialId);
      if (!product?.packSize || !product.packUnit) {
        missing.push({ materialId: line.materialId, name: line.name, reason: 'not sold', productId: null, productName: null });
        continue;
      }
      const { needed, packs } = packsFor(line, { size: product.packSize, unit: product.packUnit });
      if (packs === 0) continue;
      if (product.stock < packs) {
        missing.push({
          materialId: line.materialId,
          name: line.name,
          reason: 'out of stock',
          productId: product.id,
          productName: product.name,
        });
        continue;
      }
      added.push({
        materialId: line.materialId,
        name: line.name,
        productId: product.id,
        productName: product.name,
        needed,
        packSize: product.packSize,
        packUnit: product.packUnit,
        packs,
      });
    }
    const carts = new CartService(this.ctx);
    const cart = added.length
      ? await carts.addProducts(
          viewer,
          added.map((a) => ({ productId: a.productId, quantity: a.packs })),
        )
      : await carts.get(viewer.userId);
    return { cart, added, missing };
  }

  /** The same lab sheet as CSV, and a file name for it. */
  async labSheetCsv(viewer: AuthContext, id: string, batch: LabSheetQuery) {
    const sheet = await this.labSheet(viewer, id, batch);
    const slug =
      sheet.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 60) || 'formula';
    return { csv: labSheetCsv(sheet), fileName: `${slug}-v${sheet.version}-${batch.amount}${batch.unit}.csv` };
  }

  private async own(userId: string, id: string) {
    const row = isUuid(id) ? await findSaved(this.ctx.db, userId, id) : undefined;
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  private async ownVersion(userId: string, id: string, number: number, formula?: SavedFormulaRow) {
    if (!formula) await this.own(userId, id);
    const row = await repo.findVersion(this.ctx.db, id, number);
    if (!row) throw notFound('Version not found');
    return row;
  }

  private async visible(viewer: AuthContext, id: string) {
    const row = isUuid(id) ? await repo.visibleFormula(this.ctx.db, viewer, id) : undefined;
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }
}
