import {
  formatPercent,
  formatTenge,
  INSURANCE_RATE_BASIS_POINTS,
  type Lang,
  MANDATORY_INSURANCE,
  MIN_INSURED_VALUE,
  VOLUMETRIC_KG_PER_M3,
} from '@jetkiz/domain';

/** The business constants texts quote, formatted for the language: the numbers come from the domain, once. */
export const businessTerms = (lang: Lang) => ({
  rate: formatPercent(INSURANCE_RATE_BASIS_POINTS, lang),
  fee: formatTenge(MANDATORY_INSURANCE, lang),
  minValue: formatTenge(MIN_INSURED_VALUE, lang),
  kgPerM3: VOLUMETRIC_KG_PER_M3,
});
