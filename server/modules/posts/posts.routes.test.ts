import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, grantRoles, signIn, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { syntheticPhoto } from '#server/media/test-images';
import { buildMp4 } from '#server/media/test-mp4';
import { multipartForm, type Part } from '#server/test/multipart';
import { posts, postLikes } from '#server/db/schema';
import { unlike } from './posts.repository';

let t: TestApp;
let alice: SignedUp;
let bob: SignedUp;
let admin: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  admin = await signUp(t.app);
  await grantRoles(t.database, admin.userId, ['admin']);
  admin = await signIn(t.app, admin);
});
afterAll(() => t.close());

const form = multipartForm;
const createPost = (parts: Part[], who: SignedUp | null = alice, url = '/api/posts') => {
  const f = form(parts);
  return t.app.inject({ method: 'POST', url, payload: f.payload, headers: { ...f.headers, ...(who?.auth ?? {}) } });
};
const text = (content: string): Part => ({ name: 'content', value: content });
const file = (data: Buffer, type: string, filename = 'f', name = 'file'): Part => ({ name, filename, type, data });
const video = (seconds: number) =>
  buildMp4({
    timescale: 1000,
    duration: seconds * 1000,
    tracks: [{ duration: seconds * 1000, mediaTimescale: 1000, mediaDuration: seconds * 1000 }],
  });
const countPosts = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(posts))[0].n;
const inject = (method: 'GET' | 'PUT' | 'DELETE' | 'PATCH' | 'POST', url: string, who?: SignedUp | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, payload: payload as object });

describe('creating posts', () => {
  it('posts trimmed text; needs sign-in and some content', async () => {
    const res = await createPost([text('  Bergamot and neroli this morning  ')]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      content: 'Bergamot and neroli this morning',
      imageUrl: null,
      videoUrl: null,
      likesCount: 0,
      likedByMe: false,
    });
    expect(res.json().author.id).toBe(alice.userId);
    const anon = await createPost([text('hello')], null);
    expect(anon.statusCode).toBe(401);
    expect(anon.json().error.message).toBe('Please sign in to create posts');
    const empty = await createPost([text('   ')]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Please add content to your post');
    expect((await createPost([text('x'.repeat(2001))])).statusCode).toBe(400);
    expect((await createPost([text('hi'), { name: 'likesCount', value: '999' }])).statusCode).toBe(400);
  });

  it('stores an image through the pipeline: real URLs of WebP variants, never empty strings', async () => {
    const res = await createPost([text(''), file(await syntheticPhoto(1200, 900), 'image/jpeg', 'p.jpg')]);
    expect(res.statusCode).toBe(201);
    const { imageUrl, imageThumbUrl } = res.json();
    expect(imageUrl).toMatch(/^\/files\/.+\/post_[0-9a-f]+-lg\.webp$/);
    expect(imageThumbUrl).toMatch(/-md\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1200);
  });

  it('stores a short video with its thumbnail, and refuses a long one, or one whose header lies', async () => {
    const thumb = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#446' } })
      .jpeg()
      .toBuffer();
    const ok = await createPost([
      text('a spritz in slow motion'),
      file(video(5), 'video/mp4', 'v.mp4'),
      file(thumb, 'image/jpeg', 't.jpg', 'thumbnail'),
    ]);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().videoUrl).toMatch(/^\/files\/.+\/video_[0-9a-f]+\.mp4$/);
    expect(ok.json().videoThumbnail).toMatch(/\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: ok.json().videoUrl });
    expect(served.headers['content-type']).toBe('video/mp4');

    const before = await countPosts();
    const long = await createPost([file(video(12), 'video/mp4', 'long.mp4')]);
    expect(long.statusCode).toBe(422);
    expect(long.json().error.message).toBe('Video must be under 10 seconds');
    // mvhd says 5 s, the video track says 60 s: the longest counts.
    const liar = buildMp4({ timescale: 1000, duration: 5000, tracks: [{ duration: 60_000, mediaTimescale: 1000, mediaDuration: 60_000 }] });
    expect((await createPost([file(liar, 'video/mp4', 'liar.mp4')])).statusCode).toBe(422);
    expect(await countPosts()).toBe(before);
  });

  it('decides the type from the bytes: hostile files are refused and nothing is written', async () => {
    const before = await countPosts();
    const script = await createPost([text('look'), file(Buffer.from('<script>alert(1)</script>'), 'image/jpeg', 'cat.jpg')]);
    expect(script.statusCode).toBe(415);
    expect(script.json().error.message).toBe('Please select an image or video file');
    expect((await createPost([file(Buffer.alloc(0), 'image/png', 'zero.png')])).statusCode).toBe(415);
    expect((await createPost([file(Buffer.from('%PDF-1.4 hello'), 'video/mp4', 'doc.mp4')])).statusCode).toBe(415);
    const headerOnly = buildMp4({ timescale: 1000, duration: 5000 }).subarray(0, 40);
    expect((await createPost([file(headerOnly, 'video/mp4', 'cut.mp4')])).statusCode).toBe(415);
    expect(await countPosts()).toBe(before);
  });

  it('re-encodes a polyglot so none of its payload survives', async () => {
    const payload = Buffer.from('<script>alert("polyglot")</script>');
    const polyglot = Buffer.concat([
      await sharp({ create: { width: 50, height: 50, channels: 3, background: '#f00' } })
        .gif()
        .toBuffer(),
      payload,
    ]);
    const res = await createPost([file(polyglot, 'image/gif', 'p.gif')]);
    if (res.statusCode === 201) {
      const served = await t.app.inject({ method: 'GET', url: res.json().imageUrl });
      expect(served.rawPayload.includes(payload)).toBe(false);
    } else {
      expect(res.statusCode).toBe(415);
    }
  });

  it('answers files over 5 MB with the spec messages', async () => {
    const bigImage = Buffer.concat([await syntheticPhoto(200, 200), Buffer.alloc(5 * 1024 * 1024)]);
    const img = await createPost([file(bigImage, 'image/jpeg', 'big.jpg')]);
    expect(img.statusCode).toBe(413);
    expect(img.json().error.message).toBe('Please select a file under 5MB');
    const bigVideo = Buffer.concat([video(3), Buffer.alloc(5 * 1024 * 1024)]);
    const vid = await createPost([file(bigVideo, 'video/mp4', 'big.mp4')]);
    expect(vid.statusCode).toBe(413);
    expect(vid.json().error.message).toBe('Please select a video under 5MB');
  });
});

