import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailMessage } from './notification-mail.js';

/** Hands a message over for delivery; throws when the mail server refuses or cannot be reached. */
export interface MailTransport {
  readonly kind: 'smtp' | 'folder';
  send(message: MailMessage, fileName: string): Promise<void>;
  close(): void;
}

/** Seconds an SMTP exchange may take; well under the worker's lease, so a slow server cannot cause a second send. */
const SMTP_TIMEOUT_MS = 20_000;

/**
 * SMTP when `smtpUrl` is set; otherwise each message is written as an .eml file into `mailDir` (and logged), so a
 * laptop needs no mail server. The file name is fixed per notice: a repeat overwrites instead of adding a copy.
 */
export function createMailTransport(
  options: { smtpUrl: string | undefined; mailDir: string },
  log?: FastifyBaseLogger,
): MailTransport {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail(message);
      },
      close: () => transport.close(),
    };
  }
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'folder',
    async send(message, fileName) {
      const info = await writer.sendMail(message);
      await mkdir(options.mailDir, { recursive: true });
      const file = path.join(options.mailDir, fileName);
      await writeFile(file, info.message as Buffer);
      log?.info(
        { to: message.to, subject: message.subject, file },
        'e-mail written to the mail folder (SMTP_URL unset)',
      );
    },
    close: () => writer.close(),
  };
}
