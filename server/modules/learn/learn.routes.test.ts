import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, grantRoles, signIn, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { courseEnrollments, courses, lessons } from '#server/db/schema';
import { MSG } from '#common/messages';
import { seedLessonVideo } from '#server/db/seed/learn';
import { createStorage } from '#server/storage/create-storage';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, user?: SignedUp) => t.app.inject({ method: 'GET', url, headers: user?.auth ?? {} });
const enrol = (userId: string, courseId: string) => t.database.db.insert(courseEnrollments).values({ userId, courseId });

describe('learn catalogue (seeded)', () => {
  it('has the two spec courses with their prices, levels and lesson counts, and at least 8 courses', async () => {
    const res = await get('/api/courses?limit=50');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as {
      id: string;
      priceCents: number;
      level: string;
      lessonCount: number;
      duration: string;
      hasAccess: boolean;
      instructor: unknown;
    }[];
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.find((c) => c.id === 'pro-perfume-creation')).toMatchObject({
      priceCents: 12999,
      level: 'Advanced',
      lessonCount: 12,
      duration: '4 weeks',
      hasAccess: false,
    });
    expect(items.find((c) => c.id === 'advanced-blending')).toMatchObject({
      priceCents: 14999,
      level: 'Expert',
      lessonCount: 18,
      duration: '6 weeks',
    });
    expect(items.every((c) => c.instructor !== null)).toBe(true);
  });

  it('pages courses by keyset cursor without repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(`/api/courses?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().items.map((c: { id: string }) => c.id));
      cursor = res.json().nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(8);
    expect((await get('/api/courses?cursor=not-a-cursor')).statusCode).toBe(400);
  });

  it('has the four tutorials with written content, and counts views', async () => {
    const list = (await get('/api/tutorials')).json().items.map((x: { id: string }) => x.id);
    expect(list).toEqual(['intro-perfumery', 'fragrance-families', 'essential-oils', 'scent-layering']);
    const a = (await get('/api/tutorials/essential-oils')).json();
    expect(a.contentHtml.length).toBeGreaterThan(500);
    // Rendered on the server, below the page's h1: a '## ' heading arrives as an h3, the markdown marks do not.
    expect(a.contentHtml).toContain('<h3>Buying well</h3>');
    expect(a.contentHtml).not.toMatch(/^##/m);
    expect(['Beginner', 'Intermediate']).toContain(a.level);
    const b = (await get('/api/tutorials/essential-oils')).json();
    expect(b.views).toBe(a.views + 1);
  });

  it('answers the spec message for an unknown tutorial, and 400 for a hostile id', async () => {
    const res = await get('/api/tutorials/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Tutorial with ID nope could not be found.');
    expect((await get('/api/tutorials/%00abc')).statusCode).toBe(400);
    expect((await get(`/api/tutorials/${'a'.repeat(150)}`)).statusCode).toBe(400);
  });

  it('lists experts who are real profiles', async () => {
    const experts = (await get('/api/experts')).json().items;
    expect(experts.length).toBeGreaterThanOrEqual(3);
    const profile = await get(`/api/profiles/${experts[0].id}`);
    expect(profile.statusCode).toBe(200);
  });

  it('lists resources, filtered by type', async () => {
    const all = (await get('/api/resources')).json().items;
    expect(all.length).toBeGreaterThanOrEqual(4);
    const templates = (await get('/api/resources?type=template')).json().items;
    expect(templates.every((r: { type: string }) => r.type === 'template')).toBe(true);
    expect((await get('/api/resources?type=bogus')).statusCode).toBe(400);
  });
});

