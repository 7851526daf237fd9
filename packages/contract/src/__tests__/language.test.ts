/// <reference types="node" />
/**
 * The language check: every text a person reads — the web catalogues, the contract's messages and SMS, the
 * PDF texts and the other `{ ru, kk, en }` texts of the API, the holiday names — read from the source, so a
 * text added tomorrow is checked too. Each failure names the file, line, key, language, rule and text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
type Lang = 'ru' | 'kk' | 'en';
type Text = { where: string; key: string; lang: Lang; text: string };

const filesUnder = (dir: string, ext: RegExp): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true }).flatMap((e) => {
    const file = path.join(e.parentPath, e.name);
    return e.isFile() && ext.test(e.name) && !/\.test\.|__tests__|node_modules/.test(file) ? [file] : [];
  });

/** A string literal's value: '…', "…" or `…` (a template with ${…} is read as written). */
const LITERAL = [String.raw`'(?:[^'\\\n]|\\.)*'`, String.raw`"(?:[^"\\\n]|\\.)*"`, '`(?:[^`\\\\]|\\\\.)*`'].join('|');
/** A literal's text: its escapes read as the characters they write (`\u00a0` is a no-break space, not «u00a0»). */
const unquote = (literal: string) =>
  literal
    .slice(1, -1)
    .replace(/\\u([0-9a-fA-F]{4})|\\(.)/g, (_, code: string | undefined, char: string) =>
      code ? String.fromCharCode(Number.parseInt(code, 16)) : char,
    );
const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;

/** A web catalogue: every string value is in the file's language; the key is the path of property names. */
const catalogueTexts = (file: string): Text[] => {
  const lang = (/(?:^|-)(ru|kk|en)\.ts$/.exec(path.basename(file))?.[1] ?? 'ru') as Lang;
  const source = fs.readFileSync(file, 'utf8');
  const stack: { name: string; depth: number }[] = [];
  let depth = 0;
  const texts: Text[] = [];
  const token = new RegExp(String.raw`(['"]?)([\w$]+)\1\s*:\s*(\{|${LITERAL})|[{}]|${LITERAL}`, 'g');
  for (const m of source.matchAll(token)) {
    const [whole, , name, value] = m;
    if (whole === '{') depth++;
    else if (whole === '}') {
      depth--;
      while ((stack.at(-1)?.depth ?? -1) > depth) stack.pop();
    } else if (value === '{') {
      depth++;
      stack.push({ name: name ?? '', depth });
    } else if (name && value) {
      const key = [...stack.map((s) => s.name), name].join('.');
      texts.push({ where: `${path.relative(root, file)}:${lineOf(source, m.index ?? 0)}`, key, lang, text: unquote(value) });
    }
  }
  return texts;
};

/** Where the object opened by the `{` at `open` ends: braces inside strings, templates and comments do not count. */
const closingBrace = (source: string, open: number): number => {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const ch = source[i];
    if (ch === '/' && (source[i + 1] === '/' || source[i + 1] === '*')) {
      const end = source.indexOf(source[i + 1] === '/' ? '\n' : '*/', i + 2);
      if (end < 0) break;
      i = end;
    } else if (ch === "'" || ch === '"' || ch === '`') {
      for (i++; i < source.length && source[i] !== ch; i++) if (source[i] === '\\') i++;
    } else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i;
  }
  return source.length;
};

const isLang = (name: string | undefined): name is Lang => name === 'ru' || name === 'kk' || name === 'en';

/**
 * Any other source: the values of `ru:`, `kk:` and `en:`, and the texts of a language's own object
 * (`{ kk: { title: '…' } }`, keyed `kk.title`); the key is the nearest property that opens an object.
 */
