import {
  AVR_TERMS,
  almatyDate,
  avrAcceptanceWorkingDays,
  COVERAGE,
  formatNumber,
  formatPercent,
  formatTenge,
  INSURANCE_RATE_BASIS_POINTS,
  type Lang,
  LOSS_WITHOUT_DECLARED_VALUE_MULTIPLIER,
  MANDATORY_INSURANCE,
  MIN_INSURED_VALUE,
  OFFER_TERMS,
  OFFER_VERSION,
  PENALTY_BASIS_POINTS_PER_DAY,
  PENALTY_CAP_BASIS_POINTS,
  VOLUMETRIC_KG_PER_M3,
  vatRateOn,
  WINTER_EXTRA_WORKING_DAYS,
} from '@jetkiz/domain';

type DayKind = 'working' | 'calendar';
type RuCase = 'gen' | 'acc';

const RU_WORDS: Record<DayKind, Record<RuCase, Record<'one' | 'few' | 'many', string>>> = {
  working: {
    gen: { one: 'рабочего дня', few: 'рабочих дней', many: 'рабочих дней' },
    acc: { one: 'рабочий день', few: 'рабочих дня', many: 'рабочих дней' },
  },
  calendar: {
    gen: { one: 'календарного дня', few: 'календарных дней', many: 'календарных дней' },
    acc: { one: 'календарный день', few: 'календарных дня', many: 'календарных дней' },
  },
};
const ruPlural = new Intl.PluralRules('ru');

/**
 * «15 календарных дней», «3 жұмыс күні», «1 working day»: a period of the offer, grammatical for any number.
 * Russian needs the case the sentence asks for (genitive after «в течение», accusative after «на»); Kazakh
 * keeps the noun singular after a numeral.
 */
export const periodText = (days: number, kind: DayKind, lang: Lang, ruCase: RuCase = 'gen'): string => {
  const n = formatNumber(days, lang);
  if (lang === 'kk') return `${n}\u00a0${kind === 'working' ? 'жұмыс күні' : 'күнтізбелік күн'}`;
  if (lang === 'en') return `${n}\u00a0${kind === 'working' ? 'working' : 'calendar'} day${days === 1 ? '' : 's'}`;
  const form = ruPlural.select(days);
  const key = form === 'one' ? 'one' : form === 'few' ? 'few' : 'many';
  return `${n}\u00a0${RU_WORDS[kind][ruCase][key]}`;
};

/** 2026-11-23 → «23.11.2026» (ru, kk) or «23 November 2026» (en). */
const versionDate = (iso: string, lang: Lang): string => {
  if (lang === 'en') {
    return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  }
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
};

/**
 * Every term the offer, the policy and the knowledge base quote, formatted for the language. All of them come
 * from the domain: the published text cannot drift from the rules the system applies.
 */
export const offerTerms = (lang: Lang, now: Date = new Date()) => {
  const working = (days: number) => periodText(days, 'working', lang);
  const calendar = (days: number) => periodText(days, 'calendar', lang);
  return {
    version: versionDate(OFFER_VERSION, lang),
    prepayment: formatPercent(OFFER_TERMS.prepaymentPercent * 100, lang),
    vat: formatPercent(vatRateOn(almatyDate(now)), lang),
    extraServices: working(OFFER_TERMS.extraServicesPaymentWorkingDays),
    refund: calendar(OFFER_TERMS.refundCalendarDays),
    penalty: formatPercent(PENALTY_BASIS_POINTS_PER_DAY, lang),
    penaltyCap: formatPercent(PENALTY_CAP_BASIS_POINTS, lang),
    rate: formatPercent(INSURANCE_RATE_BASIS_POINTS, lang),
    minValue: formatTenge(MIN_INSURED_VALUE, lang),
    fee: formatTenge(MANDATORY_INSURANCE, lang),
    loss: formatNumber(LOSS_WITHOUT_DECLARED_VALUE_MULTIPLIER, lang),
    kgPerM3: formatNumber(VOLUMETRIC_KG_PER_M3, lang),
    winter: periodText(WINTER_EXTRA_WORKING_DAYS, 'working', lang, 'acc'),
    avrIssue: calendar(AVR_TERMS.issueWithinCalendarDays),
    avrSign: working(AVR_TERMS.signWithinWorkingDays),
    avrRefuse: working(AVR_TERMS.refuseWithinWorkingDays),
    /** The term the system waits for before an act is deemed accepted (the longer one). */
    avrAccepted: working(avrAcceptanceWorkingDays(AVR_TERMS)),
    claimFiling: working(OFFER_TERMS.claimFilingWorkingDays),
    claimReview: working(OFFER_TERMS.claimReviewWorkingDays),
    compensation: working(OFFER_TERMS.compensationTransferWorkingDays),
    antiCorruption: working(OFFER_TERMS.antiCorruptionReplyWorkingDays),
    amendment: working(OFFER_TERMS.amendmentNoticeWorkingDays),
    changeNotice: working(OFFER_TERMS.changeNoticeWorkingDays),
    termination: calendar(OFFER_TERMS.terminationCalendarDays),
    settlements: formatNumber(COVERAGE.settlementsOver, lang),
    suppliers: formatNumber(COVERAGE.suppliersOver, lang),
  };
};
export type OfferTerms = ReturnType<typeof offerTerms>;