describe('course detail and not-found messages', () => {
  it('shows the curriculum without lesson content', async () => {
    const res = await get('/api/courses/pro-perfume-creation');
    expect(res.statusCode).toBe(200);
    const c = res.json();
    expect(c.curriculum).toHaveLength(4);
    expect(c.outcomes.length).toBeGreaterThan(0);
    expect(JSON.stringify(c)).not.toContain('"body"');
  });

  it.each([
    ['12345', MSG.courseIdNotFound('12345')],
    ['no-such-course', MSG.courseNotFoundGeneric],
  ])('GET /api/courses/%s → 404 with the spec text', async (id, message) => {
    const res = await get(`/api/courses/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(message);
  });
});

describe('course access per role', () => {
  it('visitors get 401 with the spec message; members without access 403; nothing of the lessons leaks', async () => {
    const visitor = await get('/api/courses/pro-perfume-creation/modules/1');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe(MSG.signInToAccessCourse);
    const member = await signUp(t.app);
    const res = await get('/api/courses/pro-perfume-creation/modules/1', member);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Every perfume starts');
    const [lesson] = await t.database.db.select().from(lessons).where(eq(lessons.courseId, 'pro-perfume-creation')).limit(1);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/courses/pro-perfume-creation/lessons/${lesson.id}/completion`,
      headers: member.auth,
    });
    expect(put.statusCode).toBe(403);
    expect((await get('/api/courses/pro-perfume-creation/certificate', member)).statusCode).toBe(403);
  });

  it.each(['perfumer', 'brand', 'admin'] as const)('a %s has direct access (premium)', async (role) => {
    const u = await signUp(t.app);
    await grantRoles(t.database, u.userId, [role]);
    const user = await signIn(t.app, u);
    const card = (await get('/api/courses?limit=50', user)).json().items.find((c: { id: string }) => c.id === 'advanced-blending');
    expect(card.hasAccess).toBe(true);
    expect((await get('/api/courses/advanced-blending/modules/1', user)).statusCode).toBe(200);
  });

  it('a moderator or customer without a purchase has no access', async () => {
    const u = await signUp(t.app);
    await grantRoles(t.database, u.userId, ['moderator']);
    const user = await signIn(t.app, u);
    expect((await get('/api/courses/advanced-blending/modules/1', user)).statusCode).toBe(403);
  });

  it('a revoked enrolment (refund) ends access', async () => {
    const u = await signUp(t.app);
    await enrol(u.userId, 'natural-perfumery');
    expect((await get('/api/courses/natural-perfumery/modules/1', u)).statusCode).toBe(200);
    await t.database.db
      .update(courseEnrollments)
      .set({ revokedAt: new Date() })
      .where(and(eq(courseEnrollments.userId, u.userId), eq(courseEnrollments.courseId, 'natural-perfumery')));
    expect((await get('/api/courses/natural-perfumery/modules/1', u)).statusCode).toBe(403);
  });
});

describe('course player: progress and certificate', () => {
  it('marks lessons complete, reports progress, and issues the certificate only when every lesson is done', async () => {
    const u = await signUp(t.app);
    await enrol(u.userId, 'solid-and-oil-perfumes');
    const m1 = (await get('/api/courses/solid-and-oil-perfumes/modules/1', u)).json();
    expect(m1.module.lessons[0].bodyHtml.length).toBeGreaterThan(20);
    expect(m1.module.lessons[0].bodyHtml).toMatch(/^<(p|h2|ul|ol)>/);
    expect(m1.totalLessons).toBe(6);
    const first = m1.module.lessons[0].id;
    const put = (id: string) =>
      t.app.inject({ method: 'PUT', url: `/api/courses/solid-and-oil-perfumes/lessons/${id}/completion`, headers: u.auth });
    const r1 = await put(first);
    expect(r1.json()).toEqual({ completedLessons: 1, totalLessons: 6, progressPercent: 16 });
    expect((await put(first)).json().completedLessons).toBe(1); // idempotent
    const card = (await get('/api/courses?limit=50', u)).json().items.find((c: { id: string }) => c.id === 'solid-and-oil-perfumes');
    expect(card.progressPercent).toBe(16);
    expect((await get('/api/courses/solid-and-oil-perfumes/certificate', u)).statusCode).toBe(409);
    const all = await t.database.db.select().from(lessons).where(eq(lessons.courseId, 'solid-and-oil-perfumes'));
    for (const l of all) await put(l.id);
    const cert = await get('/api/courses/solid-and-oil-perfumes/certificate', u);
    expect(cert.statusCode).toBe(200);
    expect(cert.json()).toMatchObject({ courseTitle: 'Solid and Oil Perfumes', courseId: 'solid-and-oil-perfumes' });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/courses/solid-and-oil-perfumes/lessons/${first}/completion`,
      headers: u.auth,
    });
    expect(del.json().completedLessons).toBe(5);
  });

  it('refuses a lesson of another course, an unknown module and a malformed lesson id', async () => {
    const u = await signUp(t.app);
    await enrol(u.userId, 'solid-and-oil-perfumes');
    const [other] = await t.database.db.select().from(lessons).where(eq(lessons.courseId, 'pro-perfume-creation')).limit(1);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/courses/solid-and-oil-perfumes/lessons/${other.id}/completion`,
      headers: u.auth,
    });
    expect(res.statusCode).toBe(404);
    expect((await get('/api/courses/solid-and-oil-perfumes/modules/9', u)).statusCode).toBe(404);
    expect((await get('/api/courses/solid-and-oil-perfumes/modules/abc', u)).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/courses/solid-and-oil-perfumes/lessons/not-a-uuid/completion', headers: u.auth }))
        .statusCode,
    ).toBe(400);
  });
});

describe('course counters', () => {
  it('the seeded courses start with no enrolments counted', async () => {
    const [c] = await t.database.db.select().from(courses).where(eq(courses.id, 'pro-perfume-creation'));
    expect(c.enrolledCount).toBe(0);
  });
});

