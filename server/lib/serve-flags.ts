import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Node flags of `npm run serve` (package.json: `node <flags> dist/server/main.js`), the production command
 * (`npm start` runs the same), so that the benchmark and the tests start the compiled server as production does.
 */
export function serveNodeFlags(root = '.'): string[] {
  const serve: string = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.serve;
  const match = /^node ((?:--[\w-]+(?:=\S+)? )*)dist\/server\/main\.js$/.exec(serve);
  if (!match) throw new Error(`package.json scripts.serve is not "node [flags] dist/server/main.js": ${serve}`);
  return match[1].split(' ').filter(Boolean);
}
