import { checkTrackNumber } from '@jetkiz/domain';

/** What people paste (spaces, dashes, lower case), read as the domain reads it: the canonical number when it is one. */
export const normalizeTrackNumber = (input: string) => {
  const checked = checkTrackNumber(input);
  return checked.ok ? checked.value : input.trim().toUpperCase().replace(/\s/g, '');
};

/**
 * A mistyped digit (the S10 check digit disagrees) is caught here, before any call; anything else wrong with a number
 * the server says, in words of what is wrong (its answer's fieldTexts, in every language).
 */
export const isBadTrackNumber = (number: string) => {
  const checked = checkTrackNumber(number);
  return !checked.ok && checked.problem === 'checksum';
};