describe('the feed', () => {
  it('is newest first, paged by cursor without gaps or repeats, with likedByMe per viewer', async () => {
    const mine: string[] = [];
    for (let i = 0; i < 7; i++) mine.push((await createPost([text(`feed post ${i}`)], bob)).json().id);
    await inject('PUT', `/api/posts/${mine[6]}/like`, alice);
    const seen: { id: string; likedByMe: boolean }[] = [];
    let cursor: string | null = null;
    do {
      const res = await inject('GET', `/api/posts?limit=3${cursor ? `&cursor=${cursor}` : ''}`, alice);
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().items);
      cursor = res.json().nextCursor;
    } while (cursor);
    const ids = seen.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.indexOf(mine[6])).toBeLessThan(ids.indexOf(mine[0]));
    expect(seen.find((p) => p.id === mine[6])!.likedByMe).toBe(true);
    expect(seen.find((p) => p.id === mine[5])!.likedByMe).toBe(false);
    expect((await inject('GET', '/api/posts?cursor=garbage')).statusCode).toBe(400);
  });
});

describe('editing and deleting', () => {
  it("lets only the author edit or delete; another user's attempt is 403 and changes nothing", async () => {
    const post = (await createPost([text('original'), file(await syntheticPhoto(400, 300), 'image/jpeg', 'a.jpg')])).json();
    const edit = await inject('PATCH', `/api/posts/${post.id}`, bob, { content: 'hijacked' });
    expect(edit.statusCode).toBe(403);
    expect((await inject('DELETE', `/api/posts/${post.id}`, bob)).statusCode).toBe(403);
    expect((await inject('DELETE', `/api/posts/${post.id}`, null)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row.content).toBe('original');
    expect((await inject('PATCH', `/api/posts/${post.id}`, alice, { content: '   ' })).statusCode).toBe(400);
    const ok = await inject('PATCH', `/api/posts/${post.id}`, alice, { content: ' edited ' });
    expect(ok.json().content).toBe('edited');
    expect((await inject('DELETE', `/api/posts/${post.id}`, alice)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: post.imageUrl })).statusCode).toBe(404);
    expect((await inject('PATCH', `/api/posts/${post.id}`, alice, { content: 'again' })).statusCode).toBe(404);
    expect((await inject('DELETE', '/api/posts/not-a-uuid', alice)).statusCode).toBe(404);
  });
});

