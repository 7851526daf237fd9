/** Calendar dates as ISO strings (YYYY-MM-DD): a date, not an instant, so no time zone can shift it. */
export type IsoDate = string;

export const isIsoDate = (value: unknown): value is IsoDate => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const toDate = (iso: IsoDate) => new Date(`${iso}T00:00:00Z`);

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

export const addDays = (iso: IsoDate, days: number): IsoDate => {
  const date = new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)) + days));
  return `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
};

/** Whole days from `a` to `b` (b − a). */
export const daysBetween = (a: IsoDate, b: IsoDate): number =>
  Math.round((toDate(b).getTime() - toDate(a).getTime()) / 86_400_000);

/** 0 Sunday … 6 Saturday. */
export const weekday = (iso: IsoDate): number =>
  new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)))).getUTCDay();
export const isWeekend = (iso: IsoDate): boolean => weekday(iso) === 0 || weekday(iso) === 6;

export const lastDayOfMonth = (year: number, month: number): IsoDate =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

/** The business time zone (UTC+5 since 1 March 2024). */
export const BUSINESS_TIME_ZONE = 'Asia/Almaty';

const almatyFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The date in Almaty at the instant `now`. */
export const almatyDate = (now: Date): IsoDate => almatyFormat.format(now);
