/**
 * The server's clock, as the `Date` header of its answers tells it. A computer whose clock is wrong (set a day ahead,
 * or an hour behind in the wrong time zone) would otherwise offer pickup days, the 09:00 cut-off and «today» by its
 * own clock, and the API, which counts by its own, would refuse what the page offered. The header is to the second;
 * a difference under a minute is a request's travel and rounding, not a wrong clock, and is left alone.
 */
const NOTICED_FROM_MS = 60_000;

let offsetMs = 0;
const listeners = new Set<() => void>();

/** Calls `listener` whenever the server's clock is found to differ from what was known; answers the unsubscribe. */
export const onServerClockChange = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Notes an answer's `Date` header, given when the request left and when its answer came (`Date.now()`). */
export const noteServerDate = (header: string | null, sentAt: number, receivedAt: number): void => {
  const server = header ? Date.parse(header) : Number.NaN;
  if (Number.isNaN(server)) return;
  // The header is truncated to the second, and the server read its clock somewhere between the two instants.
  const difference = server + 500 - (sentAt + receivedAt) / 2;
  const next = Math.abs(difference) >= NOTICED_FROM_MS ? difference : 0;
  // The same wrong clock read again moves by the header's rounding: only a change past that is news.
  if (Math.abs(next - offsetMs) < NOTICED_FROM_MS) return;
  offsetMs = next;
  for (const listener of listeners) listener();
};

/** Now by the server's clock (this computer's when they agree within a minute). */
export const serverNow = (): Date => new Date(Date.now() + offsetMs);

/** Forgets what the answers said (between tests). */
export const resetServerClock = (): void => {
  offsetMs = 0;
};
