// Where MyPDB's e-mail goes: to the SMTP server SMTP_URL names, or, by default, into a
// local outbox folder of .eml files (one per message, the log says where), so a fresh `npm start`
// sends nothing anywhere and a developer can still read every message.

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends one message; resolves to where it went (the SMTP server's answer, or the file). */
  send(message: MailMessage): Promise<string>;
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where MyPDB's mail goes (app.ts decorates the app with it when it serves MyPDB). */
    mypdbMailer: Mailer;
  }
}

export interface MailerOptions {
  from: string;
  /** smtp://user:pass@host:port or smtps://...; absent: the outbox folder. */
  smtpUrl?: string;
  outboxDir: string;
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: options.from, ...message });
        return `SMTP ${String(info.response ?? info.messageId)}`;
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let written = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      mkdirSync(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${++written}.eml`);
      writeFileSync(file, info.message as Buffer);
      return file;
    },
    close: () => transport.close(),
  };
}
