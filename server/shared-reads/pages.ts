import { LRUCache } from 'lru-cache';
import { lruTtl } from './clock';

/**
 * Pages of public content read once and shared for `ttlMs` by everyone who asks for the same page: the rows of a
 * visitors' page (public authors only, nothing per viewer), which members who see what visitors see are answered
 * from too (SharedList). An lru-cache of at most `maxEntries` pages, filled by its fetchMethod: concurrent first
 * asks share one read, a failed read is not kept, the least recently used page makes room. Ages are read from `now`
 * (Date.now, or a test's clock: lruTtl).
 *
 * Per process, as the visitors' micro-cache: each process is at most `ttlMs` behind the database for other
 * people's content, and holds nothing that must be shared.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- any value but null and undefined, as lru-cache keeps
export class SharedPages<V extends {}> {
  private readonly cache: LRUCache<string, V, () => Promise<V>> | undefined;

  constructor(ttlMs: number, now: () => number = Date.now, maxEntries = 100) {
    if (ttlMs <= 0) return;
    this.cache = new LRUCache<string, V, () => Promise<V>>({
      max: maxEntries,
      ...lruTtl(ttlMs, now),
      // A read evicted while under way still answers those who asked for it.
      ignoreFetchAbort: true,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
  }

  get enabled(): boolean {
    return this.cache !== undefined;
  }

  /** The page `key`, read by `load` when it is not kept or is older than `ttlMs`. */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.cache) return load();
    return (await this.cache.fetch(key, { context: load })) ?? load();
  }

  /** Forgets the page `key` if it is still `page` (a page read again meanwhile stays): what it holds is gone. */
  forget(key: string, page: V): void {
    if (this.cache?.peek(key) === page) this.cache.delete(key);
  }
}

/**
 * A kept page's key: what its read depends on, as values (a cursor decoded, not its text), written unambiguously.
 * Joined with spaces, a search's words or a cursor (whose base64 decoding skips spaces) could make two different
 * asks one key, and the second be answered the first's page.
 */
export const pageKey = (...parts: unknown[]) => JSON.stringify(parts);
