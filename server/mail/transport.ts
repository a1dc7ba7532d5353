import nodemailer from 'nodemailer';
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

/** Sends through an SMTP server (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
export function smtpTransport(url: string): MailTransport {
  const u = new URL(url);
  const transporter = nodemailer.createTransport({
    host: u.hostname,
    port: Number(u.port) || (u.protocol === 'smtps:' ? 465 : 587),
    secure: u.protocol === 'smtps:',
    auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
    // A local relay without TLS (as in tests) is allowed; STARTTLS is used whenever the server offers it.
    ignoreTLS: u.searchParams.get('ignoreTLS') === 'true',
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(m, from) {
      await transporter.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html ?? undefined, headers: m.headers ?? undefined });
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP, mail goes to the log, links included, so a developer can click through locally. */
export function logTransport(log: FastifyBaseLogger): MailTransport {
  return {
    async send(m) {
      log.info({ mail: { to: m.to, subject: m.subject } }, `mail (not sent, no SMTP_URL) to ${m.to}: ${m.subject}\n${m.text}`);
    },
    close() {},
  };
}
