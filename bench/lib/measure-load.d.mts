import type { Options } from 'autocannon';

export interface LoadResult {
  requests: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p975: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
  /** A paced load's own lateness: how late its timer sent a request, p99 (ms). */
  sendLagP99?: number;
}

/**
 * `pacedRate`: requests a second, evenly spaced (an open-loop load), instead of autocannon's closed loop;
 * `memberTokens`: each request asked by the next of these members (a Bearer token) in turn.
 */
export function measureLoad(opts: Options & { pacedRate?: number; memberTokens?: string[] }): Promise<LoadResult>;
