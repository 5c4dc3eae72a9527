import { createServer, type Server, type Socket } from 'node:net';

export interface SinkMessage {
  from: string;
  to: string[];
  /** The raw message (headers and body) after dot-unstuffing. */
  data: string;
}

export interface SmtpSink {
  port: number;
  messages: SinkMessage[];
  /** Resolves with the next message the sink accepts. */
  nextMessage(): Promise<SinkMessage>;
  close(): Promise<void>;
}

const address = (line: string) => /<([^>]*)>/.exec(line)?.[1] ?? '';

/** The smallest SMTP server nodemailer will talk to: no TLS, no auth, accepts everything. */
function serve(socket: Socket, accept: (message: SinkMessage) => void): void {
  let buffer = '';
  let current: SinkMessage = { from: '', to: [], data: '' };
  let inData = false;
  const reply = (text: string) => socket.write(`${text}\r\n`);
  const onLine = (line: string) => {
    if (inData) {
      if (line === '.') {
        inData = false;
        accept(current);
        current = { from: '', to: [], data: '' };
        return reply('250 OK queued');
      }
      current.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
      return;
    }
    const verb = line.slice(0, 4).toUpperCase();
    if (verb === 'EHLO' || verb === 'HELO') return reply('250-sink\r\n250 8BITMIME');
    if (verb === 'MAIL') return ((current.from = address(line)), reply('250 OK'));
    if (verb === 'RCPT') return (current.to.push(address(line)), reply('250 OK'));
    if (verb === 'DATA') return ((inData = true), reply('354 End data with <CR><LF>.<CR><LF>'));
    if (verb === 'QUIT') return (reply('221 Bye'), socket.end());
    if (verb === 'RSET' || verb === 'NOOP') return reply('250 OK');
    return reply('502 Command not implemented');
  };
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    let index: number;
    while ((index = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, index);
      buffer = buffer.slice(index + 2);
      onLine(line);
    }
  });
  socket.on('error', () => socket.destroy());
  reply('220 sink ESMTP');
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const waiting: Array<(message: SinkMessage) => void> = [];
  const accept = (message: SinkMessage) => {
    messages.push(message);
    waiting.shift()?.(message);
  };
  const server: Server = createServer((socket) => serve(socket, accept));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const info = server.address();
  if (!info || typeof info === 'string') throw new Error('SMTP sink has no port');
  return {
    port: info.port,
    messages,
    nextMessage: () => new Promise((resolve) => waiting.push(resolve)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
