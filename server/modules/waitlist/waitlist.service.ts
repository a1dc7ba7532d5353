import { MSG } from '#common/messages';
import type { AppContext } from '#server/context';
import { conflict, isUniqueViolation } from '#server/errors';
import * as repo from './waitlist.repository';

/** The pre-launch waitlist. The unique index on the lower-cased email settles simultaneous duplicates. */
export class WaitlistService {
  constructor(private readonly ctx: AppContext) {}

  async join(email: string): Promise<void> {
    try {
      await repo.insertWaitlistEmail(this.ctx.db, email);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MSG.waitlistDuplicate);
      throw err;
    }
  }
}
