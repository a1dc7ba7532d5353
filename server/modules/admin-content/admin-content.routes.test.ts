import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { AdminCourseDetail } from '#common/schemas/admin-content';
import { createTestAppWith, signUp, STAFF, type SignedUp, type TestApp } from '#server/test/test-app';
import { expectAdminOnly, type Endpoint, type Method } from '#server/test/access';
import { auditLog, courseEnrollments, courses, lessons } from '#server/db/schema';
import { syntheticPhoto } from '#server/media/test-images';
import { multipartForm } from '#server/test/multipart';
import { HAS_LEARNERS } from './admin-content.service';
import { buildMp4 } from '#server/media/test-mp4';
import { createStorage } from '#server/storage/create-storage';

let t: TestApp, superAdmin: SignedUp, admin: SignedUp, moderator: SignedUp, member: SignedUp;
beforeAll(async () => ({ t, superAdmin, admin, moderator, member } = await createTestAppWith(STAFF)));
afterAll(() => t.close());

const call = (method: Method, url: string, who?: SignedUp, payload?: object) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, payload });
const courseBody = (over: object = {}) => ({
  title: `Chypre Workshop ${randomUUID().slice(0, 6)}`,
  description: 'Oakmoss, bergamot and labdanum, week by week.',
  priceCents: 19900,
  level: 'Intermediate',
  weeks: 6,
  ...over,
});
const lesson = (title: string) => ({ title, body: `# ${title}\n\nSmell the **bergamot** first.`, minutes: 12 });
const lastAudit = async () => (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1))[0];

/** A course with two modules, the first with three lessons. */
async function makeCourse(over: object = {}) {
  const created = await call('POST', '/api/admin/courses', admin, courseBody(over));
  expect(created.statusCode).toBe(201);
  const course = created.json() as AdminCourseDetail;
  let detail = (
    await call('POST', `/api/admin/courses/${course.id}/modules`, admin, { title: 'Foundations', summary: 'The accords' })
  ).json();
  detail = (await call('POST', `/api/admin/courses/${course.id}/modules`, admin, { title: 'Practice' })).json();
  const first = detail.modules[0].id;
  for (const title of ['One', 'Two', 'Three']) {
    const res = await call('POST', `/api/admin/modules/${first}/lessons`, admin, lesson(title));
    expect(res.statusCode).toBe(201);
    detail = res.json();
  }
  return detail as AdminCourseDetail;
}

describe('access: 401 to visitors, 403 to members and moderators', () => {
  const uuid = '00000000-0000-4000-8000-000000000000';
  const endpoints: Endpoint[] = [
    ['GET', '/api/admin/courses'],
    ['GET', '/api/admin/courses/no-such-course'],
    ['POST', '/api/admin/courses', courseBody()],
    ['PATCH', '/api/admin/courses/no-such-course', { weeks: 2 }],
    ['POST', '/api/admin/courses/no-such-course/publish'],
    ['POST', '/api/admin/courses/no-such-course/unpublish'],
    ['POST', '/api/admin/courses/no-such-course/archive'],
    ['POST', '/api/admin/courses/no-such-course/unarchive'],
    ['POST', '/api/admin/courses/no-such-course/modules', { title: 'M' }],
    ['PUT', `/api/admin/modules/${uuid}`, { title: 'M' }],
    ['POST', `/api/admin/modules/${uuid}/move`, { direction: 'up' }],
    ['POST', `/api/admin/modules/${uuid}/lessons`, lesson('L')],
    ['PUT', `/api/admin/lessons/${uuid}`, lesson('L')],
    ['POST', `/api/admin/lessons/${uuid}/move`, { direction: 'down' }],
    ['DELETE', `/api/admin/modules/${uuid}`],
    ['DELETE', `/api/admin/lessons/${uuid}`],
  ];
  it.each(endpoints)('%s %s', (...endpoint) =>
    expectAdminOnly(t.app, endpoint, { refused: [member, moderator], allowed: [admin, superAdmin] }),
  );
});