describe('one post (a shared link)', () => {
  it('answers a visible post to anyone; a hidden one only to its author; unknown and bad ids 404', async () => {
    const post = (await createPost([text('shared by link'), file(await syntheticPhoto(400, 300), 'image/jpeg', 'a.jpg')])).json();
    for (const who of [null, bob, alice]) {
      const res = await inject('GET', `/api/posts/${post.id}`, who);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: post.id, content: 'shared by link', imageUrl: post.imageUrl });
    }
    await t.database.db.update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, post.id));
    expect((await inject('GET', `/api/posts/${post.id}`, null)).statusCode).toBe(404);
    expect((await inject('GET', `/api/posts/${post.id}`, bob)).statusCode).toBe(404);
    expect((await inject('GET', `/api/posts/${post.id}`, alice)).statusCode).toBe(200);
    expect((await inject('GET', '/api/posts/00000000-0000-4000-8000-000000000000', null)).statusCode).toBe(404);
    expect((await inject('GET', '/api/posts/not-a-uuid', null)).statusCode).toBe(404);
  });
});

describe('spritz', () => {
  it('is idempotent and never below zero', async () => {
    const post = (await createPost([text('like me')])).json();
    expect((await inject('PUT', `/api/posts/${post.id}/like`, null)).json().error.message).toBe('Please sign in to spritz posts');
    expect((await inject('DELETE', `/api/posts/${post.id}/like`, bob)).json()).toEqual({ liked: false, likesCount: 0 });
    expect((await inject('PUT', `/api/posts/${post.id}/like`, bob)).json()).toEqual({ liked: true, likesCount: 1 });
    expect((await inject('PUT', `/api/posts/${post.id}/like`, bob)).json()).toEqual({ liked: true, likesCount: 1 });
    expect((await inject('DELETE', `/api/posts/${post.id}/like`, bob)).json()).toEqual({ liked: false, likesCount: 0 });
    expect((await inject('DELETE', `/api/posts/${post.id}/like`, bob)).json()).toEqual({ liked: false, likesCount: 0 });
    expect((await inject('PUT', '/api/posts/00000000-0000-4000-8000-000000000000/like', bob)).statusCode).toBe(404);
    // A post deleted after the check and before the unlike ran: the statement finds no post (the route answers 404).
    const gone = (await createPost([text('gone soon')])).json();
    await t.database.db.delete(posts).where(eq(posts.id, gone.id));
    expect(await unlike(t.database.db, gone.id, bob.userId)).toBeUndefined();
    expect(await unlike(t.database.db, post.id, bob.userId)).toBe(0);
  });

  it('a hundred users liking one post at the same moment leave likes_count at exactly 100', async () => {
    const post = (await createPost([text('viral')])).json();
    const fans = await Promise.all(Array.from({ length: 100 }, () => signUp(t.app)));
    const results = await Promise.all(fans.map((f) => inject('PUT', `/api/posts/${post.id}/like`, f)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, post.id));
    const likes = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(postLikes)
      .where(eq(postLikes.postId, post.id));
    expect(row.likesCount).toBe(100);
    expect(likes[0].n).toBe(100);
    // and the author's profile shows them as Spritz
    const profile = (await inject('GET', `/api/profiles/${alice.userId}`)).json().profile;
    expect(profile.spritzCount).toBeGreaterThanOrEqual(100);

    // Each fan unlikes twice at once, half of them liking again meanwhile: the counter follows the rows exactly.
    const again = fans.slice(0, 50);
    const toggles = await Promise.all([
      ...fans.flatMap((f) => [inject('DELETE', `/api/posts/${post.id}/like`, f), inject('DELETE', `/api/posts/${post.id}/like`, f)]),
      ...again.map((f) => inject('PUT', `/api/posts/${post.id}/like`, f)),
    ]);
    expect(toggles.every((r) => r.statusCode === 200)).toBe(true);
    const [after] = await t.database.db.select().from(posts).where(eq(posts.id, post.id));
    const [left] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(postLikes)
      .where(eq(postLikes.postId, post.id));
    expect(after.likesCount).toBe(left.n);
  }, 120_000);
});

