import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { AvrService } from './avr.service.ts';

/**
 * The browser journeys' hooks (AVR_TEST_HOOKS=on, which production refuses; never registered otherwise): close a
 * month for one company — its orders count as delivered in that month and its act is issued the way the monthly job
 * issues it — and run the deemed-acceptance job as of a later day. The carriers' delivery and a month's wait are
 * what a journey cannot do in minutes.
 */
export const avrTestHooks: FastifyPluginAsyncTypebox<{ service: AvrService; db: Db }> = async (app, { service, db }) => {
  const companyOf = async (phone: string): Promise<string> => {
    const found = (await db.execute(sql`select id from users where phone = ${phone} and user_type = 'company'`)) as unknown as {
      rows: Array<{ id: string }>;
    };
    const companyId = found.rows[0]?.id;
    if (!companyId) throw new AppError('NOT_FOUND');
    return companyId;
  };

  app.post(
    '/api/test/avr/close-month',
    {
      schema: {
        hide: true,
        body: Type.Object({
          phone: Type.String({ pattern: '^7\\d{10}$' }),
          year: Type.Integer({ minimum: 2020, maximum: 2100 }),
          month: Type.Integer({ minimum: 1, maximum: 12 }),
        }),
      },
    },
    async (req) => {
      const { phone, year, month } = req.body;
      const companyId = await companyOf(phone);
      const day = `${year}-${String(month).padStart(2, '0')}-15T12:00:00+05:00`;
      await db.execute(
        sql`update orders set status = 'delivered', delivered_at = ${day}::timestamptz where user_id = ${companyId} and status not in ('cancelled', 'delivered')`,
      );
      const outcome = await service.issueFor(companyId, { year, month });
      if (!outcome) throw new AppError('NOT_FOUND');
      return { id: outcome.act.id, number: outcome.act.number, created: outcome.created };
    },
  );

  // A post-paid contract for one company (the operator's decision, issue 18), so a journey can send on credit.
  app.post(
    '/api/test/avr/terms',
    {
      schema: {
        hide: true,
        body: Type.Object({
          phone: Type.String({ pattern: '^7\\d{10}$' }),
          creditLimitTiyn: Type.Integer({ minimum: 0, maximum: 1_000_000_000_00 }),
        }),
      },
    },
    async (req) => {
      const companyId = await companyOf(req.body.phone);
      await service.setCompanyTerms(companyId, { postPaid: true, creditLimitTiyn: req.body.creditLimitTiyn });
      return { companyId };
    },
  );

  app.post(
    '/api/test/avr/deem-accepted',
    {
      schema: { hide: true, body: Type.Object({ days: Type.Integer({ minimum: 0, maximum: 400 }) }) },
    },
    async (req) => service.deemAccepted(Date.now() + req.body.days * 86_400_000),
  );
};
