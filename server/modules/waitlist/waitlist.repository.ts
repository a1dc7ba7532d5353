import type { Executor } from '../../db/client';
import { waitlist } from '../../db/schema';

export async function insertWaitlistEmail(ex: Executor, email: string): Promise<void> {
  await ex.insert(waitlist).values({ email });
}