describe('courses, modules and lessons', () => {
  it('a new course is a draft, hidden from /learn until published; every step is audited', async () => {
    const c = await makeCourse({ title: 'Chypre Workshop Draft' });
    expect(c).toMatchObject({ status: 'draft', duration: '6 weeks', priceCents: 19900, lessonCount: 3 });
    expect(c.id).toMatch(/^chypre-workshop-draft/);
    expect(c.modules.map((m) => [m.title, m.position])).toEqual([
      ['Foundations', 1],
      ['Practice', 2],
    ]);
    expect(c.modules[0].lessons.map((l) => l.title)).toEqual(['One', 'Two', 'Three']);
    expect(await lastAudit()).toMatchObject({ actorId: admin.userId, action: 'lesson.create' });

    const learnIds = async (who?: SignedUp) =>
      ((await call('GET', '/api/courses?limit=100', who)).json().items as { id: string }[]).map((x) => x.id);
    expect(await learnIds(member)).not.toContain(c.id);
    expect((await call('GET', `/api/courses/${c.id}`, member)).statusCode).toBe(404);
    expect((await call('POST', '/api/cart/items', member, { itemId: c.id, type: 'course' })).statusCode).toBe(404);
    // Admins preview the draft as learners will see it: its page and its lessons, marked as a draft; it is
    // still not in /learn's list nor for sale, and a moderator (staff, not an admin) does not see it.
    const preview = await call('GET', `/api/courses/${c.id}`, admin);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ status: 'draft', lessonCount: 3, hasAccess: true });
    expect(preview.json().curriculum[0].lessons.map((l: { title: string }) => l.title)).toEqual(['One', 'Two', 'Three']);
    const lessons = await call('GET', `/api/courses/${c.id}/modules/1`, admin);
    expect(lessons.statusCode).toBe(200);
    expect(lessons.json().module.lessons[0].bodyHtml).toContain('<strong>bergamot</strong>');
    expect(await learnIds(admin)).not.toContain(c.id);
    expect((await call('POST', '/api/cart/items', admin, { itemId: c.id, type: 'course' })).statusCode).toBe(404);
    expect((await call('GET', `/api/courses/${c.id}`, moderator)).statusCode).toBe(404);
    expect((await call('GET', `/api/courses/${c.id}/modules/1`, member)).statusCode).toBe(404);

    const published = await call('POST', `/api/admin/courses/${c.id}/publish`, superAdmin);
    expect(published.json().status).toBe('published');
    expect(await lastAudit()).toMatchObject({ actorId: superAdmin.userId, action: 'course.publish', targetId: c.id });
    expect(await learnIds()).toContain(c.id);
    const page = (await call('GET', `/api/courses/${c.id}`)).json();
    expect(page).toMatchObject({ title: 'Chypre Workshop Draft', status: 'published' });
  });

  it('edits a course and records from → to', async () => {
    const c = await makeCourse();
    const res = await call('PATCH', `/api/admin/courses/${c.id}`, admin, { weeks: 1, priceCents: 0, level: 'Expert' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ duration: '1 week', priceCents: 0, level: 'Expert' });
    expect((await lastAudit()).details).toMatchObject({ duration: { from: '6 weeks', to: '1 week' }, priceCents: { from: 19900, to: 0 } });
  });

  it("What You'll Learn and the picture: written here, shown on the course page; a forged image key changes nothing", async () => {
    const created = await call('POST', '/api/admin/courses', admin, courseBody({ outcomes: ['Build a chypre accord'], features: [] }));
    const id = created.json().id;
    expect(created.json()).toMatchObject({ outcomes: ['Build a chypre accord'], features: [], imageUrl: '/catalogue/kits.svg' });

    const forged = await call('PATCH', `/api/admin/courses/${id}`, admin, { imageKey: 'products/img_0123456789abcdef', outcomes: [] });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toBe('Upload the image again');
    expect((await call('GET', `/api/admin/courses/${id}`, admin)).json().outcomes).toEqual(['Build a chypre accord']);

    const form = multipartForm([{ name: 'file', filename: 'c.jpg', type: 'image/jpeg', data: await syntheticPhoto(800, 600) }]);
    const img = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/images',
      headers: { ...admin.auth, ...form.headers },
      payload: form.payload,
    });
    expect(img.statusCode).toBe(200);
    const edited = await call('PATCH', `/api/admin/courses/${id}`, admin, {
      imageKey: img.json().imageKey,
      outcomes: ['Build a chypre accord', 'Dose oakmoss within IFRA limits'],
      features: ['Lifetime access'],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().imageUrl).toBe(img.json().imageUrl);
    expect((await lastAudit()).details).toMatchObject({ features: { from: [], to: ['Lifetime access'] } });

    await call('POST', `/api/admin/courses/${id}/publish`, admin);
    const page = (await call('GET', `/api/courses/${id}`)).json();
    expect(page).toMatchObject({
      imageUrl: img.json().imageUrl,
      outcomes: ['Build a chypre accord', 'Dose oakmoss within IFRA limits'],
      features: ['Lifetime access'],
    });

    for (const bad of [
      { outcomes: ['x'.repeat(201)] },
      { features: Array(13).fill('line') },
      { outcomes: [''] },
      { outcomes: 'one line' },
    ]) {
      expect((await call('PATCH', `/api/admin/courses/${id}`, admin, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('moves modules and lessons up and down; the ends stay put', async () => {
    const c = await makeCourse();
    const [one, two, three] = c.modules[0].lessons;
    let d = (await call('POST', `/api/admin/lessons/${three.id}/move`, admin, { direction: 'up' })).json() as AdminCourseDetail;
    expect(d.modules[0].lessons.map((l) => l.title)).toEqual(['One', 'Three', 'Two']);
    d = (await call('POST', `/api/admin/lessons/${one.id}/move`, admin, { direction: 'up' })).json();
    expect(d.modules[0].lessons.map((l) => l.title)).toEqual(['One', 'Three', 'Two']);
    d = (await call('POST', `/api/admin/lessons/${two.id}/move`, admin, { direction: 'down' })).json();
    expect(d.modules[0].lessons.map((l) => l.title)).toEqual(['One', 'Three', 'Two']);
    d = (await call('POST', `/api/admin/modules/${c.modules[1].id}/move`, admin, { direction: 'up' })).json();
    expect(d.modules.map((m) => [m.title, m.position])).toEqual([
      ['Practice', 1],
      ['Foundations', 2],
    ]);
    expect(await lastAudit()).toMatchObject({ action: 'module.move_up', targetId: c.modules[1].id });
    // Learners follow the new order: Foundations is module 2, its lessons as moved.
    await call('POST', `/api/admin/courses/${c.id}/publish`, admin);
    await t.database.db.insert(courseEnrollments).values({ userId: member.userId, courseId: c.id });
    const mod2 = await call('GET', `/api/courses/${c.id}/modules/2`, member);
    expect(mod2.statusCode).toBe(200);
    expect(mod2.json().module.title).toBe('Foundations');
    expect(mod2.json().module.lessons.map((l: { title: string }) => l.title)).toEqual(['One', 'Three', 'Two']);
  });

  it('previews a lesson as the course player receives it, for admins only', async () => {
    const body = { body: '# Lavender\n\nMostly **linalool**.\n\n<script>alert(1)</script>' };
    const res = await call('POST', '/api/admin/lessons/preview', admin, body);
    expect(res.statusCode).toBe(200);
    const { html } = res.json();
    // Headings sit under the page's own h1, markdown is formatted, raw HTML stays text.
    expect(html).toContain('<h2>Lavender</h2>');
    expect(html).toContain('<strong>linalool</strong>');
    expect(html).not.toContain('<script>');
    expect((await call('POST', '/api/admin/lessons/preview', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/lessons/preview', moderator, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/lessons/preview', admin, { body: '' })).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/lessons/preview', admin, { body: 'a\u0000b' })).statusCode).toBe(400);
  });

  it('edits a lesson (markdown kept as written)', async () => {
    const c = await makeCourse();
    const l = c.modules[0].lessons[0];
    const body = '## Heart notes\n\n- rose\n- jasmine\n\n<script>alert(1)</script>';
    const res = await call('PUT', `/api/admin/lessons/${l.id}`, admin, { title: 'Hearts', body, minutes: 20 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Hearts', body, minutes: 20 });
    expect(await lastAudit()).toMatchObject({ action: 'lesson.update', targetId: l.id, targetLabel: 'Hearts' });
  });

  it('an archived course leaves /learn and the cart for others; its buyer keeps it', async () => {
    const c = await makeCourse();
    await call('POST', `/api/admin/courses/${c.id}/publish`, admin);
    const buyer = await signUp(t.app);
    await t.database.db.insert(courseEnrollments).values({ userId: buyer.userId, courseId: c.id });

    const res = await call('POST', `/api/admin/courses/${c.id}/archive`, admin);
    expect(res.json().status).toBe('archived');
    expect(await lastAudit()).toMatchObject({ action: 'course.archive', targetId: c.id });

    const other = await signUp(t.app);
    const listed = async (who: SignedUp) =>
      ((await call('GET', '/api/courses?limit=100', who)).json().items as { id: string }[]).some((x) => x.id === c.id);
    expect(await listed(other)).toBe(false);
    expect((await call('GET', `/api/courses/${c.id}`, other)).statusCode).toBe(404);
    expect((await call('POST', '/api/cart/items', other, { itemId: c.id, type: 'course' })).statusCode).toBe(404);

    expect(await listed(buyer)).toBe(true);
    expect((await call('GET', `/api/courses/${c.id}`, buyer)).statusCode).toBe(200);
    expect((await call('GET', `/api/courses/${c.id}/modules/1`, buyer)).statusCode).toBe(200);
    expect(((await call('GET', '/api/courses/mine', buyer)).json().items as { id: string }[]).map((x) => x.id)).toContain(c.id);

    expect((await call('POST', `/api/admin/courses/${c.id}/unarchive`, admin)).json().status).toBe('published');
    expect(await listed(other)).toBe(true);
  });
});

describe('deleting modules and lessons', () => {
  it('while nobody has the course: gone, audited, and the rest renumbered so the player finds module 1', async () => {
    const c = await makeCourse();
    const [first, second] = c.modules;
    const two = first.lessons[1];
    const res = await call('DELETE', `/api/admin/lessons/${two.id}`, admin);
    expect(res.statusCode).toBe(200);
    const afterLesson = res.json() as AdminCourseDetail;
    expect(afterLesson.lessonCount).toBe(2);
    expect(afterLesson.modules[0].lessons.map((l) => [l.title, l.position])).toEqual([
      ['One', 1],
      ['Three', 2],
    ]);
    expect(await lastAudit()).toMatchObject({ actorId: admin.userId, action: 'lesson.delete', targetId: two.id, targetLabel: 'Two' });
    expect((await call('DELETE', `/api/admin/lessons/${two.id}`, admin)).statusCode).toBe(404);
    // Moving still works across the closed gap.
    const moved = await call('POST', `/api/admin/lessons/${afterLesson.modules[0].lessons[1].id}/move`, admin, { direction: 'up' });
    expect((moved.json() as AdminCourseDetail).modules[0].lessons.map((l) => l.title)).toEqual(['Three', 'One']);

    const gone = await call('DELETE', `/api/admin/modules/${first.id}`, admin);
    expect(gone.statusCode).toBe(200);
    const afterModule = gone.json() as AdminCourseDetail;
    expect(afterModule.modules.map((m) => [m.title, m.position])).toEqual([['Practice', 1]]);
    expect(afterModule.lessonCount).toBe(0);
    expect(await lastAudit()).toMatchObject({ action: 'module.delete', targetId: first.id, targetLabel: 'Foundations' });
    expect((await t.database.db.select().from(lessons).where(eq(lessons.moduleId, first.id))).length).toBe(0);
    expect(second.id).toBe(afterModule.modules[0].id);
  });

  it('refuses once someone has the course (409, nothing changed), and answers 404 and 400 for unknown and malformed ids', async () => {
    const c = await makeCourse();
    await call('POST', `/api/admin/courses/${c.id}/publish`, admin);
    const buyer = await signUp(t.app);
    await t.database.db.insert(courseEnrollments).values({ userId: buyer.userId, courseId: c.id });
    for (const url of [`/api/admin/lessons/${c.modules[0].lessons[0].id}`, `/api/admin/modules/${c.modules[0].id}`]) {
      const res = await call('DELETE', url, admin);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(HAS_LEARNERS);
    }
    const still = (await call('GET', `/api/admin/courses/${c.id}`, admin)).json() as AdminCourseDetail;
    expect(still.lessonCount).toBe(3);
    expect(still.modules).toHaveLength(2);
    expect((await call('DELETE', `/api/admin/modules/${randomUUID()}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/lessons/not-a-uuid', admin)).statusCode).toBe(400);
  });
});

describe('video lessons', () => {
  const mp4 = (seconds: number) =>
    buildMp4({
      timescale: 1000,
      duration: seconds * 1000,
      tracks: [{ duration: seconds * 1000, mediaTimescale: 90_000, mediaDuration: seconds * 90_000, samples: [[seconds * 30, 3000]] }],
    });
  const uploadVideo = (who: SignedUp | undefined, lessonId: string, data: Buffer, type = 'video/mp4') => {
    const form = multipartForm([{ name: 'file', filename: 'lesson.mp4', type, data }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/lessons/${lessonId}/video`,
      headers: { ...(who?.auth ?? {}), ...form.headers },
      payload: form.payload,
    });
  };
  // The same files the app stores (local disk under the test's data folder).
  const storage = () => createStorage({ dataDir: t.config.DATA_DIR });
  const keyOf = async (id: string) => (await t.database.db.select({ k: lessons.videoKey }).from(lessons).where(eq(lessons.id, id)))[0].k;

  it('an admin uploads a video to a lesson: learners get it by ranges; replacing and removing delete the old file', async () => {
    const c = await makeCourse();
    const l = c.modules[0].lessons[0];
    const res = await uploadVideo(admin, l.id, mp4(150));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: l.id, kind: 'video', minutes: 3 });
    expect(await lastAudit()).toMatchObject({ actorId: admin.userId, action: 'lesson.video', targetId: l.id });
    const first = (await keyOf(l.id))!;
    expect(await storage().get(first)).not.toBeNull();

    // The admin previews it as a learner would (admins have every course): the player's signed link serves ranges.
    const m = (await call('GET', `/api/courses/${c.id}/modules/1`, admin)).json();
    const lesson = m.module.lessons[0];
    expect(lesson.kind).toBe('video');
    const part = await t.app.inject({ method: 'GET', url: lesson.videoUrl, headers: { range: 'bytes=0-15' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');

    const replaced = await uploadVideo(admin, l.id, mp4(20));
    expect(replaced.json()).toMatchObject({ kind: 'video', minutes: 1 });
    expect(await keyOf(l.id)).not.toBe(first);
    expect(await storage().get(first)).toBeNull();

    const second = (await keyOf(l.id))!;
    const removed = await call('DELETE', `/api/admin/lessons/${l.id}/video`, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().kind).toBe('text');
    expect(await keyOf(l.id)).toBeNull();
    expect(await storage().get(second)).toBeNull();
    expect((await lastAudit()).action).toBe('lesson.video_remove');
    const after = (await call('GET', `/api/courses/${c.id}/modules/1`, admin)).json();
    expect(after.module.lessons[0]).toMatchObject({ kind: 'text', videoUrl: null });
  });

  it('refuses what is not a video, an unknown lesson, a broken form and anyone but admins; nothing changes', async () => {
    const c = await makeCourse();
    const l = c.modules[0].lessons[0];
    const notVideo = await uploadVideo(admin, l.id, await syntheticPhoto(64, 64), 'video/mp4');
    expect(notVideo.statusCode).toBe(415);
    const truncated = await uploadVideo(admin, l.id, mp4(30).subarray(0, 40));
    expect([400, 415]).toContain(truncated.statusCode);
    expect((await uploadVideo(admin, randomUUID(), mp4(5))).statusCode).toBe(404);
    expect((await uploadVideo(admin, 'not-a-lesson', mp4(5))).statusCode).toBe(400);
    expect((await uploadVideo(undefined, l.id, mp4(5))).statusCode).toBe(401);
    for (const who of [member, moderator]) expect((await uploadVideo(who, l.id, mp4(5))).statusCode).toBe(403);
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/admin/lessons/${l.id}/video`,
      headers: { ...admin.auth, 'content-type': 'multipart/form-data; boundary=nothing' },
      payload: 'garbage',
    });
    expect(broken.statusCode).toBe(400);
    expect(await keyOf(l.id)).toBeNull();
    expect((await storage().list(`lessons/${l.id}/`)).length).toBe(0);
  });
});

describe('validation and hostile input: 4xx, nothing changed', () => {
  it('refuses bad courses, modules, lessons and moves', async () => {
    const c = await makeCourse();
    const courseRow = async () => (await t.database.db.select().from(courses).where(eq(courses.id, c.id)))[0];
    const lessonRows = async () => t.database.db.select().from(lessons).where(eq(lessons.courseId, c.id));
    const [beforeCourse, beforeLessons] = [await courseRow(), await lessonRows()];
    const count = async () => (await t.database.db.select({ id: courses.id }).from(courses)).length;
    const n = await count();
    for (const body of [
      courseBody({ title: '' }),
      courseBody({ title: 'a\u0000b' }),
      courseBody({ priceCents: -5 }),
      courseBody({ priceCents: 1.5 }),
      courseBody({ weeks: 0 }),
      courseBody({ weeks: 1e9 }),
      courseBody({ level: 'Wizard' }),
      courseBody({ id: 'chosen-id' }),
    ]) {
      expect((await call('POST', '/api/admin/courses', admin, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await count()).toBe(n);
    for (const body of [{}, { weeks: -1 }, { title: '\ud800' }, { publishedAt: null }]) {
      expect((await call('PATCH', `/api/admin/courses/${c.id}`, admin, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const l = c.modules[0].lessons[0];
    for (const body of [
      { ...lesson('x'), body: '' },
      { ...lesson('x'), minutes: 0 },
      { ...lesson('x'), kind: 'video' },
      { ...lesson('x'), title: 'x'.repeat(151) },
    ]) {
      expect((await call('PUT', `/api/admin/lessons/${l.id}`, admin, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('POST', `/api/admin/lessons/${l.id}/move`, admin, { direction: 'sideways' })).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/lessons/not-a-uuid/move', admin, { direction: 'up' })).statusCode).toBe(400);
    expect((await call('POST', `/api/admin/lessons/${randomUUID()}/move`, admin, { direction: 'up' })).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/courses/..%2Fetc', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/courses?cursor=junk', admin)).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/courses/no-such-course/modules', admin, { title: 'M' })).statusCode).toBe(404);
    expect(await courseRow()).toEqual(beforeCourse);
    expect(await lessonRows()).toEqual(beforeLessons);
  });
});
