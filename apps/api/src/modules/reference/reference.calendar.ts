import { type CalendarYear, createWorkCalendar, KZ_CALENDAR, type WorkCalendar, withCalendarYears } from '@jetkiz/domain';

/**
 * One WorkCalendar object the services keep for their lifetime, whose data follows the years entered in the console:
 * each reload builds a new calendar with the domain's `createWorkCalendar` and swaps it in.
 */
export const createLiveCalendar = () => {
  let current = createWorkCalendar();
  const calendar: WorkCalendar = {
    hasDataFor: (year) => current.hasDataFor(year),
    isWorkingDay: (date) => current.isWorkingDay(date),
    nextWorkingDay: (date) => current.nextWorkingDay(date),
    workingDayOnOrAfter: (date) => current.workingDayOnOrAfter(date),
    addWorkingDays: (date, n) => current.addWorkingDays(date, n),
    nonWorkingDays: (from, to) => current.nonWorkingDays(from, to),
    describe: (day) => current.describe(day),
  };
  return {
    calendar,
    use(years: ReadonlyArray<{ year: number; data: CalendarYear }>) {
      current = createWorkCalendar(
        withCalendarYears(KZ_CALENDAR, Object.fromEntries(years.map((y) => [String(y.year), y.data]))),
      );
    },
  };
};
