import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FILE = 'server.pid';

/** Records that this process serves the embedded database in `dataDir`; released on shutdown. */
export function holdEmbeddedDatabase(dataDir: string) {
  const file = path.join(dataDir, FILE);
  writeFileSync(file, String(process.pid));
  return {
    release() {
      try {
        if (readFileSync(file, 'utf8') === String(process.pid)) rmSync(file);
      } catch {
        // already gone
      }
    },
  };
}

/** The pid of a live server holding the embedded database in `dataDir`, or undefined. */
export function embeddedDatabaseHolder(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, FILE), 'utf8'));
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}
