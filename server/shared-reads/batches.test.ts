import { describe, expect, it } from 'vitest';
import { readForMember } from './batches';

/**
 * A statement that records the members each execution was for (bound as `viewers`, an array's text) and ends when
 * `release` is called; each member's row names them.
 */
function recordingStatement() {
  const reads: string[][] = [];
  const pending: (() => void)[] = [];
  const statement = {
    execute(values: Record<string, unknown>) {
      const members = String(values.viewers).slice(1, -1).split(',');
      reads.push(members);
      return new Promise<{ viewer: string; state: string }[]>((resolve) =>
        pending.push(() => resolve(members.map((m) => ({ viewer: m, state: `state of ${m} on ${String(values.page)}` })))),
      );
    },
  };
  const release = () => pending.splice(0).forEach((end) => end());
  return { reads, statement, release };
}
const answersOf = (rows: { viewer: string; state: string }[]) => new Map(rows.map((r) => [r.viewer, r.state]));
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('readForMember', () => {
  it('reads the members who ask in the same turn once, each answered their own, a member who asks twice read once', async () => {
    const { reads, statement, release } = recordingStatement();
    const answers = Promise.all(['a', 'b', 'a', 'c'].map((m) => readForMember(statement, { page: 1 }, m, answersOf)));
    await turn();
    release();
    expect(await answers).toEqual(['state of a on 1', 'state of b on 1', 'state of a on 1', 'state of c on 1']);
    expect(reads).toEqual([['a', 'b', 'c']]);
  });

  it('makes those who ask while a read runs wait for the next, which starts after it ends', async () => {
    const { reads, statement, release } = recordingStatement();
    const first = readForMember(statement, { page: 1 }, 'a', answersOf);
    await turn();
    expect(reads).toEqual([['a']]);
    // Asked while the first read runs: not answered by it, whose state may be older than their ask.
    const later = [readForMember(statement, { page: 1 }, 'a', answersOf), readForMember(statement, { page: 1 }, 'b', answersOf)];
    await turn();
    expect(reads).toEqual([['a']]);
    release();
    expect(await first).toBe('state of a on 1');
    await turn();
    expect(reads).toEqual([['a'], ['a', 'b']]);
    release();
    expect(await Promise.all(later)).toEqual(['state of a on 1', 'state of b on 1']);
  });

  it('reads different values apart, and at most 100 members an execution', async () => {
    const { reads, statement, release } = recordingStatement();
    const many = Array.from({ length: 101 }, (_, i) => `m${i}`);
    const answers = Promise.all([
      ...many.map((m) => readForMember(statement, { page: 1 }, m, answersOf)),
      readForMember(statement, { page: 2 }, 'a', answersOf),
    ]);
    await turn();
    expect(reads.map((r) => r.length)).toEqual([100, 1, 1]);
    release();
    expect((await answers).at(-1)).toBe('state of a on 2');
  });

  it('fails only the asks a failed read answers, and reads again for the next', async () => {
    let fail = true;
    const statement = {
      execute: async (values: Record<string, unknown>) => {
        if (fail) throw new Error('the database went away');
        return String(values.viewers)
          .slice(1, -1)
          .split(',')
          .map((m) => ({ viewer: m, state: `state of ${m}` }));
      },
    };
    await expect(Promise.all([readForMember(statement, {}, 'a', answersOf), readForMember(statement, {}, 'b', answersOf)])).rejects.toThrow(
      'the database went away',
    );
    fail = false;
    expect(await readForMember(statement, {}, 'a', answersOf)).toBe('state of a');
  });

  it('fails an ask its read gave no answer, rather than answering it with another member’s', async () => {
    const statement = { execute: async () => [{ viewer: 'b', state: 'state of b' }] };
    await expect(readForMember(statement, {}, 'a', answersOf)).rejects.toThrow('no answer');
  });

  it('fails every ask of a read whose answers cannot be handed out, and reads the next asks again', async () => {
    const statement = { execute: async () => [{ viewer: 'a', state: 'state of a' }] };
    const broken = (): Map<string, string> => {
      throw new Error('cannot hand out');
    };
    await expect(Promise.all([readForMember(statement, {}, 'a', broken), readForMember(statement, {}, 'b', broken)])).rejects.toThrow(
      'cannot hand out',
    );
    expect(await readForMember(statement, {}, 'a', answersOf)).toBe('state of a');
  });

  it('fails the asks of a read that throws at once, and of those values only', async () => {
    const statement = {
      execute: (values: Record<string, unknown>) => {
        if (values.page === 1) throw new Error('could not start');
        return Promise.resolve([{ viewer: 'a', state: 'state of a' }]);
      },
    };
    const [failed, other] = await Promise.allSettled([
      readForMember(statement, { page: 1 }, 'a', answersOf),
      readForMember(statement, { page: 2 }, 'a', answersOf),
    ]);
    expect(failed).toMatchObject({ status: 'rejected', reason: { message: 'could not start' } });
    expect(other).toEqual({ status: 'fulfilled', value: 'state of a' });
  });
});
