import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Extra headers, e.g. List-Unsubscribe on marketing mail. */
  headers?: Record<string, string> | null;
}

export interface MailTransport {
  send(message: MailMessage, from: string): Promise<void>;
  close(): void;
}

/**
 * Sends through an SMTP server (`SMTP_URL`, e.g. smtp://user:pass@host:587). The mail library is loaded with
 * the first message, not at start.
 */
export function smtpTransport(url: string): MailTransport {
  const u = new URL(url);
  let transporter: Promise<Transporter> | undefined;
  const open = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host: u.hostname,
        port: Number(u.port) || (u.protocol === 'smtps:' ? 465 : 587),
        secure: u.protocol === 'smtps:',
        auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
        // A local relay without TLS (as in tests) is allowed; STARTTLS is used whenever the server offers it.
        ignoreTLS: u.searchParams.get('ignoreTLS') === 'true',
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ));
  return {
    async send(m, from) {
      await (
        await open()
      ).sendMail({
        from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html ?? undefined,
        headers: m.headers ?? undefined,
      });
    },
    close: () => void transporter?.then((t) => t.close()),
  };
}

/** Replaces the value of every `token=` query parameter in a text (URLs in logs, mail bodies) by `[redacted]`. */
export function redactTokens(text: string): string {
  // Most texts (every request path without a query) have no parameter at all: no regex run, no copy made.
  if (!text.includes('=')) return text;
  return text.replace(/([?&](?:token|access_token|refresh_token|code)=)[^&\s"'<>#]+/gi, '$1[redacted]');
}

/**
 * Without SMTP, each message is written in full to a file under `dir` (DATA_DIR/mail), so a developer can
 * open the link locally, and the log says where — with any token in its links redacted, since logs are
 * shipped and kept where mailed secrets must not be.
 */
export function logTransport(log: FastifyBaseLogger, dir?: string): MailTransport {
  let n = 0;
  return {
    async send(m, from) {
      let file: string | undefined;
      if (dir) {
        await mkdir(dir, { recursive: true });
        file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${n++}.txt`);
        await writeFile(file, `From: ${from}\nTo: ${m.to}\nSubject: ${m.subject}\n\n${m.text}\n`, { mode: 0o600 });
      }
      log.info(
        { mail: { to: m.to, subject: m.subject, file } },
        `mail (not sent, no SMTP_URL) to ${m.to}: ${m.subject}${file ? ` — written to ${file}` : ''}\n${redactTokens(m.text)}`,
      );
    },
    close() {},
  };
}
