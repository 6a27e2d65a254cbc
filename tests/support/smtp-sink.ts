import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the sink received it over SMTP, decoded enough for a test to read. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every message received, oldest first. */
  received: ReceivedMail[];
  /**
   * Resolves with the oldest not yet taken message to `to` that matches; each message is taken once,
   * so a second wait returns the next mail.
   */
  waitForMail(
    to: string,
    predicate?: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail>;
  /** Messages to `to` received so far (taken or not). */
  mailsTo(to: string): ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on a random loopback port (no TLS, auth optional) that keeps what it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ from, to, ...parseMessage(Buffer.concat(chunks).toString('utf8')) });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  // A sender killed mid-message (the crash tests SIGKILL the server) resets its connection: the
  // message is dropped, as any relay would; without a listener the reset would be thrown.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const findFree = (to: string, predicate: (mail: ReceivedMail) => boolean) =>
    received.find((mail) => !taken.has(mail) && mail.to.includes(to.toLowerCase()) && predicate(mail));

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    mailsTo: (to) => received.filter((mail) => mail.to.includes(to.toLowerCase())),
    waitForMail(to, predicate = () => true, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = findFree(to, predicate);
          if (!mail) return;
          taken.add(mail);
          finish();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms (received: ${received.length})`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code of a verification mail. */
export function codeFrom(mail: ReceivedMail): string {
  const code = /verification code is (\d{6})/i.exec(mail.text)?.[1];
  if (!code) throw new Error(`no verification code in mail "${mail.subject}"`);
  return code;
}

/** The reset link of a forgot-password mail, and its token. */
export function resetLinkFrom(mail: ReceivedMail): { link: string; token: string } {
  const link = /https?:\/\/\S+\/setPassWord\?token=[\w-]+/.exec(mail.text)?.[0];
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!link || !token) throw new Error(`no reset link in mail "${mail.subject}"`);
  return { link, token };
}

// --- a small MIME reader: enough for what nodemailer sends (multipart, 7bit/QP/base64, encoded words)

function parseMessage(raw: string): Omit<ReceivedMail, 'from' | 'to'> {
  const { headers, body } = splitHeaders(raw);
  const parts = flatten(headers, body);
  const textOf = (type: string) => parts.find((part) => part.type === type)?.content ?? '';
  return {
    subject: decodeWords(headers.subject ?? ''),
    text: textOf('text/plain'),
    html: textOf('text/html'),
    raw,
  };
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: end === -1 ? '' : normalized.slice(end + 2) };
}

function flatten(headers: Record<string, string>, body: string): { type: string; content: string }[] {
  const contentType = headers['content-type'] ?? 'text/plain';
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    return sections
      .filter((section) => !section.startsWith('--'))
      .flatMap((section) => {
        const part = splitHeaders(section.replace(/^\n/, ''));
        return flatten(part.headers, part.body);
      });
  }
  return [{ type, content: decodeBody(body, headers['content-transfer-encoding']) }];
}

function decodeBody(body: string, encoding = '7bit'): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body.replace(/=\n/g, ''));
    default:
      return body;
  }
}

function decodeQuotedPrintable(text: string): string {
  const input = Buffer.from(text, 'utf8');
  const out: number[] = [];
  for (let i = 0; i < input.length; i++) {
    const hex = input.subarray(i + 1, i + 3).toString('latin1');
    if (input[i] === 0x3d && /^[0-9A-F]{2}$/i.test(hex)) {
      out.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      out.push(input[i] as number);
    }
  }
  return Buffer.from(out).toString('utf8');
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi,
    (_whole, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}
