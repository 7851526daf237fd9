import { Fragment } from 'react';

/** Where a line of hours may break: after a group's comma or semicolon («Пн–Пт 09:00–19:00, Сб 10:00–15:00»). */
const BETWEEN_GROUPS = /(?<=[,;])\s+/;

/**
 * Opening hours as written in the reference data, «Пн–Пт 09:00–19:00, Сб 10:00–15:00»: a narrow column breaks the
 * line between the groups of days and their hours, never inside one. Left to the browser, the console's terminals
 * read «…, Сн» at a line's end and «10:00–15:00» on the next (the day apart from its hours), and «Sat 10:00–» then
 * «15:00» (inside the hours, at the dash).
 */
export const OpeningHours = ({ hours }: { hours: string }) => (
  <>
    {hours.split(BETWEEN_GROUPS).map((group, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the groups of one text never move
      <Fragment key={i}>
        {i > 0 && ' '}
        <span style={{ whiteSpace: 'nowrap' }}>{group}</span>
      </Fragment>
    ))}
  </>
);
