import { createWorkCalendar, earliestPickupDate, formatDay, type IsoDate } from '@jetkiz/domain';
import { currentLang } from '../../../lib/i18n.ts';

/** Kazakhstan's working-day calendar, built once for every date the orders screens show. */
export const workCalendar = createWorkCalendar();

/** The first pickup date offered now: the domain's one rule (cut-off, Asia/Almaty, working days). */
export const earliestPickup = (now = new Date()): IsoDate => earliestPickupDate(now, workCalendar);

/**
 * A calendar date (YYYY-MM-DD…) as the reader's language writes it: «23.11.2026» in Russian and Kazakh (the
 * browser's kk-KZ data writes ISO dates), «23/11/2026» in English — never the American month first.
 */
export const displayDate = (iso: string) => {
  const day = iso.slice(0, 10);
  return currentLang() === 'en' ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : formatDay(day);
};
