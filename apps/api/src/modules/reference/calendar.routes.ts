import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Calendar, calendarRoute, DATE_RANGE_MESSAGES } from '@jetkiz/contract';
import { calendarRangeProblem, createWorkCalendar, type WorkCalendar } from '@jetkiz/domain';
import { AppError } from '../../errors.ts';

/** Non-working days for date pickers: weekends, holidays, moved days off and Government transfers. */
export const calendarRoutes: FastifyPluginAsyncTypebox<{ calendar?: WorkCalendar }> = async (app, options) => {
  const calendar = options.calendar ?? createWorkCalendar();
  app.route({
    ...calendarRoute,
    handler: async (request, reply): Promise<Calendar> => {
      const { from, to } = request.query;
      const problem = calendarRangeProblem(from, to);
      if (problem) throw new AppError('VALIDATION', { fields: { to: DATE_RANGE_MESSAGES[problem] } });
      const years = new Set([Number(from.slice(0, 4)), Number(to.slice(0, 4))]);
      reply.header('cache-control', 'public, max-age=3600');
      return {
        from,
        to,
        complete: [...years].every((year) => calendar.hasDataFor(year)),
        days: calendar.nonWorkingDays(from, to).map((day) => ({
          date: day.date,
          kind: day.kind,
          name: calendar.describe(day)?.[request.lang] ?? null,
        })),
      };
    },
  });
};
