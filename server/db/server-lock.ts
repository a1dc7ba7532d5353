import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FILE = 'server.pid';

/** Another live process holds the embedded database. */
export class EmbeddedDatabaseHeld extends Error {
  constructor(
    readonly pid: number,
    dataDir: string,
  ) {
    super(
      `Another process (pid ${pid}) holds the embedded database in ${dataDir}: a running server, or npm run backup, ` +
        'restore or user:role. PGlite allows one process at a time: stop it first.',
    );
    this.name = 'EmbeddedDatabaseHeld';
  }
}

/**
 * Claims the embedded database in `dataDir` for this process before it is opened (the server, and the commands
 * that open it: backup, restore, user:role), so that two processes never open one PGlite folder at once; released
 * on shutdown. The note is created exclusively: of two processes claiming at once, one fails. A note left by a
 * process that died (kill -9, a crash) is taken over. Throws EmbeddedDatabaseHeld while a live process holds it.
 */
export function holdEmbeddedDatabase(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
      const holder = embeddedDatabaseHolder(dataDir);
      if (holder) throw new EmbeddedDatabaseHeld(holder, dataDir);
      rmSync(file, { force: true }); // left by a process that is gone
    }
  }
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

/** The pid of a live process holding the embedded database in `dataDir` (not this one), or undefined. */
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

/**
 * For a command that opens the embedded database: stops it (exit code 3) with what to do while a live process holds
 * `dataDir`. `command` is how the user runs it again (e.g. `npm run backup`).
 */
export function refuseWhileHeld(dataDir: string, command: string): void {
  const holder = embeddedDatabaseHolder(dataDir);
  if (!holder) return;
  console.error(
    [
      `The server (pid ${holder}) holds the embedded database in ${dataDir}: PGlite allows one process at a time.`,
      `Stop the server, run \`${command}\` again, then start the server.`,
    ].join('\n'),
  );
  process.exit(3);
}
