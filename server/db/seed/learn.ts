import { readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { courseModules, courses, experts, lessons, profiles, resources, tutorials, userRoles, users } from '#server/db/schema';
import type { Storage } from '#server/storage/storage';
import { COURSES, EXPERTS, RESOURCES } from './learn-content';
import { TUTORIALS } from './tutorials';

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
      const [expertAccount] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      const id =
        expertAccount?.id ??
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

/** The built-in lesson that comes with a seeded video: module 1, lesson 1 of the professional course. */
const VIDEO_LESSON = { courseId: 'pro-perfume-creation', modulePosition: 1, lessonPosition: 1 };
const videoFile = new URL('./assets/lesson-video.mp4', import.meta.url);

/**
 * Puts the seeded lesson video (a 12 s H.264 MP4, faststart, so the player can start and seek by ranges) into
 * storage and makes its lesson a video lesson. Once: a lesson that already has a video is left alone.
 */
export async function seedLessonVideo(db: Db, storage: Storage): Promise<boolean> {
  const [lesson] = await db
    .select({ id: lessons.id, videoKey: lessons.videoKey })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(
      and(
        eq(lessons.courseId, VIDEO_LESSON.courseId),
        eq(courseModules.position, VIDEO_LESSON.modulePosition),
        eq(lessons.position, VIDEO_LESSON.lessonPosition),
      ),
    );
  if (!lesson || lesson.videoKey) return false;
  const key = `lessons/${lesson.id}/video.mp4`;
  await storage.put(key, await readFile(videoFile), { contentType: 'video/mp4' });
  await db.update(lessons).set({ kind: 'video', videoKey: key }).where(eq(lessons.id, lesson.id));
  return true;
}
