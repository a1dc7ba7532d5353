/**
 * Upload-to-visible time of a ~4 MB photo as an avatar: the multipart POST (sniff, re-encode, store,
 * update the profile) and the first GET of the stored image, through real HTTP on 127.0.0.1.
 *   node --import tsx bench/profile-upload.ts [--runs 10]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/client';
import { syntheticPhoto } from '#server/media/test-images';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' } } });
const runs = Number(values.runs);
const dataDir = mkdtempSync(path.join(tmpdir(), 'sillage-bench-upload-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: '100000',
  AUTH_LIMIT_PER_IP: '100000',
  AUTH_LIMIT_PER_ACCOUNT: '100000',
});
const database = await openDatabase({ dataDir: 'memory' });
await database.migrate();
const app = await buildApp({ config, database, jwtSecret: 'bench-secret-bench-secret-bench-secret-00' });
const address = await app.listen({ host: '127.0.0.1', port: 0 });

const signup = await fetch(`${address}/api/auth/signup`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
});
const token = (await signup.json()).access_token as string;

// A 4000×3000 JPEG with detail at several scales, re-compressed until it weighs about 4 MB.
let photo = await syntheticPhoto(4000, 3000, 96);
for (let q = 96; photo.length > 4.3 * 1024 * 1024 && q > 60; q -= 4) photo = await syntheticPhoto(4000, 3000, q);

const times: number[] = [];
let variants: { name: string; bytes: number }[] = [];
for (let i = 0; i < runs; i++) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  const start = performance.now();
  const res = await fetch(`${address}/api/profiles/me/avatar`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const profile = await res.json();
  const [lg, sm] = await Promise.all([fetch(`${address}${profile.avatarUrl}`), fetch(`${address}${profile.avatarThumbUrl}`)]);
  const [lgBytes, smBytes] = [(await lg.arrayBuffer()).byteLength, (await sm.arrayBuffer()).byteLength];
  times.push(performance.now() - start);
  variants = [
    { name: 'avatar lg 400×400', bytes: lgBytes },
    { name: 'avatar sm 96×96', bytes: smBytes },
  ];
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(0);
console.log(`photo: ${(photo.length / 1024 / 1024).toFixed(2)} MB, 4000×3000 JPEG, ${runs} runs`);
console.log(
  `upload → visible (POST + both variants fetched): p50 ${pct(50)} ms, p90 ${pct(90)} ms, min ${times[0].toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms`,
);
for (const v of variants) console.log(`stored ${v.name}: ${(v.bytes / 1024).toFixed(1)} kB`);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
