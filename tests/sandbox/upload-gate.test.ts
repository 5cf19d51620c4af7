// @vitest-environment node
// Issue 31 finding 7: a member's upload is refused on what it declares — the request's Content-Length,
// the file part's name and type — before its bytes are read. The server's sockets count what they read.
import { createServer, request, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, signedHeaders, spec, startTestSandbox, type TestSandbox } from './harness.js';

const MB = 1024 * 1024;
const server = createServer();
/** Bytes each closed server socket read, in the order they closed. */
const socketsRead: number[] = [];
server.on('connection', (socket: Socket) => socket.on('close', () => socketsRead.push(socket.bytesRead)));

let s: TestSandbox;
let cookie: string;
beforeAll(async () => {
  s = await startTestSandbox({ httpServer: server });
  cookie = (await loginAs(s)).cookie;
});
afterAll(() => s.close());

interface Sent {
  answer: { status: number; body: { code: number; msg: string } };
  /** what the server read on this connection, once it closed (NaN when it stays open) */
  serverRead: number;
}

/**
 * Streams a multipart upload of `size` bytes (zeros behind a PNG signature) as fast as the server takes
 * it, and stops writing once the answer has come.
 */
async function streamUpload(fileName: string, type: string, size: number, declaredLength?: number): Promise<Sent> {
  const boundary = '----tea-upload-gate';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n\x89PNG\r\n\x1a\n`,
    'latin1',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + (size - 8) + tail.length;
  const closedBefore = socketsRead.length;
  const req = request(`${s.url}/api/upload/huploadFile`, {
    method: 'POST',
    headers: {
      ...signedHeaders(s.now()),
      cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(declaredLength ?? length),
    },
  });
  req.on('error', () => undefined); // the server may close while the body is still being written
  const answered = new Promise<IncomingMessage>((resolve) => req.on('response', resolve));
  let response: IncomingMessage | undefined;
  void answered.then((res) => {
    response = res;
  });
  const chunk = Buffer.alloc(256 * 1024);
  req.write(head);
  for (let sent = 8; sent < size && !response && !req.destroyed; sent += chunk.length) {
    // each chunk waits until the socket took the last one, so nothing piles up in this process
    const flushed = new Promise((resolve) =>
      req.write(chunk.subarray(0, Math.min(chunk.length, size - sent)), resolve),
    );
    await Promise.race([flushed, answered]);
  }
  if (!response && !req.destroyed) req.end(tail);
  const res = await answered;
  const text = await new Promise<string>((resolve) => {
    let body = '';
    res
      .on('data', (part: Buffer) => {
        body += part;
      })
      .on('end', () => resolve(body));
  });
  req.destroy();
  // a refusal closes the connection; an accepted upload's stays open for the next request
  const refusedConnection = res.headers.connection === 'close';
  for (let waited = 0; refusedConnection && socketsRead.length === closedBefore && waited < 5000; waited += 20)
    await new Promise((r) => setTimeout(r, 20));
  return {
    answer: { status: res.statusCode!, body: JSON.parse(text) },
    serverRead: refusedConnection ? socketsRead.at(-1)! : Number.NaN,
  };
}

describe('member uploads are refused on their headers (issue 31 finding 7)', () => {
  it('a 45 MB .exe: refused on the part header, under 1 MB of it read', async () => {
    const { answer, serverRead } = await streamUpload('setup.exe', 'application/x-msdownload', 45 * MB);
    expect(answer.body).toEqual({ code: 500, msg: spec.uploads.wrongTypeMsg });
    expect(serverRead).toBeLessThan(MB);
  });

  it('a 45 MB file named .png that declares itself an HTML page: refused, under 1 MB read', async () => {
    const { answer, serverRead } = await streamUpload('page.png', 'text/html', 45 * MB);
    expect(answer.body).toEqual({ code: 500, msg: spec.uploads.wrongTypeMsg });
    expect(serverRead).toBeLessThan(MB);
  });

  it('a body whose Content-Length is over the limit: 413 on the request headers, under 1 MB read', async () => {
    const { answer, serverRead } = await streamUpload('big.png', 'image/png', 8 * MB, spec.uploads.maxBytes + MB);
    expect(answer).toEqual({ status: 413, body: { code: 413, msg: spec.uploads.tooLargeMsg } });
    expect(serverRead).toBeLessThan(MB);
  });

  it('a file that declares an accepted name and type passes the gate to the content check', async () => {
    const { answer } = await streamUpload('茶园.png', 'image/png', 64 * 1024);
    // the zeros behind the signature are no valid PNG: the content check, not the gate, says so
    expect(answer.body).toEqual({ code: 500, msg: spec.uploads.wrongContentMsg });
  });
});
