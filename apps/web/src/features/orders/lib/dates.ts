import { createWorkCalendar, earliestPickupDate, type IsoDate } from '@jetkiz/domain';
import { dateLocale } from '../../../lib/i18n.ts';

/** Kazakhstan's working-day calendar, built once for every date the orders screens show. */
export const workCalendar = createWorkCalendar();

/** The first pickup date offered now: the domain's one rule (cut-off, Asia/Almaty, working days). */
export const earliestPickup = (now = new Date()): IsoDate => earliestPickupDate(now, workCalendar);

/** A calendar date (YYYY-MM-DD…) as the reader's language writes it («23.11.2026», «23/11/2026»). */
export const displayDate = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T12:00:00+05:00`).toLocaleDateString(dateLocale(), {
    timeZone: 'Asia/Almaty',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
