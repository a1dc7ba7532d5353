import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** The bucket every test s3rver starts with. */
export const TEST_BUCKET = 'sillage-test';

// s3rver signs ListObjectsV2 continuation tokens with DES, which OpenSSL 3 only has in its legacy provider,
// so any truncated listing fails in a plain Node process. It therefore runs in a child process started with
// --openssl-legacy-provider (which the test workers themselves cannot turn on). The child exits when its
// stdin closes, so it never outlives the test process.
const CHILD = `
const S3rver = require(process.env.S3RVER_MODULE);
const server = new S3rver({
  address: '127.0.0.1', port: 0, directory: process.env.S3RVER_DIR, silent: true,
  configureBuckets: [{ name: process.env.S3RVER_BUCKET }],
});
server.run().then(({ port }) => process.stdout.write(port + '\\n'), (err) => { console.error(err); process.exit(1); });
process.stdin.on('end', () => server.close().finally(() => process.exit(0)));
process.stdin.resume();
`;

/**
 * Starts a real local S3 (s3rver, credentials S3RVER/S3RVER, path-style) on 127.0.0.1 with a fresh temp
 * directory and the `sillage-test` bucket. Test helper only.
 */
export async function startS3rver(): Promise<{ port: number; url: string; close(): Promise<void> }> {
  const directory = await mkdtemp(path.join(tmpdir(), 'sillage-s3-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', CHILD], {
    env: {
      ...process.env,
      S3RVER_MODULE: createRequire(import.meta.url).resolve('s3rver'),
      S3RVER_DIR: directory,
      S3RVER_BUCKET: TEST_BUCKET,
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const [first] = (await Promise.race([once(lines, 'line'), once(child, 'exit').then(() => [undefined])])) as [string | undefined];
  lines.close();
  const port = Number(first);
  if (!port) throw new Error('s3rver did not start');
  return {
    port,
    url: `s3://S3RVER:S3RVER@127.0.0.1:${port}/${TEST_BUCKET}?tls=false&forcePathStyle=true`,
    async close() {
      const exited = child.exitCode === null ? once(child, 'exit') : Promise.resolve();
      child.stdin!.end();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
