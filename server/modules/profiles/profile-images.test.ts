import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { blackPng, syntheticPhoto } from '#server/media/test-images';

let t: TestApp;
let user: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app);
});
afterAll(() => t.close());

/** A real multipart body, as a browser's FormData sends it. */
function multipart(filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----sillage${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (kind: 'avatar' | 'cover', filename: string, contentType: string, bytes: Buffer, who: SignedUp | null = user) => {
  const body = multipart(filename, contentType, bytes);
  return t.app.inject({
    method: 'POST',
    url: `/api/profiles/me/${kind}`,
    payload: body.payload,
    headers: { ...body.headers, ...(who ? who.auth : {}) },
  });
};
const me = async (who: SignedUp = user) => (await t.app.inject({ method: 'GET', url: '/api/profiles/me', headers: who.auth })).json();

describe('avatar and cover uploads', () => {
  it('re-encodes a photo into WebP variants without metadata, served with a one-hour cache', async () => {
    const jpeg = await sharp(await syntheticPhoto(1200, 800))
      .withMetadata({
        orientation: 6,
        exif: { IFD0: { Copyright: 'secret-owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } },
      })
      .jpeg()
      .toBuffer();
    const res = await upload('avatar', 'holiday.jpg', 'image/jpeg', jpeg);
    expect(res.statusCode).toBe(200);
    const { avatarUrl, avatarThumbUrl } = res.json();
    expect(avatarUrl).toMatch(new RegExp(`^/files/${user.userId}/avatar_[0-9a-f]{16}\\.webp$`));
    expect(avatarThumbUrl).toMatch(new RegExp(`^/files/${user.userId}/avatar_[0-9a-f]{16}-sm\\.webp$`));
    const file = await t.app.inject({ method: 'GET', url: avatarUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('max-age=3600');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
    const thumb = await sharp((await t.app.inject({ method: 'GET', url: avatarThumbUrl })).rawPayload).metadata();
    expect([thumb.width, thumb.height]).toEqual([96, 96]);
  });

  it('removes the previous files when a new image replaces them', async () => {
    const first = (
      await upload(
        'cover',
        'a.png',
        'image/png',
        await sharp(await syntheticPhoto(900, 300))
          .png()
          .toBuffer(),
      )
    ).json();
    const second = await upload('cover', 'b.jpg', 'image/jpeg', await syntheticPhoto(1600, 600));
    expect(second.statusCode).toBe(200);
    expect(second.json().coverImageUrl).not.toBe(first.coverImageUrl);
    expect((await t.app.inject({ method: 'GET', url: first.coverImageUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: first.coverThumbUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second.json().coverImageUrl })).statusCode).toBe(200);
  });

  it('decides the type from the bytes: a script renamed .jpg is a 415 and changes nothing', async () => {
    const before = await me();
    const res = await upload('avatar', 'cat.jpg', 'image/jpeg', Buffer.from('<script>alert(document.cookie)</script>'));
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Please select an image file');
    expect(await me()).toEqual(before);
  });

  it('refuses a zero-byte file, a truncated image and a huge-dimension image', async () => {
    const before = await me();
    expect((await upload('avatar', 'empty.png', 'image/png', Buffer.alloc(0))).statusCode).toBe(415);
    const photo = await syntheticPhoto(800, 600);
    expect((await upload('avatar', 'half.jpg', 'image/jpeg', photo.subarray(0, Math.floor(photo.length / 2)))).statusCode).toBe(415);
    const bomb = blackPng(20_000, 20_000);
    const huge = await upload('avatar', 'bomb.png', 'image/png', bomb);
    expect(huge.statusCode).toBe(422);
    expect(await me()).toEqual(before);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const res = await upload(
      'cover',
      'big.jpg',
      'image/jpeg',
      Buffer.concat([await syntheticPhoto(400, 300), Buffer.alloc(5 * 1024 * 1024)]),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('Please select an image under 5MB');
  });

  it('needs sign-in and a multipart body', async () => {
    expect((await upload('avatar', 'a.jpg', 'image/jpeg', await syntheticPhoto(100, 100), null)).statusCode).toBe(401);
    const json = await t.app.inject({ method: 'POST', url: '/api/profiles/me/avatar', payload: { file: 'x' }, headers: user.auth });
    expect(json.statusCode).toBe(415);
    const nofile = await t.app.inject({
      method: 'POST',
      url: '/api/profiles/me/avatar',
      payload: `------x\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n------x--\r\n`,
      headers: { 'content-type': 'multipart/form-data; boundary=----x', ...user.auth },
    });
    expect(nofile.statusCode).toBe(400);
  });
});
