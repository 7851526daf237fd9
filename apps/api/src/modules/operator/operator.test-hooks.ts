import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { OperatorService } from './operator.module.ts';

/**
 * The browser journeys' hook (STAFF_TEST_HOOKS=on, which production refuses; never registered otherwise): a staff
 * member made as `npm run operator:create` makes one (a generated password, answered once), because a journey runs
 * the system in another process and cannot call the command's function on its embedded database.
 */
export const operatorTestHooks: FastifyPluginAsyncTypebox<{ service: OperatorService }> = async (app, { service }) => {
  app.post(
    '/api/test/operator/staff',
    {
      schema: {
        hide: true,
        body: Type.Object({
          phone: Type.String({ pattern: '^7\\d{10}$' }),
          name: Type.String({ minLength: 2, maxLength: 120 }),
          role: Type.Union([
            Type.Literal('administrator'),
            Type.Literal('operator'),
            Type.Literal('accountant'),
            Type.Literal('viewer'),
          ]),
        }),
      },
    },
    async (req) => {
      const { staff, password } = await service.createStaff(req.body);
      return { staffId: staff.staffId, phone: staff.phone, password };
    },
  );
};
