import { type AddressInfo, createServer, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the loopback SMTP server received it. */
export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * Starts a real SMTP server on 127.0.0.1 (a free port unless one is given) that keeps every mail it receives;
 * with `rejectRecipients` it refuses every recipient (550), as a server does for a mailbox that does not exist.
 */
export const startSmtpSink = async ({
  port: requestedPort = 0,
  rejectRecipients = false,
}: {
  port?: number;
  rejectRecipients?: boolean;
} = {}) => {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (rejectRecipients) {
        const refusal = Object.assign(new Error(`5.1.1 <${address.address}>: mailbox unavailable`), {
          responseCode: 550,
        });
        callback(refusal);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(requestedPort, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/**
 * Starts a TCP listener on 127.0.0.1 that accepts connections and never says a word: an SMTP server that hangs.
 * `connections` counts the connections it accepted.
 */
export const startSmtpBlackhole = async () => {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get connections() {
      return connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) {
          socket.destroy();
        }
        server.close(() => resolve());
      }),
  };
};

/** Decodes MIME encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) and quoted-printable text. */
export const decodeMail = (raw: string) =>
  raw
    .replace(/\?=\r?\n\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_whole, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) =>
      Buffer.from(
        run
          .split('=')
          .slice(1)
          .map((hex) => parseInt(hex, 16)),
      ).toString('utf8'),
    );
