import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { courseModules, courses, experts, lessons, profiles, resources, tutorials, userRoles, users } from '#server/db/schema';
import { COURSES, EXPERTS, RESOURCES, TUTORIALS } from './learn-content';

/**
 * Seeds the learning catalogue once (when there are no courses). Experts are real member accounts
 * (perfumers) whose password hash is unusable: nobody can sign in as them until a reset.
 */
export async function seedLearn(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(courses);
  if (n > 0) return false;
  await db.transaction(async (tx) => {
    const expertIds = new Map<string, string>();
    for (const [i, e] of EXPERTS.entries()) {
      const email = `${e.key}@experts.sillage.local`;
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      const id =
        existing?.id ??
        (await tx.insert(users).values({ email, passwordHash: '!unusable', emailConfirmedAt: new Date() }).returning({ id: users.id }))[0]
          .id;
      expertIds.set(e.key, id);
      await tx
        .insert(profiles)
        .values({
          id,
          username: e.username,
          bio: e.bio,
          location: e.location,
          specialty: e.specialty,
          experienceLevel: 'Master Perfumer',
          approved: true,
        })
        .onConflictDoNothing();
      await tx.insert(userRoles).values({ userId: id, role: 'perfumer' }).onConflictDoNothing();
      await tx.insert(experts).values({ userId: id, title: e.title, position: i }).onConflictDoNothing();
    }
    for (const [i, c] of COURSES.entries()) {
      await tx.insert(courses).values({
        id: c.id,
        title: c.title,
        description: c.description,
        duration: c.duration,
        level: c.level,
        priceCents: c.priceCents,
        features: c.features,
        outcomes: c.outcomes,
        instructorId: expertIds.get(c.expert) ?? null,
        imageUrl: c.image,
        ratingTenths: c.ratingTenths,
        position: i,
      });
      for (const [m, mod] of c.modules.entries()) {
        const [row] = await tx
          .insert(courseModules)
          .values({ courseId: c.id, position: m + 1, title: mod.title, summary: mod.summary })
          .returning({ id: courseModules.id });
        await tx.insert(lessons).values(
          mod.lessons.map((l, p) => ({
            courseId: c.id,
            moduleId: row.id,
            position: p + 1,
            title: l.title,
            kind: 'text' as const,
            body: l.body,
            minutes: l.minutes,
          })),
        );
      }
    }
    await tx.insert(tutorials).values(TUTORIALS.map((t, i) => ({ ...t, position: i })));
    await tx.insert(resources).values(RESOURCES.map((r, i) => ({ ...r, position: i })));
  });
  return true;
}
