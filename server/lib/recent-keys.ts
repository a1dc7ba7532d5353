/**
 * The last `max` keys added, in one process: a Set whose oldest key makes room for a new one. For work a process
 * may skip because it did it before (a view already counted today), never for anything another process must know:
 * a key missing here means only "ask the database", which stays the authority.
 */
export class RecentKeys {
  private readonly keys = new Set<string>();

  constructor(private readonly max: number) {}

  has(key: string): boolean {
    return this.keys.has(key);
  }

  add(key: string): void {
    if (this.keys.has(key)) return;
    this.keys.add(key);
    if (this.keys.size > this.max) this.keys.delete(this.keys.values().next().value!);
  }
}