describe('comments', () => {
  it('are listed oldest first, counted by the server, and deletable only by their author', async () => {
    const post = (await createPost([text('talk to me')])).json();
    expect((await inject('POST', `/api/posts/${post.id}/comments`, bob, { content: '   ' })).statusCode).toBe(400);
    expect((await inject('POST', `/api/posts/${post.id}/comments`, null, { content: 'hi' })).statusCode).toBe(401);
    const first = await inject('POST', `/api/posts/${post.id}/comments`, bob, { content: ' first ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ content: 'first', author: { id: bob.userId } });
    await inject('POST', `/api/posts/${post.id}/comments`, alice, { content: 'second' });
    const list = (await inject('GET', `/api/posts/${post.id}/comments`)).json();
    expect(list.items.map((c: { content: string }) => c.content)).toEqual(['first', 'second']);
    expect((await inject('GET', `/api/posts?limit=50`)).json().items.find((p: { id: string }) => p.id === post.id).commentsCount).toBe(2);
    expect((await inject('DELETE', `/api/posts/${post.id}/comments/${first.json().id}`, alice)).statusCode).toBe(403);
    expect((await inject('DELETE', `/api/posts/${post.id}/comments/${first.json().id}`, bob)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row.commentsCount).toBe(1);
  });
});

describe('search and upload', () => {
  /** Every page of a search, followed by its cursors; the contents in the order answered. */
  async function searchAllPages(q: string, limit: number, who?: SignedUp | null): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await inject(
        'GET',
        `/api/posts/search?q=${encodeURIComponent(q)}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
        who,
      );
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().items.map((p: { content: string }) => p.content));
      cursor = res.json().nextCursor;
    } while (cursor);
    return seen;
  }

  it('matches title and content case-insensitively, whole and partial words, newest first', async () => {
    await createPost([text('An ode to VETIVER from Haiti')], bob);
    await createPost([text('vetiver again, smoky')], alice);
    const res = (await inject('GET', '/api/posts/search?q=Vetiver')).json();
    expect(res.items.map((p: { content: string }) => p.content)).toEqual(['vetiver again, smoky', 'An ode to VETIVER from Haiti']);
    expect((await inject('GET', '/api/posts/search?q=vetiv')).json().items).toHaveLength(2);
    // Several words: each as a whole word, in any order (the tsquery), or together as written (part of the text).
    const [both] = [(await createPost([text('Vetiver, then smoky haitian oud')], bob)).json()];
    expect((await inject('GET', '/api/posts/search?q=oud%20vetiver')).json().items.map((p: { id: string }) => p.id)).toEqual([both.id]);
    expect((await inject('GET', '/api/posts/search?q=haitian%20ou')).json().items.map((p: { id: string }) => p.id)).toEqual([both.id]);
    expect((await inject('GET', '/api/posts/search?q=zzqqxx')).json().items).toEqual([]);
    expect((await inject('GET', '/api/posts/search?q=')).statusCode).toBe(400);
    expect((await inject('GET', `/api/posts/search?q=${encodeURIComponent("'; drop table posts; --")}`)).statusCode).toBe(200);
    expect((await inject('GET', '/api/posts/search?q=100%25')).statusCode).toBe(200);
  });

  it('finds an edited post by a partial word of its new text only, title included', async () => {
    const post = (await createPost([text('Quillwort in the rain')], alice)).json();
    expect((await inject('GET', '/api/posts/search?q=uillwor')).json().items.map((p: { id: string }) => p.id)).toEqual([post.id]);
    expect(
      (await inject('PATCH', `/api/posts/${post.id}`, alice, { title: 'Études de Cédrat', content: 'Brambleroot at dusk' })).statusCode,
    ).toBe(200);
    // Visitors see the edit a second later, once the answers kept for them have expired.
    t.later();
    expect((await inject('GET', '/api/posts/search?q=uillwor')).json().items).toEqual([]);
    for (const q of ['ramblero', 'BRAMBLEROOT', 'tudes de c', 'ÉTUDES', 'cédr'])
      expect((await inject('GET', `/api/posts/search?q=${encodeURIComponent(q)}`)).json().items.map((p: { id: string }) => p.id)).toEqual([
        post.id,
      ]);
  });

  it('leaves hidden posts out of search without ending the pages early, for visitors, members and admins', async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3]) ids.push((await createPost([text(`sandalwood milk ${n}`)], bob)).json().id);
    // The middle match is hidden by a moderator: a page of one must still lead from the third to the first.
    await t.database.db.update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, ids[1]));
    for (const who of [null, alice, admin]) {
      expect(await searchAllPages('sandalwood', 1, who)).toEqual(['sandalwood milk 3', 'sandalwood milk 1']);
      // The planned page size (the client's 20) and a bound one answer alike.
      for (const limit of [20, 7]) {
        const page = (await inject('GET', `/api/posts/search?q=sandalwood&limit=${limit}`, who)).json();
        expect(page.items.map((p: { content: string }) => p.content)).toEqual(['sandalwood milk 3', 'sandalwood milk 1']);
        expect(page.nextCursor).toBeNull();
      }
    }
  });

  it('finds rare words beyond the newest 2,000 posts, across pages, without gaps or repeats', async () => {
    const base = Date.parse('2020-01-01T00:00:00Z');
    // Three old matches, buried under 2,100 newer posts that do not match.
    await t.database.db
      .insert(posts)
      .values(
        [0, 1, 2].map((i) => ({ authorId: bob.userId, content: `a rare orrisbutter accord ${i}`, createdAt: new Date(base + i * 1000) })),
      );
    await t.database.db.insert(posts).values(
      Array.from({ length: 2100 }, (_, i) => ({
        authorId: bob.userId,
        content: `filler ${i}`,
        createdAt: new Date(base + 10_000 + i * 1000),
      })),
    );
    // One recent match, so the answer mixes both steps.
    await createPost([text('fresh orrisbutter today')], alice);
    const answered = [
      'fresh orrisbutter today',
      'a rare orrisbutter accord 2',
      'a rare orrisbutter accord 1',
      'a rare orrisbutter accord 0',
    ];
    expect(await searchAllPages('orrisbutter', 2)).toEqual(answered);
    expect((await inject('GET', '/api/posts/search?q=orrisbut')).json().items).toHaveLength(4);
    // The newest posts held too few: asked again, the words go to the text indexes alone (searchPosts' rareWords),
    // which answer the same pages, a post written meanwhile included.
    await createPost([text('orrisbutter once more')], bob);
    t.later();
    expect(await searchAllPages('orrisbutter', 2)).toEqual(['orrisbutter once more', ...answered]);
  });

  /** Posts by bob older than 2,000 newer ones (a year before the last call's), so that only the text indexes find them (step 2). */
  let buriedYear = 2019;
  async function insertBuried(contents: string[]) {
    const old = Date.parse(`${buriedYear--}-06-01T00:00:00Z`);
    const all = [...contents, ...Array.from({ length: 2000 }, (_, i) => `filler ${i}`)];
    await t.database.db
      .insert(posts)
      .values(all.map((content, i) => ({ authorId: bob.userId, content, createdAt: new Date(old + i * 1000) })));
  }

  it("takes LIKE's wildcards in the words literally, among the newest posts and beyond them", async () => {
    await insertBuried(['old 50%_off tonka', 'old 50%Xoff tonka', 'old 5000 off tonka']);
    for (const content of ['sale: 500 off vanilla', 'sale: 50%xoff vanilla', 'sale: 50%_OFF vanilla'])
      await createPost([text(content)], alice);
    expect(await searchAllPages('50%_off', 1)).toEqual(['sale: 50%_OFF vanilla', 'old 50%_off tonka']);
  });

  it('finds two letters at the start of a word and one as a whole word, among the newest posts and beyond them', async () => {
    // The trigram index cannot look up fewer than three letters in a row, and would read all of itself trying.
    await insertBuried(['Zqwort old', 'bizq old', 'qj ok old', 'qjx old']);
    for (const content of ['bizq recent', 'zqwort recent', 'qj ok recent']) await createPost([text(content)], alice);
    expect(await searchAllPages('zq', 1)).toEqual(['zqwort recent', 'Zqwort old']);
    expect(await searchAllPages('qj ok', 1)).toEqual(['qj ok recent', 'qj ok old']);
    expect(await searchAllPages('q', 1)).toEqual([]);
  });

  it('lower-cases the words as PostgreSQL lower-cases the posts, final sigma and all', async () => {
    await createPost([text('ΟΔΟΣ ΑΡΩΜΑΤΟΣ')], alice);
    // JavaScript would write "δος" (a final sigma), PostgreSQL "δοσ".
    expect(await searchAllPages('ΔΟΣ', 20)).toEqual(['ΟΔΟΣ ΑΡΩΜΑΤΟΣ']);
    expect(await searchAllPages('ΜΑΤΟΣ', 20)).toEqual(['ΟΔΟΣ ΑΡΩΜΑΤΟΣ']);
  });

  it("pages past a matching post whose author has no profile row, which is never answered (an admin's search)", async () => {
    const ghost = await signUp(t.app);
    // A minute ago: newer than the other tests' old posts, older than the posts later tests make.
    const base = Date.now() - 60_000;
    await t.database.db.insert(posts).values([
      { authorId: bob.userId, content: 'nimbuswort old', createdAt: new Date(base) },
      { authorId: ghost.userId, content: 'nimbuswort ghost', createdAt: new Date(base + 1000) },
      { authorId: bob.userId, content: 'nimbuswort new', createdAt: new Date(base + 2000) },
    ]);
    await t.database.db.execute(sql`delete from profiles where id = ${ghost.userId}`);
    expect(await searchAllPages('nimbuswort', 1, admin)).toEqual(['nimbuswort new', 'nimbuswort old']);
  });

  it('the upload page needs a title, a description and an image; the post appears in the feed and search', async () => {
    const image = await syntheticPhoto(800, 600);
    expect(
      (
        await createPost(
          [
            { name: 'title', value: 'Amber' },
            { name: 'description', value: 'warm' },
          ],
          alice,
          '/api/posts/uploads',
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await createPost(
          [{ name: 'title', value: '' }, { name: 'description', value: 'warm' }, file(image, 'image/jpeg', 'a.jpg')],
          alice,
          '/api/posts/uploads',
        )
      ).statusCode,
    ).toBe(400);
    const vid = await createPost(
      [{ name: 'title', value: 'Amber' }, { name: 'description', value: 'warm' }, file(video(3), 'video/mp4', 'v.mp4')],
      alice,
      '/api/posts/uploads',
    );
    expect(vid.statusCode).toBe(415);
    expect(vid.json().error.message).toBe('Please select an image file');
    const ok = await createPost(
      [{ name: 'title', value: 'Labdanum Study' }, { name: 'description', value: 'resinous and warm' }, file(image, 'image/jpeg', 'a.jpg')],
      alice,
      '/api/posts/uploads',
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ title: 'Labdanum Study', content: 'resinous and warm' });
    expect((await inject('GET', '/api/posts?limit=1')).json().items[0].id).toBe(ok.json().id);
    expect((await inject('GET', '/api/posts/search?q=labdanum')).json().items[0].id).toBe(ok.json().id);
    expect((await inject('GET', `/api/profiles/${alice.userId}/posts?limit=1`)).json().items[0].id).toBe(ok.json().id);
  });
});
