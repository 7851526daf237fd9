import { addDays, type IsoDate, weekday } from '../calendar/dates.ts';

/** The dashboard's «today» and «this week» (from Monday) in Almaty, as days and as the instants they start at. */
export const dashboardPeriod = (today: IsoDate) => {
  const weekFrom = addDays(today, -((weekday(today) + 6) % 7));
  return {
    today,
    weekFrom,
    todayStart: new Date(`${today}T00:00:00+05:00`),
    weekStart: new Date(`${weekFrom}T00:00:00+05:00`),
  };
};
export type DashboardPeriod = ReturnType<typeof dashboardPeriod>;
