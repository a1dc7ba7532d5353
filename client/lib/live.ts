import { useEffect, useRef, useState } from 'react';
import type { LiveMessage } from '#common/live-constants';
import { LIVE_TOPICS } from '#common/live-constants';
import { authorized } from './api';

/**
 * What a topic's subscribers are told: a `live` event of theirs, the unread count (the `inbox` topic), or
 * `reset`: what was missed while the stream was away is no longer kept, so refetch.
 */
export type LiveSignal = ({ type: 'live' } & LiveMessage) | { type: 'unread'; unread: number } | { type: 'reset' };
type Handler = (signal: LiveSignal) => void;

/**
 * The tab's one live stream (GET /api/live), shared by every widget: each subscribes to its topics, and the
 * stream follows the union of them, opened again (with Last-Event-ID, so nothing is missed) when that set
 * changes, when the member signs in or out, and after a dropped connection (with backoff).
 */
const handlers = new Map<string, Set<Handler>>();
let controller: AbortController | null = null;
let following = '';
let lastEventId: string | undefined;
let scheduled = false;

function schedule() {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(() => {
    scheduled = false;
    const topics = [...handlers.keys()].sort().join(',');
    if (topics === following && controller) return;
    restartLive();
  });
}

/** Opens the stream again for the current topics (after signing in or out, the token changed). */
export function restartLive() {
  controller?.abort();
  controller = null;
  following = [...handlers.keys()].sort().join(',');
  if (!following) return;
  const mine = new AbortController();
  controller = mine;
  void run(following, mine.signal);
}

function tell(topic: string, signal: LiveSignal) {
  for (const h of handlers.get(topic) ?? []) h(signal);
}

function dispatch(event: string, data: string, id: string | undefined) {
  if (id) lastEventId = id;
  if (event === 'unread') tell(LIVE_TOPICS.inbox, { type: 'unread', unread: (JSON.parse(data) as { unread: number }).unread });
  else if (event === 'live') {
    const message = JSON.parse(data) as LiveMessage;
    tell(message.topic, { type: 'live', ...message });
  } else if (event === 'reset') for (const topic of handlers.keys()) tell(topic, { type: 'reset' });
}

async function run(topics: string, signal: AbortSignal) {
  let wait = 1000;
  while (!signal.aborted) {
    try {
      const headers: Record<string, string> = lastEventId ? { 'last-event-id': lastEventId } : {};
      const res = await authorized(`/live?topics=${encodeURIComponent(topics)}`, { signal, headers });
      if (!res.ok || !res.body) throw new Error(`live stream: ${res.status}`);
      const reader = res.body.getReader();
      wait = 1000;
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(block)?.[1];
          const data = field('data');
          if (data) dispatch(field('event') ?? 'message', data, field('id'));
        }
      }
    } catch {
      if (signal.aborted) return;
    }
    await new Promise((r) => setTimeout(r, wait));
    wait = Math.min(wait * 2, 30_000);
  }
}

/** Subscribes `handler` to `topic` on the tab's stream; returns the way to unsubscribe. */
export function subscribeLive(topic: string, handler: Handler): () => void {
  let set = handlers.get(topic);
  if (!set) handlers.set(topic, (set = new Set()));
  set.add(handler);
  schedule();
  return () => {
    set.delete(handler);
    if (set.size === 0 && handlers.get(topic) === set) handlers.delete(topic);
    schedule();
  };
}

/** Follows `topic` (none when null) while the component is mounted; `handler` may change between renders. */
export function useLiveTopic(topic: string | null, handler: Handler) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!topic) return;
    return subscribeLive(topic, (signal) => latest.current(signal));
  }, [topic]);
}

/**
 * The ids announced on `topic` as new items (`kind` events that `accept` takes) that the list does not hold yet:
 * what the "N new … — show" bar counts. An id leaves once the list holds it (after "show", or the member's own
 * post); the announcements start again when `listKey` (the list's filters) changes.
 */
export function useNewItems(
  topic: string | null,
  kind: string,
  loaded: readonly string[],
  listKey = '',
  accept?: (message: LiveMessage) => boolean,
): string[] {
  const [announced, setAnnounced] = useState<{ key: string; ids: string[] }>({ key: listKey, ids: [] });
  useLiveTopic(topic, (signal) => {
    if (signal.type !== 'live' || signal.kind !== kind || (accept && !accept(signal))) return;
    setAnnounced((a) =>
      a.key !== listKey
        ? { key: listKey, ids: [signal.subject] }
        : a.ids.includes(signal.subject)
          ? a
          : { key: listKey, ids: [...a.ids, signal.subject] },
    );
  });
  if (announced.key !== listKey) return [];
  const held = new Set(loaded);
  return announced.ids.filter((id) => !held.has(id));
}
