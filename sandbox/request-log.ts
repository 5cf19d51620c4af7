// The console's line per API request (method, redacted address, status, the refusal's note), written
// once per turn of the event loop rather than once per request. Console.log is a synchronous
// write on a file, a pipe or a terminal (Node on Linux), so under load every request paid a system call
// of its own; the requests that finish in one turn now share one. A line waits at most that turn, and
// the lines still waiting when the process exits (a crash, process.exit, a signal handled by exiting)
// are written on the way out.
let waiting: string[] = [];

function writeWaiting(): void {
  if (!waiting.length) return;
  const text = waiting.join('\n');
  waiting = [];
  console.log(text);
}

process.on('exit', writeWaiting);

export function logRequestLine(line: string): void {
  if (waiting.push(line) === 1) setImmediate(writeWaiting);
}
