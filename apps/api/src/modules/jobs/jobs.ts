import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import type { Database } from '../../db/client.ts';

export type Jobs = {
  readonly boss: PgBoss;
  /** Runs `work` on a cron schedule; any instance may take a run, never two at once. */
  every(name: string, cron: string, work: () => Promise<unknown>): Promise<void>;
  isRunning(): boolean;
  stop(): Promise<void>;
};

/**
 * pg-boss on the application's own database: the same PGlite instance in embedded mode, its own pool on
 * PostgreSQL. Jobs are taken with SKIP LOCKED, so any number of API instances can share the queue.
 */
export const startJobs = async (database: Database, log: FastifyBaseLogger): Promise<Jobs> => {
  const boss = new PgBoss({ ...database.boss, schema: 'pgboss', superviseIntervalSeconds: 60 });
  let running = false;
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  running = true;
  return {
    boss,
    async every(name, cron, work) {
      await boss.createQueue(name, { policy: 'singleton' });
      await boss.schedule(name, cron, null, { tz: 'Asia/Almaty' });
      await boss.work(name, async () => {
        const result = await work();
        log.debug({ job: name, result }, 'scheduled job done');
      });
    },
    isRunning: () => running,
    async stop() {
      if (!running) return;
      running = false;
      await boss.stop({ graceful: true, timeout: 5_000, close: true });
    },
  };
};
