import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP peer for tests, and a small MIME reader for what it receives. */

export interface Received {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
  headers: Record<string, string>;
}

export interface Peer {
  port: number;
  messages: Received[];
  close(): Promise<void>;
}

export function startPeer(port = 0): Promise<Peer> {
  const messages: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = parseMime(raw);
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: parsed.headers.subject ?? '',
          text: parsed.leaves
            .filter((l) => l.type === 'text/plain')
            .map((l) => l.body)
            .join('\n'),
          html: parsed.leaves
            .filter((l) => l.type === 'text/html')
            .map((l) => l.body)
            .join('\n'),
          raw,
          headers: parsed.headers,
        });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.server.address() as AddressInfo;
      resolve({ port: address.port, messages, close: () => new Promise<void>((r) => server.close(() => r())) });
    });
  });
}

/** A port with nothing listening on it (taken from the OS, then released). */
export async function closedPort(): Promise<number> {
  const peer = await startPeer();
  await peer.close();
  return peer.port;
}

interface Leaf {
  type: string;
  body: string;
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return Buffer.from(
        body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** Just enough MIME for nodemailer's output: headers, multipart/alternative, 7bit/QP/base64 leaves. */
function parseMime(raw: string): { headers: Record<string, string>; leaves: Leaf[] } {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const headers = parseHeaders(head);
  const contentType = headers['content-type'] ?? 'text/plain';
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)![1];
    const parts = body.split(`--${boundary}`).slice(1);
    const leaves = parts.filter((p) => !p.startsWith('--')).flatMap((p) => parseMime(p.replace(/^\r?\n/, '')).leaves);
    return { headers, leaves };
  }
  return { headers, leaves: [{ type, body: decodeBody(body.replace(/\r?\n$/, ''), headers['content-transfer-encoding']) }] };
}
