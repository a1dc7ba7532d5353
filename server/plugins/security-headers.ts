import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Runs helmet once against a recording response and returns the headers it set. Helmet's options are
 * static here (no CSP nonces), so every response gets the same headers: computing them per request (what
 * @fastify/helmet does, building a new helmet middleware each time) is wasted work on the hot path.
 */
export function computeSecurityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as never, res as never, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}

/** Helmet's options for pages and static files: the app's Content-Security-Policy; HSTS when served over https. */
export const pageSecurityOptions = (hsts: boolean): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix and sonner set style attributes and inject small <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  hsts,
});

/**
 * The headers of an API answer (JSON, the event stream, files): what matters for a response that is never a
 * document a browser runs (OWASP's REST set): no sniffing, no framing, nothing loaded on its behalf
 * (`default-src 'none'`), not readable cross-origin, no referrer; HSTS as for pages. A page's policy (scripts,
 * styles, images it may load) would be 600 bytes on every answer that means nothing for JSON.
 */
export function apiSecurityHeaders(documentHeaders: Readonly<Record<string, string>>): Record<string, string> {
  const hsts = documentHeaders['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

/**
 * Adds the security headers, computed once at start, and the request id (`x-request-id`) to every response
 * in one hook: helmet's to pages and static files, the API's own set under /api/. A file route may set a
 * stricter policy of its own (it replaces this one).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const documentHeaders = computeSecurityHeaders(options);
  const apiHeaders = apiSecurityHeaders(documentHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : documentHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
}
