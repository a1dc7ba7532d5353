import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { MSG } from '#common/messages';
import type { AdminResource, AdminTutorial } from '#common/schemas/admin-library';
import { auditLog, resources, tutorials } from '#server/db/schema';
import { createTestAppWith, LIBRARY_ACCOUNTS, type SignedUp, type TestApp } from '#server/test/test-app';
import { expectAdminOnly, type Endpoint, type Method } from '#server/test/access';

let t: TestApp, admin: SignedUp, moderator: SignedUp, perfumer: SignedUp;
beforeAll(async () => ({ t, admin, moderator, perfumer } = await createTestAppWith(LIBRARY_ACCOUNTS)));
afterAll(() => t.close());

const call = (method: Method, url: string, who?: SignedUp, payload?: object) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, payload });
const tutorialBody = (over: object = {}) => ({
  title: 'Reading a Chypre',
  description: 'Bergamot, labdanum and oakmoss: the three pillars, smelled one by one.',
  duration: '20 min',
  level: 'Intermediate',
  body: '# The accord\n\nDip a strip in **bergamot** first.\n\n<script>alert(1)</script>',
  ...over,
});
const resourceBody = (over: object = {}) => ({
  title: 'Dilution worksheet',
  description: 'A sheet to plan 10% and 1% dilutions.',
  content: 'Columns for material, grams and solvent.',
  actionLabel: 'Download',
  type: 'template',
  fileUrl: '/resources/dilution-worksheet.csv',
  ...over,
});
const lastAudit = async () => (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1))[0];
const allPages = async (url: string) => {
  const items: { id: string }[] = [];
  let cursor: string | null = null;
  do {
    const res = await call('GET', `${url}${url.includes('?') ? '&' : '?'}limit=2${cursor ? `&cursor=${cursor}` : ''}`, admin);
    expect(res.statusCode).toBe(200);
    items.push(...res.json().items);
    cursor = res.json().nextCursor;
  } while (cursor);
  return items;
};

describe('access: 401 to visitors, 403 to members, professionals and moderators', () => {
  const endpoints: Endpoint[] = [
    ['GET', '/api/admin/tutorials'],
    ['GET', '/api/admin/tutorials/intro-perfumery'],
    ['POST', '/api/admin/tutorials', tutorialBody()],
    ['PUT', '/api/admin/tutorials/intro-perfumery', tutorialBody()],
    ['POST', '/api/admin/tutorials/intro-perfumery/archive'],
    ['POST', '/api/admin/tutorials/intro-perfumery/unarchive'],
    ['GET', '/api/admin/resources'],
    ['POST', '/api/admin/resources', resourceBody()],
    ['PUT', '/api/admin/resources/whatever', resourceBody()],
    ['POST', '/api/admin/resources/whatever/archive'],
    ['POST', '/api/admin/resources/whatever/unarchive'],
  ];
  it.each(endpoints)('%s %s', (...endpoint) => expectAdminOnly(t.app, endpoint, { refused: [perfumer, moderator] }));

  it('nothing changed for the refused calls', async () => {
    expect(await t.database.db.select().from(tutorials).where(eq(tutorials.title, 'Reading a Chypre'))).toEqual([]);
    expect(await t.database.db.select().from(resources).where(eq(resources.title, 'Dilution worksheet'))).toEqual([]);
  });
});

