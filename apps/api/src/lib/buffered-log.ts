import pino from 'pino';

/**
 * Where the log lines go in a running API: a file descriptor (stdout, 1) through pino's buffered writer. Lines are
 * gathered up to 4 KB and written together, and at least once a second (an idle API's last lines still appear); a
 * write to stdout on every request was the largest single cost of a small route (npm run bench, floor row). pino
 * writes what is left when the process exits, also after an uncaught error; a SIGKILL can lose the last second's
 * lines, which the proxy's access log still holds. `stop` ends the timer and writes what is left.
 *
 * Each line is kept as its UTF-8 bytes: in its text mode sonic-boom measures the UTF-8 length of everything it has
 * gathered on every write (by then a string of dozens of pieces), which cost more than building the request line
 * itself. With bytes a line costs ~2 µs instead of ~5, plus one Buffer.concat per write; the request log went from
 * ~11 to ~6 µs of the health route's ~30 µs of CPU under load.
 */
export const bufferedLog = (fd: number) => {
  const stream = pino.destination({ dest: fd, sync: false, minLength: 4096, contentMode: 'buffer' });
  const timer = setInterval(() => stream.flush(), 1_000).unref();
  return {
    stream: { write: (line: string) => stream.write(Buffer.from(line) as unknown as string) },
    stop: () => {
      clearInterval(timer);
      stream.flush();
    },
  };
};
