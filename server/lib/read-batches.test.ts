import { describe, expect, it } from 'vitest';
import { ReadBatches } from './read-batches';

/** A read of each member's answer that records the members it was made for, and ends when `release` is called. */
function recordingRead() {
  const reads: string[][] = [];
  const pending: (() => void)[] = [];
  const readAll = (members: string[]) => {
    reads.push(members);
    return new Promise<Map<string, string>>((resolve) => pending.push(() => resolve(new Map(members.map((m) => [m, `state of ${m}`])))));
  };
  const release = () => pending.splice(0).forEach((end) => end());
  return { reads, readAll, release };
}
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('ReadBatches', () => {
  it('reads the members who ask in the same turn once, each answered their own, a member who asks twice read once', async () => {
    const batches = new ReadBatches<string>();
    const { reads, readAll, release } = recordingRead();
    const answers = Promise.all(['a', 'b', 'a', 'c'].map((m) => batches.read('page 1', m, readAll)));
    await turn();
    release();
    expect(await answers).toEqual(['state of a', 'state of b', 'state of a', 'state of c']);
    expect(reads).toEqual([['a', 'b', 'c']]);
  });

  it('makes those who ask while a read runs wait for the next, which starts after it ends', async () => {
    const batches = new ReadBatches<string>();
    const { reads, readAll, release } = recordingRead();
    const first = batches.read('page 1', 'a', readAll);
    await turn();
    expect(reads).toEqual([['a']]);
    // Asked while the first read runs: not answered by it, whose state may be older than their ask.
    const later = [batches.read('page 1', 'a', readAll), batches.read('page 1', 'b', readAll)];
    await turn();
    expect(reads).toEqual([['a']]);
    release();
    expect(await first).toBe('state of a');
    await turn();
    expect(reads).toEqual([['a'], ['a', 'b']]);
    release();
    expect(await Promise.all(later)).toEqual(['state of a', 'state of b']);
  });

  it('reads different keys apart, and at most maxMembers at a time', async () => {
    const batches = new ReadBatches<string>(2);
    const { reads, readAll, release } = recordingRead();
    const answers = Promise.all([
      batches.read('page 1', 'a', readAll),
      batches.read('page 2', 'a', readAll),
      batches.read('page 1', 'b', readAll),
      batches.read('page 1', 'c', readAll),
    ]);
    await turn();
    expect(reads).toEqual([['a', 'b'], ['a']]);
    release();
    await turn();
    await turn();
    expect(reads).toEqual([['a', 'b'], ['a'], ['c']]);
    release();
    expect(await answers).toEqual(['state of a', 'state of a', 'state of b', 'state of c']);
  });

  it('fails only the asks a failed read answers, and reads again for the next', async () => {
    const batches = new ReadBatches<string>();
    let fail = true;
    const readAll = async (members: string[]) => {
      if (fail) throw new Error('the database went away');
      return new Map(members.map((m) => [m, `state of ${m}`]));
    };
    await expect(Promise.all([batches.read('page 1', 'a', readAll), batches.read('page 1', 'b', readAll)])).rejects.toThrow(
      'the database went away',
    );
    fail = false;
    expect(await batches.read('page 1', 'a', readAll)).toBe('state of a');
  });

  it('fails an ask its read gave no answer, rather than answering it with another member’s', async () => {
    const batches = new ReadBatches<string>();
    await expect(batches.read('page 1', 'a', async () => new Map([['b', 'state of b']]))).rejects.toThrow('no answer');
  });
});

describe('ReadBatches, when a read misbehaves', () => {
  it('fails every ask of a read whose answers cannot be handed out, and reads the next asks again', async () => {
    const batches = new ReadBatches<string>();
    const broken = async () => 'not a map' as unknown as Map<string, string>;
    await expect(Promise.all([batches.read('page 1', 'a', broken), batches.read('page 1', 'b', broken)])).rejects.toThrow();
    expect(await batches.read('page 1', 'a', async () => new Map([['a', 'state of a']]))).toBe('state of a');
  });

  it('fails the asks of a read that throws at once, and of that key only', async () => {
    const batches = new ReadBatches<string>();
    const throwing = (): Promise<Map<string, string>> => {
      throw new Error('could not start');
    };
    const [failed, other] = await Promise.allSettled([
      batches.read('page 1', 'a', throwing),
      batches.read('page 2', 'a', async () => new Map([['a', 'state of a']])),
    ]);
    expect(failed).toMatchObject({ status: 'rejected', reason: { message: 'could not start' } });
    expect(other).toEqual({ status: 'fulfilled', value: 'state of a' });
  });

  it('refuses a batch size below one, which would never read anyone', () => {
    expect(() => new ReadBatches<string>(0)).toThrow('maxMembers');
  });
});
