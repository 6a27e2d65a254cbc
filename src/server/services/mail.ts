import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { type Config, MEMORY } from '../config.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { ServiceFailure } from './failures.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The code or link the reader acts on; the dev outbox logs it so `npm start` users can register. */
  highlight?: string;
  /** A stable Message-ID (the outbox's), so a repeated send can be recognised as the same mail. */
  messageId?: string;
}

export interface Mailer {
  /** Resolves once the message is accepted; a transport fault rejects with ServiceFailure('mail'). */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

interface Logger {
  info(obj: object, msg: string): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise the dev outbox (files under DATA_DIR/outbox, plus a log line).
 * Every mail is signed with the provider's name (PROVIDER_NAME, ADR 018), whichever template made it.
 */
export function createMailer(config: Config, log: Logger): Mailer {
  const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(config, log);
  return {
    send: (message) => mailer.send(signed(message, config.providerName)),
    close: () => mailer.close(),
  };
}

/** The message with the provider's sign-off after its last paragraph. */
export function signed(message: MailMessage, providerName: string): MailMessage {
  const signature = `${providerName} Admissions`;
  return {
    ...message,
    text: `${message.text.trimEnd()}\n\n${signature}\n`,
    html: `${message.html}\n<p>${escapeHtml(signature)}</p>`,
  };
}

function smtpMailer(url: string, from: string): Mailer {
  // Short timeouts: the caller is waiting on the answer, and a dead relay must become a 500 quickly.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send({ highlight: _, ...message }) {
      await transport.sendMail({ from, ...message }).catch((error: unknown) => {
        throw new ServiceFailure('mail', error);
      });
    },
    close: () => transport.close(),
  };
}

function outboxMailer(config: Config, log: Logger): Mailer {
  const folder = config.dataDir === MEMORY ? null : join(config.dataDir, 'outbox');
  // The stream transport renders the real RFC 5322 message, so an outbox file opens in any mail client.
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send({ highlight, ...message }) {
      let file: string | undefined;
      try {
        if (folder) {
          const info = await render.sendMail({ from: config.mailFrom, ...message });
          await mkdir(folder, { recursive: true });
          file = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${++sequence}.eml`);
          await writeFile(file, info.message as Buffer);
        }
      } catch (error) {
        throw new ServiceFailure('mail', error);
      }
      const action = highlight ? ` -> ${highlight}` : '';
      log.info({ to: message.to, file }, `outbox: "${message.subject}" to ${message.to}${action}`);
    },
    close: () => render.close(),
  };
}
