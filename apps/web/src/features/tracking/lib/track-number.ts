import { checkTrackNumber } from '@jetkiz/domain';

const S10_SHAPE = /^[A-Z]{2}\d{9}[A-Z]{2}$/;

/** What people paste: spaces, dashes inside the S10 number, lower case. */
export const normalizeTrackNumber = (input: string) => {
  const compact = input.trim().toUpperCase();
  const s10 = compact.replace(/[\s-]/g, '');
  return S10_SHAPE.test(s10) ? s10 : compact.replace(/\s/g, '');
};

/** An S10 number with a wrong check digit is caught here, before any call. */
export const isBadTrackNumber = (number: string) =>
  (S10_SHAPE.test(number) && !checkTrackNumber(number).ok) || number.length > 40;
