import type { z } from 'zod';
import {
  checkFormula,
  FormulaBriefError,
  formulaCategory,
  generateFormula,
  maxUseLevels,
  rebalance,
  type Formula,
  type FormulaBrief,
} from '#common/formula';
import { generationLimit, deriveFlags, VISITOR_GENERATIONS } from '#common/roles';
import {
  BriefSchema,
  INVALID_FORMULA_REF,
  QUOTA_EXCEEDED,
  type FormulaChangeSchema,
  type MaxUseLevels,
  type Quota,
  type SaveFormulaSchema,
} from '#common/schemas/formula';
import type { AppContext } from '#server/context';
import type { Executor } from '#server/db/client';
import { AppError, badRequest, notFound } from '#server/errors';
import { decodeCursor, TimeCursorSchema, toPage } from '#server/lib/cursor';
import type { AuthContext } from '#server/plugins/auth';
import { renderCertificate } from './formulas.certificate';
import { IFRA_LIMIT } from './formulas.compliance';
import { presentSavedFormula, presentSavedFormulaSummary } from './formulas.presenter';
import * as repo from './formulas.repository';
import { isUuid } from '#server/lib/ids';
import { insertFirstVersion } from './formula-versions.repository';

type Brief = z.output<typeof BriefSchema>;
type Change = z.output<typeof FormulaChangeSchema>;
export interface Requester {
  auth: AuthContext | null;
  visitorId: string;
  ip: string;
}

const REF_PURPOSE = 'formula-brief';
const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
/** Runs the engine, turning a brief it cannot use into a 400 with the field to fix. */
function formulaFromBrief(brief: Brief): Formula {
  try {
    return generateFormula(brief as FormulaBrief);
  } catch (err) {
    if (err instanceof FormulaBriefError) throw badRequest(err.message, err.field ?? undefined);
    throw err;
  }
}

/**
 * Rebuilds a customised formula on the server: the brief's formula, then each change of step 2.
 * The result is the engine's own work, so its limits and IFRA checks hold whatever a client sends.
 */
export function replay(brief: Brief, changes: Change[]): Formula {
  let formula = formulaFromBrief(brief);
  for (const change of changes) formula = rebalance(formula, change);
  const violations = checkFormula(formula);
  const ifra = violations.find((v) => v.code === 'IFRA');
  if (ifra) throw new AppError(400, IFRA_LIMIT, ifra.message, 'changes');
  if (violations.length) throw badRequest(violations[0].message, 'changes');
  return formula;
}

/** A stored formula's lines as the IFRA rules read them (whatever an old row holds, only well-formed lines). */
function linesOf(formula: Formula): { materialId: string; hundredths: number }[] {
  const lines = Array.isArray(formula.lines) ? (formula.lines as unknown as { materialId?: unknown; hundredths?: unknown }[]) : [];
  return lines.flatMap((l) =>
    typeof l?.materialId === 'string' && typeof l.hundredths === 'number' ? [{ materialId: l.materialId, hundredths: l.hundredths }] : [],
  );
}

/** Finding Notes on the server: quota, generation, saved formulas. */
export class FormulasService {
  constructor(private readonly ctx: AppContext) {}

  quota(who: Requester): Promise<Quota> {
    return this.currentQuota(this.ctx.db, who);
  }

  private async currentQuota(ex: Executor, who: Requester): Promise<Quota> {
    if (who.auth) {
      const used = await repo.countForUser(ex, who.auth.userId);
      return { used, total: generationLimit(who.auth.roles), isPremium: deriveFlags(who.auth.roles).isPremium, signedIn: true };
    }
    // Each visitor (cookie) gets their 3, even behind one shared address (an office, a mobile carrier);
    // the address's daily ceiling only stops someone clearing cookies to start again.
    const { byCookie, byIp } = await repo.countForVisitor(ex, who.visitorId, who.ip);
    const used = byIp >= this.ctx.config.VISITOR_GENERATIONS_PER_IP_PER_DAY ? VISITOR_GENERATIONS : Math.min(byCookie, VISITOR_GENERATIONS);
    return { used, total: VISITOR_GENERATIONS, isPremium: false, signedIn: false };
  }

