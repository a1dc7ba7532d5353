import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/** Argon2id at OWASP's minimum: 19 MiB memory, 2 iterations, parallelism 1. */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most this many hashes at once (one per core, at most libuv's 4 threads); the others wait their turn.
 * A hash is CPU-bound, so more at once finishes none sooner, while each holds 19 MiB that the allocator keeps
 * (RSS under a burst of sign-ins: ~310 MB with four at once) and the libuv threads that files and
 * compression also need.
 */
export const HASHES_AT_ONCE = Math.max(1, Math.min(4, availableParallelism()));
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASHES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    // The turn passes straight to the next in line (`running` unchanged), or is given back.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password, OPTIONS));
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await inTurn(() => verify(storedHash, password));
  } catch {
    return false;
  }
}

/** How many hashes run now and how many wait (for the test). */
export const hashingLoad = () => ({ running, waiting: waiting.length });

/** A hash of a random password, verified against when an email is unknown so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-' + Math.random());
  return dummyHash;
}
