import type { HomeGrid } from '#common/schemas/home';
import type { AppContext } from '#server/context';
import type { AuthContext } from '#server/plugins/auth';
import { presentCourse, presentFormulaBottle, presentProduct } from './home.presenter';
import * as repo from './home.repository';

const PER_ROW = 8;
const POPULAR_DAYS = 30;

/**
 * The signed-in home grid from the catalogue: Popular = most bought in the last 30 days; AI Generated =
 * bottles of Finding Notes formulas their authors shared (authors the member may see); Custom = the member's own formulas as
 * bottles; Featured = the catalogue's leading courses.
 */
export class HomeService {
  constructor(private readonly ctx: AppContext) {}

  async grid(member: AuthContext): Promise<HomeGrid> {
    const db = this.ctx.db;
    const since = new Date(Date.now() - POPULAR_DAYS * 86_400_000);
    const top = await repo.mostBought(db, since, PER_ROW);
    const [ps, cs] = await Promise.all([
      repo.productsByIds(
        db,
        top.filter((t) => t.type === 'product').map((t) => t.id),
      ),
      repo.coursesByIds(
        db,
        top.filter((t) => t.type === 'course').map((t) => t.id),
      ),
    ]);
    const popular = top.flatMap((t) => {
      const p = t.type === 'product' ? ps.find((x) => x.id === t.id) : undefined;
      const c = t.type === 'course' ? cs.find((x) => x.id === t.id) : undefined;
      return p ? [presentProduct(p, t.sold)] : c ? [presentCourse(c, t.sold)] : [];
    });
    const [shared, own, featured] = await Promise.all([
      repo.sharedFormulas(db, member, PER_ROW),
      repo.ownFormulas(db, member.userId, PER_ROW),
      repo.featuredCourses(db, 4),
    ]);
    return {
      popular,
      'ai-generated': shared.map(presentFormulaBottle),
      custom: own.map(presentFormulaBottle),
      featured: featured.map((c) => presentCourse(c)),
    };
  }
}
