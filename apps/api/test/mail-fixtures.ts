import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that keeps what arrives; `reject` makes it refuse every sender. */
export async function startSmtpServer(options: { reject?: string } = {}) {
  const received: ReceivedMail[] = [];
  const settings: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!options.reject) return callback();
      const error = Object.assign(new Error(options.reject), { responseCode: 550 });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  };
  const server = new SMTPServer(settings);
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const unfold = (text: string) => text.replace(/\r?\n[ \t]+/g, ' ');

function decode(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

/** Headers and the text and HTML parts of an RFC 822 message, enough to read what a person would see. */
export function readMail(raw: string) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfold(head))?.[1]?.trim() ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(unfold(head))?.[1];
  const parts: Record<string, string> = {};
  if (boundary) {
    for (const part of rest.join('\n\n').split(`--${boundary}`)) {
      const [partHead = '', ...partBody] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      const type = /content-type:\s*([^;\s]+)/i.exec(partHead)?.[1]?.toLowerCase();
      const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(partHead)?.[1]?.toLowerCase() ?? '7bit';
      if (type) parts[type] = decode(partBody.join('\n\n').trim(), encoding);
    }
  }
  return {
    subject: header('Subject'),
    from: header('From'),
    to: header('To'),
    messageId: header('Message-ID'),
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
  };
}
