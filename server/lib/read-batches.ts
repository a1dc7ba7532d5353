/**
 * The same read for many members, asked at the same time, made once for all of them: members answered from one
 * shared page each need their own state of it (server/db/member-state.ts), and a statement is mostly its fixed cost
 * (PostgreSQL's CPU a statement, a round trip, a bind and a result in the app): read alone, 400 µs of the
 * database's CPU a member; ten at once, 100 (docs/benchmarks/api.md, nineteenth session).
 *
 * Asks with the same `key` (the same statement with the same values, the members aside) wait while that read is
 * already running, and go together in the next, after it ends; an ask when none is running waits only for the
 * event loop's turn (setImmediate), so that the asks that came in the same turn go together. So a read starts after
 * every ask it answers arrived: a member's own write that ended before they asked is in their answer, as when each
 * read alone. A member who asks twice in one batch is read once. At most `maxMembers` a read; the rest wait for
 * the next. Nothing is kept once a read has answered: this is no cache, and holds nothing another process must know.
 */
export class ReadBatches<S> {
  private readonly batches = new Map<string, Batch<S>>();

  constructor(private readonly maxMembers = 100) {
    if (!(Number.isInteger(maxMembers) && maxMembers >= 1)) throw new Error('ReadBatches: maxMembers must be a whole number, 1 or more');
  }

  /** `member`'s answer of the read `key`, which `readAll` makes for a list of members (each of them in its map). */
  read(key: string, member: string, readAll: (members: string[]) => Promise<Map<string, S>>): Promise<S> {
    let batch = this.batches.get(key);
    if (!batch) this.batches.set(key, (batch = { readAll, waiting: new Map(), running: false, scheduled: false }));
    const asked = batch;
    return new Promise<S>((resolve, reject) => {
      const waiters = asked.waiting.get(member);
      if (waiters) waiters.push({ resolve, reject });
      else asked.waiting.set(member, [{ resolve, reject }]);
      this.schedule(key, asked);
    });
  }

  private schedule(key: string, batch: Batch<S>) {
    if (batch.running || batch.scheduled) return;
    batch.scheduled = true;
    setImmediate(() => this.run(key, batch));
  }

  private run(key: string, batch: Batch<S>) {
    batch.scheduled = false;
    const members = [...batch.waiting.keys()].slice(0, this.maxMembers);
    const answering = members.map((m) => [m, batch.waiting.get(m)!] as const);
    for (const m of members) batch.waiting.delete(m);
    batch.running = true;
    const settle = (answer: (member: string, waiter: Waiter<S>) => void) => {
      batch.running = false;
      try {
        for (const [member, waiters] of answering) for (const waiter of waiters) answer(member, waiter);
      } catch (error) {
        // Whoever an answer could not be handed to is failed, not left waiting (settling twice changes nothing).
        for (const [, waiters] of answering) for (const waiter of waiters) waiter.reject(error);
      } finally {
        if (batch.waiting.size > 0) this.schedule(key, batch);
        else if (this.batches.get(key) === batch) this.batches.delete(key);
      }
    };
    Promise.resolve()
      .then(() => batch.readAll(members))
      .then(
        (answers) =>
          settle((member, waiter) => {
            const answer = answers.get(member);
            if (answer === undefined) waiter.reject(new Error(`read ${key}: no answer for a member asked`));
            else waiter.resolve(answer);
          }),
        (error: unknown) => settle((_member, waiter) => waiter.reject(error)),
      );
  }
}

interface Waiter<S> {
  resolve(answer: S): void;
  reject(error: unknown): void;
}

interface Batch<S> {
  readAll: (members: string[]) => Promise<Map<string, S>>;
  waiting: Map<string, Waiter<S>[]>;
  running: boolean;
  scheduled: boolean;
}
