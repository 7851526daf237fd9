import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLogger } from './lazy-logger.ts';

const collect = () => {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { lines, logger: logger as FastifyBaseLogger };
};

describe('a request logger made when first used', () => {
  it('makes no child until something is logged, then one, whose lines carry the request id', () => {
    const { lines, logger } = collect();
    const child = vi.spyOn(logger, 'child');
    const log = lazyChildLogger(logger, { reqId: 'r-1' }, {});
    expect(log.level).toBe('info');
    log.debug('below the level');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([]);
    log.error({ code: 7 }, 'failed');
    log.info('again');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      { level: 50, reqId: 'r-1', code: 7, msg: 'failed' },
      { level: 30, reqId: 'r-1', msg: 'again' },
    ]);
  });

  it('never makes a child for a request that logs nothing', () => {
    const { logger } = collect();
    const child = vi.spyOn(logger, 'child');
    const log = lazyChildLogger(logger, { reqId: 'r-2' }, {});
    expect(log.level).toBe('info');
    expect(child).not.toHaveBeenCalled();
  });

  it('takes a level of its own, and gives children with both bindings', () => {
    const { lines, logger } = collect();
    const log = lazyChildLogger(logger, { reqId: 'r-3' }, {});
    log.level = 'warn';
    log.info('dropped');
    log.child({ part: 'x' }).warn('kept');
    expect(lines).toMatchObject([{ level: 40, reqId: 'r-3', part: 'x', msg: 'kept' }]);
  });
});
