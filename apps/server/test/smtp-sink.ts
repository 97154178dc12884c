import net from 'node:net';

/** One message as the sink received it: the envelope, and the decoded subject and text. */
export interface ReceivedMail { from: string; to: string[]; subject: string; text: string; raw: string }

/** RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=), as nodemailer writes a Chinese subject. */
function decodeWords(value: string): string {
  return value.replace(/\s*=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_w, enc: string, data: string) => (enc.toLowerCase() === 'b'
    ? Buffer.from(data, 'base64').toString('utf8')
    : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8')));
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';
  const text = decodeBody(raw.slice(split + 4).replace(/^\.\./gm, '.'), header('Content-Transfer-Encoding'));
  return { from, to, subject: decodeWords(header('Subject')), text: text.replace(/\r\n/g, '\n').trimEnd(), raw };
}

/**
 * A real SMTP server on a local port, just enough of RFC 5321 for nodemailer (EHLO, MAIL, RCPT, DATA, RSET,
 * QUIT): the tests send through a socket as production does. `rejectRecipients` makes it refuse every RCPT
 * as a real server refuses an unknown mailbox.
 */
export async function startSmtpSink() {
  const mails: ReceivedMail[] = [];
  const state = { rejectRecipients: false };
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let data: string | null = null;
    let from = '';
    let to: string[] = [];
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 sink.test ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          mails.push(parse(data, from, to));
          data = null;
          say('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') say('250-sink.test\r\n250-8BITMIME\r\n250 SMTPUTF8');
        else if (verb === 'HELO') say('250 sink.test');
        else if (verb === 'MAIL') { from = /<([^>]*)>/.exec(line)?.[1] ?? ''; to = []; say('250 2.1.0 ok'); }
        else if (verb === 'RCPT') {
          if (state.rejectRecipients) say('550 5.1.1 mailbox unavailable');
          else { to.push(/<([^>]*)>/.exec(line)?.[1] ?? ''); say('250 2.1.5 ok'); }
        } else if (verb === 'DATA') { data = ''; say('354 end with <CRLF>.<CRLF>'); }
        else if (verb === 'RSET') { from = ''; to = []; say('250 ok'); }
        else if (verb === 'QUIT') { say('221 bye'); socket.end(); return; }
        else say('502 5.5.2 command not recognized'); // the reply RFC 5321 gives a command it does not know
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