describe('tutorials', () => {
  it('the list shows every tutorial, seeded ones included, paged by keyset', async () => {
    const ids = (await allPages('/api/admin/tutorials')).map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining(['intro-perfumery', 'fragrance-families', 'essential-oils', 'scent-layering']));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a new tutorial is on /learn at once, its page rendered and sanitised, and audited', async () => {
    const res = await call('POST', '/api/admin/tutorials', admin, tutorialBody({ title: '  Reading a Chypre  ' }));
    expect(res.statusCode).toBe(201);
    const made = res.json() as AdminTutorial;
    expect(made).toMatchObject({ id: 'reading-a-chypre', title: 'Reading a Chypre', level: 'Intermediate', archived: false, views: 0 });

    const list = (await call('GET', '/api/tutorials?limit=100')).json().items.map((i: { id: string }) => i.id);
    expect(list.at(-1)).toBe(made.id);
    const page = await call('GET', `/api/tutorials/${made.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().contentHtml).toContain('<strong>bergamot</strong>');
    expect(page.json().contentHtml).not.toContain('<script');

    expect(await lastAudit()).toMatchObject({ actorId: admin.userId, action: 'tutorial.create', targetId: made.id });

    // The same title again gets its own id rather than failing or overwriting.
    const again = (await call('POST', '/api/admin/tutorials', admin, tutorialBody())).json() as AdminTutorial;
    expect(again.id).toMatch(/^reading-a-chypre-[0-9a-f]{6}$/);
  });

  it('an edit changes the page and records what changed', async () => {
    const res = await call(
      'PUT',
      '/api/admin/tutorials/essential-oils',
      admin,
      tutorialBody({ title: 'Essential Oils, revised', level: 'Beginner' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 'essential-oils', title: 'Essential Oils, revised', body: tutorialBody().body });
    expect((await call('GET', '/api/tutorials/essential-oils')).json().title).toBe('Essential Oils, revised');
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'tutorial.update', targetId: 'essential-oils' });
    expect(audit.details).toMatchObject({ title: { to: 'Essential Oils, revised' }, body: 'edited' });
  });

  it('archived: gone from /learn and its page, still listed for admins; restoring brings it back', async () => {
    const made = (await call('POST', '/api/admin/tutorials', admin, tutorialBody({ title: 'Soon Archived' }))).json() as AdminTutorial;
    const archived = await call('POST', `/api/admin/tutorials/${made.id}/archive`, admin);
    expect(archived.json().archived).toBe(true);
    expect((await lastAudit()).action).toBe('tutorial.archive');

    const publicIds = (await call('GET', '/api/tutorials?limit=100')).json().items.map((i: { id: string }) => i.id);
    expect(publicIds).not.toContain(made.id);
    const gone = await call('GET', `/api/tutorials/${made.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(MSG.tutorialIdNotFound(made.id));
    expect((await allPages('/api/admin/tutorials')).map((i) => i.id)).toContain(made.id);

    // Archiving twice changes nothing and audits nothing.
    const before = await lastAudit();
    expect((await call('POST', `/api/admin/tutorials/${made.id}/archive`, admin)).statusCode).toBe(200);
    expect((await lastAudit()).id).toBe(before.id);

    expect((await call('POST', `/api/admin/tutorials/${made.id}/unarchive`, admin)).json().archived).toBe(false);
    expect((await call('GET', `/api/tutorials/${made.id}`)).statusCode).toBe(200);
  });

  it('bad input is a 400 naming the field, and changes nothing', async () => {
    const [before] = await t.database.db.select().from(tutorials).where(eq(tutorials.id, 'scent-layering'));
    const cases: [object, string][] = [
      [tutorialBody({ title: '   ' }), 'Please enter a title'],
      [tutorialBody({ level: 'Expert' }), 'Please choose a level'],
      [tutorialBody({ body: '' }), 'Please write the tutorial'],
      [tutorialBody({ duration: 'x'.repeat(31) }), 'A duration is at most 30 characters'],
      [tutorialBody({ title: 'Nul\u0000byte' }), ''],
      [tutorialBody({ description: 'lone \ud800 surrogate' }), ''],
      [{ ...tutorialBody(), views: 1_000_000 }, ''],
    ];
    for (const [body, message] of cases) {
      const res = await call('PUT', '/api/admin/tutorials/scent-layering', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(JSON.stringify(res.json())).toContain(message);
    }
    const [after] = await t.database.db.select().from(tutorials).where(eq(tutorials.id, 'scent-layering'));
    expect(after).toEqual(before);
  });

  it('unknown and malformed ids are 404s', async () => {
    for (const id of ['no-such-tutorial', 'Bad%20Id', '%00']) {
      const res = await call('PUT', `/api/admin/tutorials/${id}`, admin, tutorialBody());
      expect([400, 404]).toContain(res.statusCode);
    }
    const res = await call('POST', '/api/admin/tutorials/no-such-tutorial/archive', admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Tutorial not found');
  });
});

describe('resources', () => {
  it('a new resource is on /learn/resources with its file; archived, it is gone', async () => {
    const res = await call('POST', '/api/admin/resources', admin, resourceBody());
    expect(res.statusCode).toBe(201);
    const made = res.json() as AdminResource;
    expect(made).toMatchObject({
      id: 'dilution-worksheet',
      type: 'template',
      fileUrl: '/resources/dilution-worksheet.csv',
      archived: false,
    });
    const listed = async () => (await call('GET', '/api/resources?type=template&limit=100')).json().items.map((i: { id: string }) => i.id);
    expect(await listed()).toContain(made.id);

    expect((await call('POST', `/api/admin/resources/${made.id}/archive`, admin)).json().archived).toBe(true);
    expect(await listed()).not.toContain(made.id);
    expect((await allPages('/api/admin/resources')).map((i) => i.id)).toContain(made.id);
    expect((await call('POST', `/api/admin/resources/${made.id}/unarchive`, admin)).json().archived).toBe(false);
    expect(await listed()).toContain(made.id);
  });

  it('no file yet means null (the page says Coming Soon); a web address is kept', async () => {
    const none = (await call('POST', '/api/admin/resources', admin, resourceBody({ title: 'Glossary draft', fileUrl: '' }))).json();
    expect(none.fileUrl).toBeNull();
    const edited = await call(
      'PUT',
      `/api/admin/resources/${none.id}`,
      admin,
      resourceBody({ title: 'Glossary draft', fileUrl: 'https://example.com/glossary.pdf' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().fileUrl).toBe('https://example.com/glossary.pdf');
    expect((await lastAudit()).details).toMatchObject({ fileUrl: { from: null, to: 'https://example.com/glossary.pdf' } });
  });

  it('file addresses that are not this site or http(s) are refused, and nothing is stored', async () => {
    for (const fileUrl of ['javascript:alert(1)', '//evil.example/x', '/resources/../secrets', 'data:text/html,hi', 'resources/x.csv']) {
      const res = await call('POST', '/api/admin/resources', admin, resourceBody({ title: `Bad ${fileUrl}`, fileUrl }));
      expect(res.statusCode, fileUrl).toBe(400);
    }
    expect((await call('POST', '/api/admin/resources', admin, resourceBody({ type: 'video' }))).statusCode).toBe(400);
    const stored = await t.database.db.select().from(resources);
    expect(stored.filter((r) => r.title.startsWith('Bad '))).toEqual([]);
  });
});
