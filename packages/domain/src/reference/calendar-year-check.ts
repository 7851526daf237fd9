import { isIsoDate, isWeekend } from '../calendar/dates.ts';
import type { CalendarData, CalendarYear } from '../calendar/work-calendar.ts';

export type CalendarYearProblem =
  | 'badDate'
  | 'outsideYear'
  | 'sameDay'
  | 'dayOffNotWorkday'
  | 'workingDayNotWeekend'
  | 'repeated';

/** A problem with the field it is in: `kurbanAit`, `transfers.N.dayOff` or `transfers.N.workingDay`. */
export type CalendarYearIssue = { field: string; problem: CalendarYearProblem };

/**
 * The problems of one year's calendar data as an operator enters it: Kurban Ait's first day and the Government's
 * transfers (a weekday made a day off, a weekend day made a working day), all inside that year.
 */
export const calendarYearProblems = (year: number, data: CalendarYear): CalendarYearIssue[] => {
  const issues: CalendarYearIssue[] = [];
  const check = (field: string, date: string | undefined): boolean => {
    if (date === undefined) return true;
    if (!isIsoDate(date)) issues.push({ field, problem: 'badDate' });
    else if (Number(date.slice(0, 4)) !== year) issues.push({ field, problem: 'outsideYear' });
    else return true;
    return false;
  };
  check('kurbanAit', data.kurbanAit);
  const seen = new Set<string>();
  data.transfers.forEach((transfer, i) => {
    const dayOffOk = check(`transfers.${i}.dayOff`, transfer.dayOff);
    const workingOk = check(`transfers.${i}.workingDay`, transfer.workingDay);
    if (!dayOffOk || !workingOk) return;
    if (transfer.dayOff === transfer.workingDay) issues.push({ field: `transfers.${i}.workingDay`, problem: 'sameDay' });
    if (isWeekend(transfer.dayOff)) issues.push({ field: `transfers.${i}.dayOff`, problem: 'dayOffNotWorkday' });
    if (!isWeekend(transfer.workingDay)) issues.push({ field: `transfers.${i}.workingDay`, problem: 'workingDayNotWeekend' });
    for (const [part, date] of [
      ['dayOff', transfer.dayOff],
      ['workingDay', transfer.workingDay],
    ] as const) {
      if (seen.has(date)) issues.push({ field: `transfers.${i}.${part}`, problem: 'repeated' });
      seen.add(date);
    }
  });
  return issues;
};

/** The calendar with the years an operator entered over the built-in ones (an entered year replaces the file's). */
export const withCalendarYears = (base: CalendarData, years: Readonly<Record<string, CalendarYear>>): CalendarData => ({
  ...base,
  years: { ...base.years, ...years },
});
