import type { Executor } from '#server/db/client';
import { waitlist } from '#server/db/schema';

export async function insertWaitlistEmail(ex: Executor, email: string): Promise<void> {
  await ex.insert(waitlist).values({ email });
}
