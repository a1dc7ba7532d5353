import { z } from 'zod';
import { MAX_LIVE_TOPICS } from '#common/live-constants';

export { MAX_LIVE_TOPICS } from '#common/live-constants';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const TOPIC = new RegExp(`^(inbox|feed|forum|(post|discussion):${UUID})$`, 'i');

/** GET /api/live: the topics, comma-separated. */
export const LiveQuerySchema = z.object({
  topics: z
    .string()
    .max(MAX_LIVE_TOPICS * 60)
    .transform((s) => [...new Set(s.split(',').map((t) => t.toLowerCase()))])
    .pipe(
      z
        .array(z.string().regex(TOPIC, 'must be inbox, feed, forum, post:<id> or discussion:<id>'))
        .min(1)
        .max(MAX_LIVE_TOPICS, `at most ${MAX_LIVE_TOPICS} topics`),
    ),
});

/** The last event a resuming stream was sent (EventSource's header): a live_events id. */
export const LiveHeadersSchema = z.object({
  'last-event-id': z
    .string()
    .regex(/^\d{1,18}$/, 'must be an event id')
    .optional(),
});