const localizedTexts = (file: string): Text[] => {
  const source = fs.readFileSync(file, 'utf8');
  const texts: Text[] = [];
  let key = '';
  let inLang: { lang: Lang; key: string; end: number } | null = null;
  const token = new RegExp(String.raw`(['"]?)([\w$]+)\1\s*:\s*(\{|${LITERAL})`, 'g');
  for (const m of source.matchAll(token)) {
    const [whole, , name, value] = m;
    const at = m.index ?? 0;
    const where = `${path.relative(root, file)}:${lineOf(source, at)}`;
    if (inLang && at > inLang.end) inLang = null;
    if (value === '{') {
      if (isLang(name) && !inLang)
        inLang = { lang: name, key: key ? `${key}.${name}` : name, end: closingBrace(source, at + whole.length - 1) };
      else key = name ?? '';
    } else if (isLang(name) && value) texts.push({ where, key, lang: name, text: unquote(value) });
    else if (inLang && name && value)
      texts.push({ where, key: `${inLang.key}.${name}`, lang: inLang.lang, text: unquote(value) });
  }
  return texts;
};

const allTexts = (): Text[] => [
  ...filesUnder('apps/web/src/locales', /\.ts$/).flatMap(catalogueTexts),
  ...[
    ...filesUnder('packages/contract/src', /\.ts$/),
    ...filesUnder('apps/api/src', /\.ts$/),
    ...filesUnder('packages/domain/src', /\.(ts|json)$/),
  ].flatMap(localizedTexts),
];

const L = String.raw`[\p{L}]`;
/** Kazakh case and possessive endings, as they would be glued to a placeholder («{{n}}-і», «{{time}}-ға»). */
const KK_ENDINGS =
  'ның|нің|дың|дің|тың|тің|ға|ге|қа|ке|на|не|ны|ні|ды|ді|ты|ті|да|де|та|те|нда|нде|дан|ден|тан|тен|нан|нен|' +
  'мен|бен|пен|сы|сі|сын|сін|ын|ін|дағы|дегі|тағы|тегі|ндағы|ндегі|ша|ше|ң|н|а|е|ы|і';
/**
 * Postpositions that need a case ending on the word before them, the verb «асу» (to exceed, «…-ден аспауы керек») and
 * «артық» (more than), which take the ablative, and generic place nouns built on a name.
 */
const KK_GOVERNING =
  'кейін|дейін|бастап|бері|қарай|соң|асп\\p{L}*|асад\\p{L}*|артық|қаласы\\p{L}*|ауылы\\p{L}*|кенті\\p{L}*|станциясы\\p{L}*';
/** Placeholders that hold a place name (a locality, a terminal, a city). */
const PLACE = 'to|from|city|town|place|locality|destination|origin|terminal|where';
const COUNTED_EN =
  'days?|working days?|hours?|minutes?|seconds?|weeks?|months?|years?|places?|packages?|pieces?|parcels?|orders?|items?|attempts?|codes?|times';
const COUNTED_RU =
  'д(?:ень|ня|ней)|рабоч\\p{L}* д\\p{L}+|час(?:а|ов)?|минут\\p{L}?|секунд\\p{L}?|недел\\p{L}+|месяц\\p{L}*|мест\\p{L}?|' +
  'посыл\\p{L}+|заказ\\p{L}*|попыт\\p{L}+|раз';
/** Kazakh words written with Russian «и» where «і» belongs. */
const KK_MISSPELT = 'бир|бирақ|сиз|сиздің|сизге|биз|кир|киру|кириңіз|ишинде|иш|тиркелу|тиркеліңіз|жибер\\p{L}*|издеу|тил|тили';
const PLURAL_KEY = /_(zero|one|two|few|many|other)$/;

/** A hyphen in a text: the plain one, or the non-breaking one (U+2011) that keeps an ending on its word. */
const HYPHEN = '[-\u2011]';
/** Unit abbreviations that take a Kazakh ending («кг‑ға», «см‑ге»). */
const KK_UNITS = 'кг|г|см|мм|км|м|т|л|мс|мин|сағ|млн|млрд|МБ|КБ';
type Rule = { name: string; langs: Lang[]; test: (t: Text) => string | null };
const match = (re: RegExp) => (t: Text) => re.exec(t.text)?.[0] ?? null;

