/** An error answer from the API: `{ error: { code, message, field? } }`, or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type TokenSource = {
  /** The current access token, refreshed first if it is about to expire. */
  getAccessToken(): Promise<string | null>;
  /** Called after a 401 on an authenticated call: try one refresh, return the new token or null. */
  onUnauthorized(): Promise<string | null>;
};

/** How a request goes out: the browser's fetch; on the server, the app itself (client/entry-server.tsx). */
let transport: typeof fetch = (input, init) => fetch(input, init);
export function setApiTransport(send: typeof fetch) {
  transport = send;
}

let tokens: TokenSource = { getAccessToken: async () => null, onUnauthorized: async () => null };

/** The auth provider plugs itself in here, so every call carries the bearer token. */
export function setTokenSource(source: TokenSource) {
  tokens = source;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** A multipart body (file uploads) instead of JSON. */
  form?: FormData;
  signal?: AbortSignal;
  /** Skip the bearer token (auth endpoints that use the refresh cookie). */
  anonymous?: boolean;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

async function send(path: string, opts: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return await transport(`/api${path}`, {
      method: opts.method ?? 'GET',
      headers,
      body: opts.form ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
      signal: opts.signal,
      credentials: 'same-origin',
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network', 'Could not reach Sillage. Check your connection and try again.');
  }
}

/** Sends a request with the bearer token in the header (never in the URL), refreshed once after a 401. */
export async function authorized(path: string, opts: RequestOptions = {}): Promise<Response> {
  let token = opts.anonymous ? null : await tokens.getAccessToken();
  let res = await send(path, opts, token);
  if (res.status === 401 && token) {
    token = await tokens.onUnauthorized();
    if (token) res = await send(path, opts, token);
  }
  return res;
}

/** Calls the API and returns the parsed JSON, or throws ApiError with the server's message. */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await authorized(path, opts);
  const text = await res.text();
  const data = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const e = (data as { error?: { code?: string; message?: string; field?: string } } | undefined)?.error;
    throw new ApiError(res.status, e?.code ?? 'http_error', e?.message ?? `Request failed (${res.status})`, e?.field);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Opens a streaming GET (a download) with the bearer token in the header, never in the URL. */
export async function openStream(path: string, signal: AbortSignal): Promise<ReadableStreamDefaultReader<Uint8Array>> {
  const res = await authorized(path, { signal });
  if (!res.ok || !res.body) throw new ApiError(res.status, 'stream_failed', `Stream failed (${res.status})`);
  return res.body.getReader();
}

/**
 * Uploads one file (`file` field of a multipart form) and reports how much has been sent, from 0 to 1: fetch
 * cannot tell upload progress, XMLHttpRequest can. Answers like `api` (JSON, or ApiError with the server's words).
 */
export async function uploadWithProgress<T>(path: string, file: File, onProgress: (sent: number) => void): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  const token = await tokens.getAccessToken();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError(0, 'network', 'Could not reach Sillage. Check your connection and try again.'));
    xhr.onload = () => {
      const data = xhr.responseText ? safeJson(xhr.responseText) : undefined;
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      const e = (data as { error?: { code?: string; message?: string; field?: string } } | undefined)?.error;
      reject(new ApiError(xhr.status, e?.code ?? 'http_error', e?.message ?? `Request failed (${xhr.status})`, e?.field));
    };
    xhr.send(form);
  });
}
