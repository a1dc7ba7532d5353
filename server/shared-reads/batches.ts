import DataLoader from 'dataloader';

/** Ids read from the database (or signed into a token) as a statement binds them: an array's text. */
export const idsParam = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** The most members one execution reads; more asking at once go in further executions of the same turn. */
const MAX_MEMBERS = 100;

/** The loaders collecting asks per statement and values, each until it dispatches its read. */
const loadersOf = new WeakMap<object, Map<string, DataLoader<string, unknown>>>();
/** The read under way per statement and values, if any: the next waits for it to end before it starts. */
const runningOf = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * `viewerId`'s answer of `statement` (prepared, for every member in `viewers`, each row naming its member as
 * `viewer`) with `values` (all it binds but the members), made of the rows by `answersOf` for each member asked.
 * Members asking the same statement with the same values at the same time are read together, in one execution: a
 * dataloader per statement and values (no cache) dispatches on the event loop's next turn, or, while a read of the
 * same is under way, on the turn after it ends, so the asks that come meanwhile go together (dispatching every turn
 * instead made 1.3 to 2.5 times as many executions under load: docs/decisions/0018). A read starts after every ask it
 * answers arrived, so a member's own write that ended before they asked is in their answer. A member who asks twice
 * in one read is read once; at most 100 members an execution. Nothing is kept once a read has answered.
 */
export function readForMember<R extends { viewer: string }, S>(
  statement: { execute(values: Record<string, unknown>): Promise<R[]> },
  values: Record<string, unknown>,
  viewerId: string,
  answersOf: (rows: R[]) => Map<string, S>,
): Promise<S> {
  let loaders = loadersOf.get(statement);
  if (!loaders) loadersOf.set(statement, (loaders = new Map()));
  const key = JSON.stringify(values);
  let running = runningOf.get(statement);
  if (!running) runningOf.set(statement, (running = new Map()));
  let loader = loaders.get(key) as DataLoader<string, S> | undefined;
  if (!loader) {
    const batches = loaders;
    const reads = running;
    const own: DataLoader<string, S> = new DataLoader<string, S>(
      async (members) => {
        // Dispatched: asks from now on go in the next read.
        if (batches.get(key) === own) batches.delete(key);
        const read = statement.execute({ ...values, viewers: idsParam([...new Set(members)]) });
        const ended = read.then(
          () => undefined,
          () => undefined,
        );
        reads.set(key, ended);
        void ended.then(() => {
          if (reads.get(key) === ended) reads.delete(key);
        });
        const answers = answersOf(await read);
        return members.map((m) => (answers.has(m) ? answers.get(m)! : new Error(`read ${key}: no answer for a member asked`)));
      },
      {
        cache: false,
        maxBatchSize: MAX_MEMBERS,
        // The event loop's next turn, or, while a read of the same is under way, the turn after it ends: the asks that
        // come meanwhile go together.
        batchScheduleFn: (dispatch) => {
          const under = reads.get(key);
          if (under) void under.then(() => setImmediate(dispatch));
          else setImmediate(dispatch);
        },
      },
    );
    batches.set(key, own);
    loader = own;
  }
  return loader.load(viewerId);
}
