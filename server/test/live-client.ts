/** One server-sent event as the live stream writes it. */
export interface Frame {
  id?: string;
  event: string;
  data: { topic?: string; kind?: string; subject?: string; extra?: string | null; unread?: number };
}

/** An open GET /api/live, read as a browser tab reads it: its frames in order, and a way to wait for one. */
export interface LiveClient {
  res: Response;
  /** Every frame received so far. */
  frames: Frame[];
  /** The id of the last frame that had one (what the client sends as Last-Event-ID). */
  lastId(): string | undefined;
  /** The first frame (received or to come) after the `from`-th one that `match` accepts; rejects after `ms`. */
  next(match: (f: Frame) => boolean, ms?: number, from?: number): Promise<Frame>;
  /** Settles when the server ends the stream (or the test aborts it). */
  ended: Promise<void>;
  abort(): void;
}

function parse(block: string): Frame | undefined {
  const frame: Frame = { event: 'message', data: {} };
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('id: ')) frame.id = line.slice(4);
    else if (line.startsWith('event: ')) frame.event = line.slice(7);
    else if (line.startsWith('data: ')) data += line.slice(6);
  }
  if (!data) return undefined;
  frame.data = JSON.parse(data) as Frame['data'];
  return frame;
}

/** Opens the live stream at `address` (a listening app) for `topics`, as `auth` (a member) or a visitor. */
export async function openLive(
  address: string,
  topics: string[],
  opts: { auth?: Record<string, string>; lastEventId?: string } = {},
): Promise<LiveClient> {
  const controller = new AbortController();
  const headers: Record<string, string> = { ...opts.auth };
  if (opts.lastEventId) headers['last-event-id'] = opts.lastEventId;
  const res = await fetch(`${address}/api/live?topics=${encodeURIComponent(topics.join(','))}`, { headers, signal: controller.signal });
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  let done = false;
  const ended = (async () => {
    if (res.status !== 200 || !res.body) return void (done = true);
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (frame) frames.push(frame);
        }
        for (const wake of waiters) wake();
      }
    } catch {
      /* aborted */
    } finally {
      done = true;
      for (const wake of waiters) wake();
    }
  })();
  return {
    res,
    frames,
    lastId: () => frames.findLast((f) => f.id !== undefined)?.id,
    ended,
    abort: () => controller.abort(),
    next(match, ms = 2000, from = 0) {
      return new Promise<Frame>((resolve, reject) => {
        const check = () => {
          const found = frames.slice(from).find(match);
          if (found) finish(() => resolve(found));
          else if (done) finish(() => reject(new Error('the stream ended')));
        };
        const timer = setTimeout(() => finish(() => reject(new Error(`no such frame within ${ms} ms`))), ms);
        const finish = (then: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          then();
        };
        waiters.add(check);
        check();
      });
    },
  };
}
