// What the server answers to a request Node's parser refuses before the app sees it — a head over
// Node's 16 kB (431), a head that never ends (408), bytes that are not HTTP (400). Node's own answer
// is an empty body; a client of this API reads the `{code, msg}` envelope on every refusal, so the
// same status goes out with it. The connection is closed afterwards, as Node does.
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

const MESSAGES: Record<number, string> = {
  400: '请求格式错误',
  408: '请求超时',
  413: '请求头过大',
  431: '请求头过大',
};

function statusOf(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413;
  if (code === 'HPE_HEADER_TIMEOUT' || code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/** The `clientError` listener of the sandbox's HTTP server. */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  // a client that went away, or a socket already answered, is not written to
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = statusOf(err.code);
  const body = JSON.stringify({ code: status, msg: MESSAGES[status] });
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
