import type { CalendarYearProblem, Localized, TariffBandProblem } from '@jetkiz/domain';

/** Errors and field messages of the console's reference data (issue 18); spread into ERRORS. */
export const OPERATOR_REFERENCE_ERRORS = {
  /** A tariff grid with a gap between its weight bands, an overlap or a negative price: the bad rows are named. */
  TARIFF_GRID_INVALID: {
    status: 400,
    message: {
      ru: 'В тарифной сетке есть ошибки: исправьте отмеченные строки',
      kk: 'Тарифтік торда қателер бар: белгіленген жолдарды түзетіңіз',
      en: 'The tariff grid has errors: correct the marked rows',
    },
  },
  /** A calendar year with a date outside it, or a transfer that does not swap a weekday and a weekend day. */
  CALENDAR_YEAR_INVALID: {
    status: 400,
    message: {
      ru: 'В календаре года есть ошибки: исправьте отмеченные даты',
      kk: 'Жыл күнтізбесінде қателер бар: белгіленген күндерді түзетіңіз',
      en: "The year's calendar has errors: correct the marked dates",
    },
  },
  /** No terminal, own-fleet product zone or service with this id or code. */
  REFERENCE_ITEM_NOT_FOUND: {
    status: 404,
    message: {
      ru: 'Такой записи в справочнике нет',
      kk: 'Анықтамалықта мұндай жазба жоқ',
      en: 'There is no such entry in the reference data',
    },
  },
  /** A promo code with this text exists already. */
  PROMO_CODE_TAKEN: {
    status: 409,
    message: {
      ru: 'Такой промокод уже есть',
      kk: 'Мұндай промокод бар',
      en: 'This promo code already exists',
    },
  },
} as const satisfies Record<string, { status: number; message: Localized }>;

/** What is wrong with a promo code's fields. */
export const PROMO_FIELD_MESSAGES = {
  shape: {
    ru: 'От 3 до 32 знаков: латинские буквы, цифры, _ и -',
    kk: '3‑тен 32‑ге дейін таңба: латын әріптері, цифрлар, _ және -',
    en: '3 to 32 characters: Latin letters, digits, _ and -',
  },
  percent: {
    ru: 'Процент — не больше 100, до сотых',
    kk: 'Пайыз 100‑ден аспауы керек, жүздік үлеске дейін',
    en: 'A percentage up to 100, in hundredths at most',
  },
  order: {
    ru: 'Последний день не раньше первого',
    kk: 'Соңғы күн бірінші күннен ерте болмауы керек',
    en: 'The last day cannot be before the first',
  },
  belowUsed: {
    ru: 'Меньше, чем уже использовано',
    kk: 'Пайдаланылған саннан аз',
    en: 'Fewer than already used',
  },
} as const satisfies Record<string, Localized>;

/** What is wrong with a row of a tariff grid (in the field `bands.N`). */
export const TARIFF_BAND_MESSAGES: Record<TariffBandProblem, Localized> = {
  gap: {
    ru: 'Пропуск: полоса должна начинаться там, где закончилась предыдущая',
    kk: 'Бос аралық: жолақ алдыңғысы аяқталған жерден басталуы керек',
    en: 'Gap: the band must start where the previous one ends',
  },
  overlap: {
    ru: 'Полоса заходит на предыдущую',
    kk: 'Жолақ алдыңғысымен қабаттасады',
    en: 'The band overlaps the previous one',
  },
  negativePrice: {
    ru: 'Цена не может быть отрицательной',
    kk: 'Баға теріс бола алмайды',
    en: 'The price cannot be negative',
  },
  emptyBand: {
    ru: 'Вес «до» должен быть больше веса «от»',
    kk: '«Дейін» салмағы «бастап» салмағынан көп болуы керек',
    en: 'The weight "to" must be greater than the weight "from"',
  },
  notFromZero: {
    ru: 'Первая полоса начинается с 0 кг',
    kk: 'Бірінші жолақ 0 кг‑нан басталады',
    en: 'The first band starts at 0 kg',
  },
  belowMaxKg: {
    ru: 'Полосы не доходят до предельного веса продукта, а цена за кг сверх них не задана',
    kk: 'Жолақтар өнімнің шекті салмағына жетпейді, ал олардан асқан әр кг бағасы берілмеген',
    en: "The bands stop short of the product's weight limit and no price per kg above them is set",
  },
};

/** What is wrong with a date of a year's calendar. */
export const CALENDAR_YEAR_MESSAGES: Record<CalendarYearProblem, Localized> = {
  badDate: {
    ru: 'Дата в формате ГГГГ-ММ-ДД',
    kk: 'Күн ЖЖЖЖ-АА-КК пішімінде болуы керек',
    en: 'A date as YYYY-MM-DD',
  },
  outsideYear: {
    ru: 'Дата вне этого года',
    kk: 'Күн осы жылдан тыс',
    en: 'The date is outside this year',
  },
  sameDay: {
    ru: 'Выходной и рабочий день совпадают',
    kk: 'Демалыс күні мен жұмыс күні бірдей',
    en: 'The day off and the working day are the same',
  },
  dayOffNotWorkday: {
    ru: 'Переносимый выходной должен быть будним днём',
    kk: 'Ауыстырылатын демалыс жұмыс күніне келуі керек',
    en: 'The day off moved must be a weekday',
  },
  workingDayNotWeekend: {
    ru: 'Рабочим можно сделать только субботу или воскресенье',
    kk: 'Тек сенбі немесе жексенбі жұмыс күні бола алады',
    en: 'Only a Saturday or a Sunday can be made a working day',
  },
  repeated: {
    ru: 'Эта дата уже указана в другом переносе',
    kk: 'Бұл күн басқа ауыстыруда көрсетілген',
    en: 'This date is already in another transfer',
  },
};