const RULES: Rule[] = [
  {
    name: 'kk: a case ending glued to a placeholder (its form depends on the value: put the value after a colon)',
    langs: ['kk'],
    test: match(new RegExp(String.raw`\{\{\w+\}\}${HYPHEN}?(?:${KK_ENDINGS})(?!${L})`, 'u')),
  },
  {
    name: 'kk: a postposition or a place noun right after a placeholder needs a case ending on the value (reword)',
    langs: ['kk'],
    test: match(new RegExp(String.raw`\{\{\w+\}\}\s+(?:${KK_GOVERNING})(?!${L})`, 'u')),
  },
  {
    name: 'kk: «Jetkiz» ends in a voiced z, so its endings are -ді, -дің, -де, -ден, -ге',
    langs: ['kk'],
    test: match(/Jetkiz[-\u2011](?:т|к|қ)\p{L}*/u),
  },
  {
    name: 'kk: the «болдыр…» family reads as «not done»; cancelling is «бас тарту»',
    langs: ['kk'],
    test: match(/болдыр\p{L}*/iu),
  },
  {
    // An ending after an abbreviation, a figure, a placeholder or a Latin name is part of the word: a plain hyphen
    // lets the line break there («ҚҚС-» at a line's end, «ты» on the next), the non-breaking one does not.
    name: 'kk: a plain hyphen before an ending (write U+2011, «ҚҚС\u2011ты»)',
    langs: ['kk'],
    test: match(new RegExp(String.raw`(?:(?<!${L})(?:${KK_UNITS})|[\p{Lu}\d}%₸№)]|\p{Script=Latin})-[а-яёәғқңөұүһі]+`, 'u')),
  },
  {
    // The customer cancels an order with «Тапсырыстан бас тарту»; «күшін жою» (annulling) named the same steps in the
    // console's audit log. An additional service of an order is annulled («Тапсырыс қызметінің күшін жою»): see below.
    name: 'kk: cancelling an order is «бас тарту», as the customer reads it, not «күшін жою»',
    langs: ['kk'],
    test: match(/тапсырыс(?:ты|тың|тан)? күшін жо\p{L}*/iu),
  },
  {
    // «Тоқтату» is to stop or to suspend: an order «уақытша тоқтатылды» is on hold until its service is paid. The
    // console's «Тоқтату» beside an unpaid service, and a service «тоқтатылды», read as holding it, not cancelling it;
    // a delivery «тасымалдаушыда тоқтатылды» as held at the carrier.
    name: "kk: «тоқтату» is the order's hold; a service is cancelled with «күшін жою», a carrier's delivery with «бас тарту»",
    langs: ['kk'],
    test: match(/^тоқтат(?:у|ылды)\.?$|(?:қызмет|тасымалдаушы|(?<!қол )жеткізу)\p{L}*\s+(?:\p{L}+\s+)?тоқтат\p{L}*/iu),
  },
  {
    // The form names the field «Продукт / Өнім / Product» (Standard or Express); «признак продукта» is a carrier API's
    // word for it, and «өнім белгісі» reads as a product's label or mark.
    name: "the priority order's product is «продукт / өнім / product», not the API's «признак / белгісі / sign»",
    langs: ['ru', 'kk', 'en'],
    test: match(/признак\p{L}* продукт\p{L}*|өнім белгі\p{L}*|product sign\p{L}*/iu),
  },
  {
    // «3 500» once became «300a0500» when a no-break space was written as an escape by a script.
    name: 'a Latin letter between figures (a broken escape: «300a0500» for «3 500»)',
    langs: ['ru', 'kk', 'en'],
    test: match(/\d*00a0\d+/),
  },
  {
    // «сұраныс» is demand (спрос), «қолжетімділік» availability; a request is «сұрау», access «қол жеткізу».
    name: 'kk: «сұраныс» is demand and «қолжетімділік» availability; a request is «сұрау», access «кіру құқығы» / «қол жеткізу»',
    langs: ['kk'],
    test: match(/(?:сұраныс|қолжетімділі)\p{L}*/iu),
  },
  {
    name: 'kk: Russian «и» where Kazakh «і» belongs',
    langs: ['kk'],
    test: match(new RegExp(`(?<!${L})(?:${KK_MISSPELT})(?!${L})`, 'iu')),
  },
  {
    name: 'a word mixing Cyrillic and Latin letters (a look-alike letter)',
    langs: ['ru', 'kk', 'en'],
    test: (t) => t.text.match(/[\p{L}]+/gu)?.find((w) => /\p{Script=Cyrillic}/u.test(w) && /\p{Script=Latin}/u.test(w)) ?? null,
  },
  {
    name: 'ru: a preposition before a place name that the text cannot decline («в Караганда»); use a generic noun or a colon',
    langs: ['ru'],
    test: match(new RegExp(String.raw`(?<!${L})(?:в|во|из|на|до|к|ко) \{\{(?:${PLACE})\}\}`, 'iu')),
  },
  {
    name: 'a number with a counted noun needs plural forms (keys _one/_other, ru also _few/_many, with {{count}})',
    langs: ['ru', 'en'],
    test: (t) => {
      if (PLURAL_KEY.test(t.key)) return null;
      const counted = t.lang === 'en' ? COUNTED_EN : COUNTED_RU;
      return new RegExp(String.raw`\{\{\w+\}\}\s+(?:${counted})(?!${L})`, 'iu').exec(t.text)?.[0] ?? null;
    },
  },
];

