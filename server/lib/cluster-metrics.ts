import cluster, { type Worker } from 'node:cluster';
import type { AggregatorRegistry, PrometheusContentType } from 'prom-client';

/**
 * /metrics under WEB_CONCURRENCY > 1 (node:cluster): the worker that got the scrape asks the primary, the primary asks
 * every worker for its registry (prom-client's AggregatorRegistry, over the IPC channel node:cluster already opened)
 * and answers with the combined text. See plugins/metrics.ts for why one worker's metrics alone would be wrong.
 */

const REQUEST = 'sillage:metrics-request';
const ANSWER = 'sillage:metrics-answer';
/** Longer than prom-client's own 5 s wait for the workers, so a slow worker fails there first, with its reason logged. */
const ANSWER_TIMEOUT_MS = 8000;

interface MetricsRequest {
  type: typeof REQUEST;
  id: number;
}
interface MetricsAnswer {
  type: typeof ANSWER;
  id: number;
  text?: string;
}

const isRequest = (m: unknown): m is MetricsRequest => (m as MetricsRequest | null)?.type === REQUEST;
const isAnswer = (m: unknown): m is MetricsAnswer => (m as MetricsAnswer | null)?.type === ANSWER;

/**
 * In the primary: answers workers' requests for the cluster's metrics. prom-client is loaded at the first request,
 * so a primary whose workers are never scraped never loads it.
 */
export function answerWorkersMetricsRequests(log: { error(obj: object, msg: string): void }): void {
  let aggregator: Promise<AggregatorRegistry<PrometheusContentType>> | undefined;
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isRequest(message)) return;
    const reply = (text?: string) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, text } satisfies MetricsAnswer);
    };
    aggregator ??= import('prom-client').then(({ AggregatorRegistry }) => new AggregatorRegistry());
    aggregator
      .then((registry) => registry.clusterMetrics())
      .then(reply, (err: unknown) => {
        log.error({ err }, "metrics: gathering the workers' metrics failed");
        reply();
      });
  });
}

let nextId = 0;
const waiting = new Map<number, (text: string | undefined) => void>();

/** In a worker: the whole cluster's metrics in Prometheus's text format, from the primary. Rejects after 8 s. */
export function metricsFromPrimary(): Promise<string> {
  if (waiting.size === 0) process.on('message', onAnswer);
  const id = nextId++;
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => settle(undefined), ANSWER_TIMEOUT_MS);
    const settle = (text: string | undefined) => {
      clearTimeout(timer);
      waiting.delete(id);
      if (waiting.size === 0) process.off('message', onAnswer);
      if (text === undefined) reject(new Error("the primary did not answer with the cluster's metrics"));
      else resolve(text);
    };
    waiting.set(id, settle);
    process.send!({ type: REQUEST, id } satisfies MetricsRequest);
  });
}

function onAnswer(message: unknown) {
  if (isAnswer(message)) waiting.get(message.id)?.(message.text);
}
