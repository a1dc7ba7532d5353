import { LIVE_TOPICS } from '#common/live-constants';
import { MSG } from '#common/messages';
import { LiveHeadersSchema, LiveQuerySchema } from '#common/schemas/live';
import type { App, AppContext } from '#server/context';
import { tooMany, unauthorized } from '#server/errors';
import type { LiveEvent, LiveViewer, Missed } from '#server/lib/live-events';
import { NotificationsService } from '#server/modules/notifications/notifications.service';

const HEARTBEAT_MS = 25_000;

/** One SSE frame: an event with an id is one a resuming stream asks after (Last-Event-ID). */
const frame = (event: string, data: unknown, id?: string) => `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
/** An event's frame, written once however many streams it is sent to (the same object reaches each of them). */
const frames = new WeakMap<LiveEvent, string>();
const liveFrame = (e: LiveEvent) => {
  let text = frames.get(e);
  if (text === undefined) frames.set(e, (text = frame('live', { topic: e.topic, kind: e.kind, subject: e.subject, extra: e.extra }, e.id)));
  return text;
};

/**
 * GET /api/live: one stream of server-sent events per browser tab, for every live part of the page it shows.
 * Topics (`?topics=inbox,feed,post:<id>`): `inbox` sends `unread` (the member's unread count, at once and after
 * every change); the others send `live` events (a new post or discussion, a post's or discussion's edit, counts,
 * deletion and comments) to viewers the visibility rule lets see them, the content itself being read through
 * the API. Each `live` event has an id; a stream opened again with `Last-Event-ID` is first sent what it missed,
 * or `reset` when that is no longer kept (the client then refetches). A new stream is first sent `ready` with the
 * id it starts from. Members' streams end with their session and count against MAX_STREAMS_PER_MEMBER; visitors
 * may follow everything but the inbox. Read with fetch and the bearer header, so no token travels in a URL.
 */
export async function liveRoutes(app: App, ctx: AppContext) {
  const notifications = new NotificationsService(ctx);

  app.get(
    '/live',
    { schema: { tags: ['live'], security: [{ bearer: [] }], querystring: LiveQuerySchema, headers: LiveHeadersSchema, hide: true } },
    async (request, reply) => {
      const auth = request.auth;
      const topics = request.query.topics;
      const wantsInbox = topics.includes(LIVE_TOPICS.inbox);
      if (wantsInbox && !auth) throw unauthorized();
      const contentTopics = topics.filter((t) => t !== LIVE_TOPICS.inbox);
      const viewer: LiveViewer = auth ? { userId: auth.userId, isAdmin: auth.isAdmin } : null;
      const res = reply.raw;
      let closed = false;
      let hijacked = false;
      /** Live events that arrive while the stream starts wait here, to follow what it is sent first. */
      let held: LiveEvent[] | null = [];
      const stops: (() => void)[] = [];
      const heartbeat = setInterval(() => hijacked && res.write(': keep-alive\n\n'), HEARTBEAT_MS).unref();
      /** Ends the stream once, whoever ends it: the client going, the server when the session ends, a failed start. */
      const finish = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        for (const stop of stops) stop();
        if (hijacked && !res.writableEnded) res.end();
      };
      const write = (chunk: string) => void (!closed && !res.writableEnded && res.write(chunk));
      let pending: Promise<void> = Promise.resolve();
      const pushUnread = () => {
        pending = pending
          .then(async () => {
            if (closed) return;
            const { unread } = await notifications.unread(auth!.userId);
            write(frame('unread', { unread }));
          })
          .catch((err) => request.log.warn({ err }, 'live stream: count failed'));
      };
      const send = (e: LiveEvent) => {
        if (held) held.push(e);
        else write(liveFrame(e));
      };
      let start: Missed | string = '0';
      try {
        // The server ends a member's stream when the session that opened it ends (sign-out, suspension: lib/live-streams.ts).
        const added = auth
          ? await ctx.streams.add(auth.userId, auth.sessionId, auth.isAdmin, finish)
          : ctx.streams.addVisitor(request.ip, finish);
        if (added === 'too-many') throw tooMany(MSG.tooManyStreams);
        stops.push(added);
        if (wantsInbox) stops.push(await ctx.inboxEvents.subscribe(auth!.userId, pushUnread));
        if (contentTopics.length > 0) {
          stops.push(await ctx.liveEvents.subscribe({ viewer, topics: new Set(contentTopics), send }));
          const lastId = request.headers['last-event-id'];
          start = lastId ? await ctx.liveEvents.missed(viewer, contentTopics, lastId) : await ctx.liveEvents.latestId();
        }
        if (closed) throw unauthorized(); // the session ended while the stream was being set up
      } catch (err) {
        finish();
        throw err;
      }
      reply.hijack();
      hijacked = true;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      write('retry: 2000\n\n');
      if (contentTopics.length > 0) {
        if (start === 'reset') write(frame('reset', {}, await ctx.liveEvents.latestId().catch(() => undefined)));
        else if (typeof start === 'string') write(frame('ready', {}, start));
        else for (const e of start) write(liveFrame(e));
      }
      for (const e of held) write(liveFrame(e));
      held = null;
      if (wantsInbox) pushUnread();
      request.raw.on('close', finish);
    },
  );
}
