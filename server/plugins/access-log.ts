import { redactTokens } from '#server/mail/transport';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'failures': only answers of 400 and above get a line (the health check, which monitors poll every few seconds). */
    accessLog?: 'failures';
  }
}

/**
 * Fastify's per-request logging, reduced to one line: nothing when a request arrives, and when its response is
 * sent one `request` line at info with method, path, status, time and size (an error while sending stays an
 * error line, as Fastify writes it). `enabled: false` (ACCESS_LOG=false) drops the line. A route configured with
 * `accessLog: 'failures'` logs only its failed answers: a load balancer's health probes, several a second across
 * a fleet, would otherwise bury the lines people read, and cost a probe a third of its time. The logger writes
 * asynchronously (see buildApp), so a line never blocks the request that produced it.
 */
export class AccessLog extends LogController {
  constructor(private readonly enabled: boolean) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    if (!this.enabled) return;
    if (reply.statusCode < 400 && request.routeOptions.config.accessLog === 'failures') return;
    request.log.info(
      {
        method: request.method,
        url: redactTokens(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        bytes: Number(reply.getHeader('content-length')) || undefined,
        ip: request.ip,
      },
      'request',
    );
  }
}
