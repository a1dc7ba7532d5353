/**
 * When the cluster's primary starts a worker again after one died. A worker that served (listened) before it
 * died is replaced at once and resets the count: one crash under load is not a crash loop. Workers that die
 * before they serve are started again after a delay that doubles each time (from `firstDelayMs` up to
 * `maxDelayMs`), and after `maxFailedStarts` of them in a row the primary gives up: something outside the
 * process (a setting, an unreachable database) needs a person or the supervisor that restarts the primary.
 */
export class RestartPolicy {
  failedStarts = 0;

  constructor(
    private readonly opts: { firstDelayMs: number; maxDelayMs: number; maxFailedStarts: number } = {
      firstDelayMs: 250,
      maxDelayMs: 30_000,
      maxFailedStarts: 10,
    },
  ) {}

  /** A worker is serving: the next death of one is not part of a failing start. */
  served(): void {
    this.failedStarts = 0;
  }

  /** A worker died: the delay before the next one starts, in ms, or 'give-up'. */
  died(hadServed: boolean): number | 'give-up' {
    if (hadServed) return 0;
    this.failedStarts++;
    if (this.failedStarts >= this.opts.maxFailedStarts) return 'give-up';
    return Math.min(this.opts.maxDelayMs, this.opts.firstDelayMs * 2 ** (this.failedStarts - 1));
  }
}
