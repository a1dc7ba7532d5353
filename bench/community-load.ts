/**
 * Worker thread of bench/community.ts and bench/forum.ts: runs one autocannon scenario away from the app's event
 * loop and posts back req/s and latency percentiles measured per response.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Options } from 'autocannon';
import { measureLoad } from './lib/measure-load.mjs';

parentPort!.postMessage(await measureLoad(workerData as Options));
