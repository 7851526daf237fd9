const TABLE: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ә: 'a',
  ғ: 'g',
  қ: 'k',
  ң: 'n',
  ө: 'o',
  ұ: 'u',
  ү: 'u',
  һ: 'h',
  і: 'i',
};

/**
 * Russian or Kazakh Cyrillic to plain Latin, the way place names appear in English texts
 * (Караганда → Karaganda, Усть-Каменогорск → Ust-Kamenogorsk). Other characters pass through.
 */
export const transliterate = (input: string): string => {
  let out = '';
  for (const ch of input) {
    const lower = ch.toLowerCase();
    const latin = TABLE[lower];
    if (latin === undefined) {
      out += ch;
    } else if (lower !== ch && latin.length > 0) {
      out += latin[0]?.toUpperCase() + latin.slice(1);
    } else {
      out += latin;
    }
  }
  return out;
};
