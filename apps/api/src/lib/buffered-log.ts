import fs from 'node:fs';
import pino from 'pino';

/** Lines are gathered up to this many characters before they go to the writer as one buffer. */
const BATCH_CHARS = 64 * 1024;

/**
 * Where the log lines go in a running API: a file descriptor (stdout, 1). Lines are gathered as text up to 64 K
 * characters, then encoded once and handed to pino's asynchronous writer, which writes them off the main thread;
 * what is gathered goes at least once a second (an idle API's last lines still appear), when `stop` is called, and
 * when the process exits, also after an uncaught error. A SIGKILL can lose the last second's lines, which the proxy's
 * access log still holds.
 *
 * Every step was measured on the health route under load (`npm run bench`'s floor row): a write to stdout on every
 * request was its largest single cost; sonic-boom's text mode then measured the UTF-8 length of all it had gathered
 * on every write; and encoding each line to a buffer of its own and writing every 4 KB (a trip through libuv's thread
 * pool each time) still cost ~5 µs of the route's ~30 µs of CPU, where a line now costs the joining of two strings.
 */
export const bufferedLog = (fd: number) => {
  const stream = pino.destination({ dest: fd, sync: false, contentMode: 'buffer' });
  let gathered = '';
  const hand = () => {
    if (gathered === '') return;
    stream.write(Buffer.from(gathered) as unknown as string);
    gathered = '';
  };
  // At exit nothing asynchronous runs any more: what the writer holds, then what is gathered, written at once.
  const atExit = () => {
    stream.flushSync();
    if (gathered !== '') fs.writeSync(fd, gathered);
    gathered = '';
  };
  process.once('exit', atExit);
  const timer = setInterval(hand, 1_000).unref();
  return {
    stream: {
      write: (line: string) => {
        gathered += line;
        if (gathered.length >= BATCH_CHARS) hand();
      },
    },
    stop: () => {
      clearInterval(timer);
      process.off('exit', atExit);
      hand();
      stream.flush();
    },
  };
};
