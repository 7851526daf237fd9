import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bufferedLog } from './buffered-log.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jetkiz-log-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const until = async (check: () => boolean) => {
  for (let waited = 0; waited < 3_000 && !check(); waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('the buffered log', () => {
  it('writes every line whole and in order, Kazakh and Russian text as UTF-8', async () => {
    const file = path.join(dir, 'order.log');
    const fd = fs.openSync(file, 'w');
    const log = bufferedLog(fd);
    const lines = Array.from({ length: 500 }, (_, i) => `${JSON.stringify({ i, msg: i % 2 ? 'Қарағанды' : 'Жезказган' })}\n`);
    for (const line of lines) log.stream.write(line);
    // Past 4 KB it has started writing; the rest goes at the latest with the next second's flush.
    await until(() => fs.readFileSync(file, 'utf8') === lines.join(''));
    expect(fs.readFileSync(file, 'utf8')).toBe(lines.join(''));
    log.stop();
  });

  it('keeps a few lines until the next second, and stop writes what is left', async () => {
    const file = path.join(dir, 'stop.log');
    const fd = fs.openSync(file, 'w');
    const log = bufferedLog(fd);
    log.stream.write('{"msg":"first"}\n');
    expect(fs.readFileSync(file, 'utf8')).toBe('');
    log.stop();
    await until(() => fs.readFileSync(file, 'utf8') !== '');
    expect(fs.readFileSync(file, 'utf8')).toBe('{"msg":"first"}\n');
  });

  it('writes the lines still gathered when the process exits', () => {
    const file = path.join(dir, 'exit.log');
    const script = `
      import fs from 'node:fs';
      import { bufferedLog } from ${JSON.stringify(path.join(import.meta.dirname, 'buffered-log.ts'))};
      const log = bufferedLog(fs.openSync(${JSON.stringify(file)}, 'w'));
      log.stream.write('{"msg":"последняя строка"}\\n');
      process.exit(0);`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(child.stderr).toBe('');
    expect(fs.readFileSync(file, 'utf8')).toBe('{"msg":"последняя строка"}\n');
  });
});

describe('the buffered log after an uncaught error', () => {
  it('writes the lines gathered before it, and the process still fails', () => {
    const file = path.join(dir, 'crash.log');
    const script = `
      import fs from 'node:fs';
      import { bufferedLog } from ${JSON.stringify(path.join(import.meta.dirname, 'buffered-log.ts'))};
      const log = bufferedLog(fs.openSync(${JSON.stringify(file)}, 'w'));
      for (let i = 0; i < 2000; i++) log.stream.write(JSON.stringify({ i, msg: 'Алматы' }) + '\\n');
      setTimeout(() => { throw new Error('boom'); }, 10);`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(child.status).not.toBe(0);
    const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
    expect(lines.map((line) => JSON.parse(line).i)).toEqual(Array.from({ length: 2000 }, (_, i) => i));
  });
});