describe('lesson video', () => {
  it('is served with ranges to members with access only', async () => {
    const bytes = Buffer.alloc(4096, 7);
    const [lesson] = await t.database.db.select().from(lessons).where(eq(lessons.courseId, 'olfactory-evaluation')).limit(1);
    const key = `lessons/${lesson.id}/video.mp4`;
    const storage = (await import('#server/storage/create-storage')).createStorage({ dataDir: t.config.DATA_DIR });
    await storage.put(key, bytes, { contentType: 'video/mp4' });
    await t.database.db.update(lessons).set({ kind: 'video', videoKey: key }).where(eq(lessons.id, lesson.id));
    const url = `/api/courses/olfactory-evaluation/lessons/${lesson.id}/video`;
    const member = await signUp(t.app);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: member.auth })).statusCode).toBe(403);
    await enrol(member.userId, 'olfactory-evaluation');
    const m = (await get('/api/courses/olfactory-evaluation/modules/1', member)).json();
    expect(m.module.lessons[0].videoUrl.startsWith(`${url}?token=`)).toBe(true);
    const part = await t.app.inject({ method: 'GET', url, headers: { ...member.auth, range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/4096');
    expect(part.rawPayload.length).toBe(100);
    const whole = await t.app.inject({ method: 'GET', url, headers: member.auth });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.length).toBe(4096);
  });
});

describe('seeded lesson video', () => {
  it('is a real MP4 in storage, served by ranges to members with access, refused to others', async () => {
    const storage = createStorage({ dataDir: t.config.DATA_DIR });
    expect(await seedLessonVideo(t.database.db, storage)).toBe(true);
    expect(await seedLessonVideo(t.database.db, storage)).toBe(false); // once
    const file = readFileSync(new URL('../../db/seed/assets/lesson-video.mp4', import.meta.url));
    expect(file.length).toBeLessThanOrEqual(300 * 1024);
    expect(file.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const perfumer = await signUp(t.app);
    await grantRoles(t.database, perfumer.userId, ['perfumer']);
    const m = (await get('/api/courses/pro-perfume-creation/modules/1', perfumer)).json();
    const lesson = m.module.lessons[0];
    expect(lesson.kind).toBe('video');
    const url = `/api/courses/pro-perfume-creation/lessons/${lesson.id}/video`;
    expect(lesson.videoUrl.startsWith(`${url}?token=`)).toBe(true);
    // The <video> element sends no Authorization header: the url's signed token is enough, for this lesson only.
    const byLink = await t.app.inject({ method: 'GET', url: lesson.videoUrl, headers: { range: 'bytes=0-99' } });
    expect(byLink.statusCode).toBe(206);
    expect(Buffer.compare(byLink.rawPayload, file.subarray(0, 100))).toBe(0);
    const token = new URL(lesson.videoUrl, 'http://x').searchParams.get('token')!;
    const otherLesson = m.module.lessons[1].id;
    const elsewhere = `/api/courses/pro-perfume-creation/lessons/${otherLesson}/video?token=${token}`;
    expect((await t.app.inject({ method: 'GET', url: elsewhere })).statusCode).toBe(401);
    const forged = `${url}?token=${token.slice(0, -2)}xx`;
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const member = await signUp(t.app);
    expect((await t.app.inject({ method: 'GET', url, headers: { ...member.auth, range: 'bytes=0-99' } })).statusCode).toBe(403);
    const part = await t.app.inject({ method: 'GET', url, headers: { ...perfumer.auth, range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${file.length}`);
    expect(Buffer.compare(part.rawPayload, file.subarray(1000, 2000))).toBe(0);
    const tail = await t.app.inject({ method: 'GET', url, headers: { ...perfumer.auth, range: `bytes=${file.length - 10}-` } });
    expect(tail.statusCode).toBe(206);
    expect(Buffer.compare(tail.rawPayload, file.subarray(file.length - 10))).toBe(0);
    // Signing out (every session) ends the link at once.
    await t.app.inject({ method: 'POST', url: '/api/auth/logout?scope=global', headers: perfumer.auth });
    expect((await t.app.inject({ method: 'GET', url: lesson.videoUrl })).statusCode).toBe(401);
  });
});

describe('my courses', () => {
  it('lists bought courses with progress; refunded ones leave; visitors get 401', async () => {
    expect((await get('/api/courses/mine')).statusCode).toBe(401);
    const u = await signUp(t.app);
    expect((await get('/api/courses/mine', u)).json().items).toEqual([]);
    await enrol(u.userId, 'natural-perfumery');
    const [lesson] = await t.database.db.select().from(lessons).where(eq(lessons.courseId, 'natural-perfumery')).limit(1);
    await t.app.inject({ method: 'PUT', url: `/api/courses/natural-perfumery/lessons/${lesson.id}/completion`, headers: u.auth });
    const items = (await get('/api/courses/mine', u)).json().items;
    expect(items.map((c: { id: string; progressPercent: number }) => [c.id, c.progressPercent])).toEqual([['natural-perfumery', 16]]);
    await t.database.db.update(courseEnrollments).set({ revokedAt: new Date() }).where(eq(courseEnrollments.userId, u.userId));
    expect((await get('/api/courses/mine', u)).json().items).toEqual([]);
  });
});