  /**
   * Generates a formula if the quota allows, and counts it — under a lock on the user (or the
   * visitor's IP), so requests sent at the same moment at the limit never exceed it.
   */
  async generate(who: Requester, brief: Brief): Promise<{ formula: Formula; quota: Quota; ref: string }> {
    const formula = formulaFromBrief(brief); // a brief the engine refuses costs nothing
    const quota = await this.ctx.db.transaction(async (tx) => {
      await repo.lockQuota(tx, who.auth ? `formula:user:${who.auth.userId}` : `formula:ip:${who.ip}`);
      const current = await this.currentQuota(tx, who);
      if (current.used >= current.total) {
        throw new AppError(
          403,
          'quota_exceeded',
          who.auth ? `You've used all ${current.total} of your formula generations.` : QUOTA_EXCEEDED,
        );
      }
      await repo.recordGeneration(tx, { userId: who.auth?.userId ?? null, visitorId: who.auth ? null : who.visitorId, ip: who.ip });
      return { ...current, used: current.used + 1 };
    });
    return { formula, quota, ref: this.refOf(brief) };
  }

  /** The signed reference to a brief the server generated (and counted): only the server can make one. */
  refOf(brief: Brief): string {
    return this.ctx.tokens.seal(REF_PURPOSE, Buffer.from(JSON.stringify(brief)).toString('base64url'));
  }

  /** The brief behind a reference, or 400 when it is forged, altered or not one of ours. */
  briefOf(ref: string): Brief {
    const data = this.ctx.tokens.unseal(REF_PURPOSE, ref);
    const parsed = data ? BriefSchema.safeParse(safeJson(Buffer.from(data, 'base64url').toString('utf8'))) : undefined;
    if (!parsed?.success) throw new AppError(400, 'invalid_reference', INVALID_FORMULA_REF, 'ref');
    return parsed.data;
  }

  /**
   * Saving never generates: the formula is rebuilt from a brief the server generated and counted
   * (named by the signed `ref` of the generation, whoever made it — a visitor's before signing up too)
   * plus the changes. A forged or unknown reference is refused.
   */
  async save(userId: string, input: z.output<typeof SaveFormulaSchema>) {
    const brief = this.briefOf(input.ref);
    const formula = replay(brief, input.changes);
    const row = await this.ctx.db.transaction(async (tx) => {
      const saved = await repo.insertSaved(tx, {
        userId,
        name: input.name,
        brief: brief as Record<string, unknown>,
        changes: input.changes,
        formula: formula as unknown as Record<string, unknown>,
      });
      await insertFirstVersion(tx, saved);
      return saved;
    });
    return presentSavedFormula(row, formula, input.changes, input.ref);
  }

  /** The author shares (or stops sharing) a formula: shared bottles appear in the home grid's AI Generated row. */
  async setShared(userId: string, id: string, shared: boolean) {
    const row = isUuid(id) ? await repo.setShared(this.ctx.db, userId, id, shared) : undefined;
    if (!row) throw notFound('Formula not found');
    return row;
  }

  async get(userId: string, id: string) {
    const row = await this.ownSaved(userId, id);
    return presentSavedFormula(row, row.formula as unknown as Formula, row.changes as Change[], this.refOf(BriefSchema.parse(row.brief)));
  }

  /** The owner's saved formula, or 404 (for someone else's too: whether it exists is not told). */
  private async ownSaved(userId: string, id: string) {
    const row = isUuid(id) ? await repo.findSaved(this.ctx.db, userId, id) : undefined;
    if (!row) throw notFound('Formula not found');
    return row;
  }

  /** A saved formula's maximum use level in every IFRA category (the owner's only). */
  async maxUse(userId: string, id: string): Promise<MaxUseLevels> {
    const formula = (await this.ownSaved(userId, id)).formula as unknown as Formula;
    return { amendment: 51, productCategory: formulaCategory(formula), levels: maxUseLevels(linesOf(formula)) };
  }

  /** A saved formula's IFRA certificate of conformity as a PDF (the owner's only), and its file name. */
  async certificate(userId: string, id: string, now = new Date()): Promise<{ pdf: Buffer; filename: string }> {
    const row = await this.ownSaved(userId, id);
    const formula = row.formula as unknown as Formula;
    const maker = (await repo.findMakerName(this.ctx.db, userId)) ?? 'Sillage member';
    const pdf = await renderCertificate({
      productName: row.name,
      maker,
      madeFor: formulaCategory(formula),
      concentration: formula.concentration,
      levels: maxUseLevels(linesOf(formula)),
      date: now,
    });
    const slug =
      row.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 60) || 'formula';
    return { pdf, filename: `ifra-certificate-${slug}.pdf` };
  }

  async list(userId: string, limit: number, cursor?: string) {
    const rows = await repo.listSaved(this.ctx.db, userId, limit, decodeCursor(cursor, TimeCursorSchema));
    const page = toPage(rows, limit, (r) => ({ t: r.t, id: r.row.id }));
    return { items: page.items.map(({ row }) => presentSavedFormulaSummary(row)), nextCursor: page.nextCursor };
  }
}
