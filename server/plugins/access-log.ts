import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's per-request logging, reduced to one line: nothing when a request arrives, and when its response is
 * sent one `request` line at info with method, path, status, time and size (an error while sending stays an
 * error line, as Fastify writes it). `enabled: false` (ACCESS_LOG=false) drops the line. The logger writes
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
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        bytes: Number(reply.getHeader('content-length')) || undefined,
        ip: request.ip,
      },
      'request',
    );
  }
}
