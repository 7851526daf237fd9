import { type Static, Type } from 'typebox';
import { ErrorSchema } from './errors.ts';
import { defineRoute } from './route.ts';

export const CalendarQuerySchema = Type.Object(
  {
    from: Type.String({ format: 'iso-date', description: 'First day, YYYY-MM-DD' }),
    to: Type.String({ format: 'iso-date', description: 'Last day, YYYY-MM-DD; at most a year after `from`' }),
  },
  { additionalProperties: false },
);
export type CalendarQuery = Static<typeof CalendarQuerySchema>;

export const DayOffSchema = Type.Object({
  date: Type.String({ description: 'YYYY-MM-DD' }),
  kind: Type.Union([Type.Literal('weekend'), Type.Literal('holiday'), Type.Literal('movedHoliday'), Type.Literal('transfer')]),
  name: Type.Union([Type.String(), Type.Null()], {
    description: 'The holiday, in the caller language; null for a plain weekend',
  }),
});
export type DayOffItem = Static<typeof DayOffSchema>;

export const CalendarSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  /** False when a year in the range has no published data yet (Kurban Ait, transfers): the law alone was applied. */
  complete: Type.Boolean(),
  days: Type.Array(DayOffSchema),
});
export type Calendar = Static<typeof CalendarSchema>;

export const calendarRoute = defineRoute({
  method: 'GET',
  url: '/api/order/public/calendar',
  schema: {
    operationId: 'listNonWorkingDays',
    tags: ['reference'],
    summary: 'Days that are not worked in Kazakhstan between two dates (at most a year), for date pickers',
    querystring: CalendarQuerySchema,
    response: { 200: CalendarSchema, 400: ErrorSchema },
  },
});
