/**
 * Kazakh letters folded to the Russian look-alikes people type on a Russian keyboard, so that «Қарағанды»,
 * «Караганды» and «караганда» meet (reference §8.3).
 */
const FOLD: Readonly<Record<string, string>> = {
  ә: 'а',
  ғ: 'г',
  қ: 'к',
  ң: 'н',
  ө: 'о',
  ұ: 'у',
  ү: 'у',
  һ: 'х',
  і: 'и',
  ё: 'е',
  й: 'и',
};

/** Lower-case, fold Kazakh letters and ё/й, turn punctuation into spaces and squeeze them. Total on any string. */
export const normalizeForSearch = (input: string): string => {
  if (typeof input !== 'string') return '';
  let out = '';
  let space = true;
  for (const ch of input.toLowerCase()) {
    const folded = FOLD[ch] ?? ch;
    if (/[\p{L}\p{N}]/u.test(folded)) {
      out += folded;
      space = false;
    } else if (!space) {
      out += ' ';
      space = true;
    }
  }
  return out.trimEnd();
};

/**
 * The dashes a text may carry where a keyboard types '-': ‐ U+2010, ‑ U+2011 (the non-breaking one of the Kazakh
 * «12‑пәтер», «5‑кеңсе»), ‒ U+2012 and – U+2013. A search reads them all as '-' on both sides (`foldHyphens` for the
 * query and in memory; the API's SQL `translate()` for stored text uses this same list).
 */
export const HYPHEN_LOOKALIKES = '\u2010\u2011\u2012\u2013';

const LOOKALIKE = new RegExp(`[${HYPHEN_LOOKALIKES}]`, 'g');

/** Every hyphen look-alike as the plain '-', so «5-кеңсе» typed finds «5‑кеңсе» written, and the reverse. */
export const foldHyphens = (text: string): string => text.replace(LOOKALIKE, '-');
