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