/** The check over a list of texts: one line per problem. */
export const problemsIn = (texts: Text[]): string[] =>
  texts.flatMap((t) =>
    RULES.flatMap((rule) => {
      if (!rule.langs.includes(t.lang)) return [];
      const found = rule.test(t);
      return found ? [`${t.where} ${t.key} [${t.lang}] — ${rule.name}: «${found}» in «${t.text}»`] : [];
    }),
  );

describe('the language check', () => {
  const texts = allTexts();

  it('reads the texts of every catalogue and template', () => {
    const where = new Set(texts.map((t) => t.where.split(':')[0]));
    for (const file of [
      'apps/web/src/locales/orders-kk.ts',
      'packages/contract/src/errors.ts',
      'packages/contract/src/tracking.ts',
      'packages/contract/src/identity-messages.ts',
      'apps/api/src/modules/documents/payment-documents.ts',
      'apps/api/src/modules/documents/shipping-documents.ts',
      // Texts kept as one object per language (`{ kk: { title: '…' } }`): the shared parcel's page preview.
      'apps/api/src/plugins/web.ts',
    ])
      expect(where).toContain(file);
    expect(texts).toContainEqual(
      expect.objectContaining({
        lang: 'kk',
        key: 'kk.untitled',
        text: 'Сәлемдемені бақылау — Jetkiz',
      }),
    );
    expect(texts.filter((t) => t.lang === 'kk').length).toBeGreaterThan(600);
  });

  it.each<[string, Text, boolean]>([
    ['glued case ending', { where: 'x', key: 'k', lang: 'kk', text: '{{m}} орынның {{n}}-і' }, true],
    ['ordinal is fine', { where: 'x', key: 'k', lang: 'kk', text: '{{n}}\u2011орын' }, false],
    ['ordinal with a plain hyphen', { where: 'x', key: 'k', lang: 'kk', text: '{{n}}-орын' }, true],
    ['ҚҚС-ты can break', { where: 'x', key: 'k', lang: 'kk', text: 'ҚҚС-ты қоса алғанда' }, true],
    ['ҚҚС‑ты cannot', { where: 'x', key: 'k', lang: 'kk', text: 'ҚҚС\u2011ты қоса алғанда' }, false],
    ['1000 кг-ға can break', { where: 'x', key: 'k', lang: 'kk', text: '1000 кг-ға дейін' }, true],
    ['Jetkiz-ді can break', { where: 'x', key: 'k', lang: 'kk', text: 'Jetkiz-ді таңдағаныңызға' }, true],
    ['a glued ending stays caught', { where: 'x', key: 'k', lang: 'kk', text: '{{m}} орынның {{n}}\u2011і' }, true],
    ['a word pair keeps its hyphen', { where: 'x', key: 'k', lang: 'kk', text: 'трек-нөмір, оқ-дәрі' }, false],
    ['сұраныс is demand', { where: 'x', key: 'k', lang: 'kk', text: 'Сұраныстар тым көп' }, true],
    ['сұрау is a request', { where: 'x', key: 'k', lang: 'kk', text: 'Сұраулар тым көп' }, false],
    ['қолжетімділік is availability', { where: 'x', key: 'k', lang: 'kk', text: 'Қолжетімділікті өшіру' }, true],
    ['a broken escape', { where: 'x', key: 'k', lang: 'ru', text: 'Более 300a0500 населённых пунктов' }, true],
    ['postposition', { where: 'x', key: 'k', lang: 'kk', text: 'Кодты {{time}} кейін қайта жіберу' }, true],
    ['«асу» takes the ablative', { where: 'x', key: 'k', lang: 'kk', text: '{{amount}} аспауы керек' }, true],
    ['«асу» after the ablative', { where: 'x', key: 'k', lang: 'kk', text: '5‑тен аспайды' }, false],
    ['city noun', { where: 'x', key: 'k', lang: 'kk', text: '{{to}} қаласына жетті' }, true],
    ['cancel', { where: 'x', key: 'k', lang: 'kk', text: 'Тапсырыс болдырылмады' }, true],
    ['order annulled', { where: 'x', key: 'k', lang: 'kk', text: 'Тапсырыстың күшін жою расталды' }, true],
    ['service annulled', { where: 'x', key: 'k', lang: 'kk', text: 'Тапсырыс қызметінің күшін жою' }, false],
    ['order annulled, another case', { where: 'x', key: 'k', lang: 'kk', text: 'Тапсырыстан күшін жою' }, true],
    ['a bare «Тоқтату» button', { where: 'x', key: 'k', lang: 'kk', text: 'Тоқтату' }, true],
    ['a bare «Тоқтатылды» status', { where: 'x', key: 'k', lang: 'kk', text: 'Тоқтатылды' }, true],
    ['a service stopped', { where: 'x', key: 'k', lang: 'kk', text: 'Төленген қызметті тоқтатуға болмайды' }, true],
    ['a delivery stopped', { where: 'x', key: 'k', lang: 'kk', text: 'Тасымалдаушыда тоқтатылды' }, true],
    ['an order on hold', { where: 'x', key: 'k', lang: 'kk', text: 'Тапсырыс уақытша тоқтатылды' }, false],
    ['access suspended', { where: 'x', key: 'k', lang: 'kk', text: 'Қызметкердің қол жеткізуі тоқтатылды' }, false],
    ['suspend', { where: 'x', key: 'k', lang: 'kk', text: 'Тоқтата тұру' }, false],
    ['a suspended employee', { where: 'x', key: 'k', lang: 'kk', text: 'Тоқтатылған' }, false],
    ['a service annulled', { where: 'x', key: 'k', lang: 'kk', text: 'Қызметтің күші жойылды' }, false],
    ['ru product sign', { where: 'x', key: 'k', lang: 'ru', text: 'Признак продукта не совпадает' }, true],
    ['kk product sign', { where: 'x', key: 'k', lang: 'kk', text: 'Өнім белгісі есептеуге сәйкес келмейді' }, true],
    ['en product sign', { where: 'x', key: 'k', lang: 'en', text: 'The product sign does not match' }, true],
    ['kk product', { where: 'x', key: 'k', lang: 'kk', text: 'Таңдалған өнім есептеуге сәйкес келмейді' }, false],
    ['order cancelled', { where: 'x', key: 'k', lang: 'kk', text: 'Тапсырыстан бас тарту расталды' }, false],
    ['latin i', { where: 'x', key: 'k', lang: 'kk', text: 'Kipу' }, true],
    ['russian и', { where: 'x', key: 'k', lang: 'kk', text: 'Бир сәлемдеме' }, true],
    ['киім is Kazakh', { where: 'x', key: 'k', lang: 'kk', text: 'Киім мен аяқ киім' }, false],
    ['Jetkiz-ті', { where: 'x', key: 'k', lang: 'kk', text: 'Jetkiz-ті таңдағаныңызға рахмет' }, true],
    ['ru в {{to}}', { where: 'x', key: 'k', lang: 'ru', text: 'прибыла в {{to}}' }, true],
    ['ru до {{date}}', { where: 'x', key: 'k', lang: 'ru', text: 'Цена действует до {{date}}' }, false],
    ['en plural', { where: 'x', key: 'oneDay', lang: 'en', text: '{{min}} working days' }, true],
    ['en plural key', { where: 'x', key: 'oneDay_other', lang: 'en', text: '{{count}} working days' }, false],
  ])('catches: %s', (_name, text, bad) => {
    expect(problemsIn([text]).length > 0).toBe(bad);
  });

  it('finds no problem in any text', () => {
    expect(problemsIn(texts)).toEqual([]);
  });
});
