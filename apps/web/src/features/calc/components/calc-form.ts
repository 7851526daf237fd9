import {
  type CalcBody,
  FIELD_PROBLEMS,
  type LocalityOption,
  MONEY_MESSAGES,
  PACK_MESSAGES,
  PACK_SUMMARY_MESSAGE,
  type PriorityCalcBody,
  packMessage,
} from '@jetkiz/contract';
import {
  checkPack,
  type Lang,
  type PackField,
  type PackProblem,
  parseNumberInput,
  tengeToTiyn,
  tiynToTenge,
} from '@jetkiz/domain';

/**
 * The one calculation form of the public calculator and the priority calculator (issue 14: the pack form was
 * copied between them). Values are the texts as typed; the domain's checks are its validators, and the same
 * values build the request body.
 */
export type PackValues = { key: string; length: string; width: string; height: string; physWeight: string; placeCnt: string };
export type CargoValues = {
  /** By packs (each with its dimensions) or by totals (weight and places; the priority calculation adds volume). */
  mode: 'packs' | 'totals';
  weight: string;
  volume: string;
  placeCnt: string;
  packs: PackValues[];
};
export type CalcFormValues = {
  from: LocalityOption | null;
  to: LocalityOption | null;
  cargo: CargoValues;
  /** Public calculator: pickup from an address (else the terminal), delivery to an address, value, services. */
  fromAddress: boolean;
  toAddress: boolean;
  declared: string;
  services: string[];
  /** Priority calculator: product sign (1 standard, 2 express), hand-over date `YYYY-MM-DD`, days asked for. */
  sign: string;
  date: string;
  daysCnt: string;
};
export type CalcKind = 'public' | 'priority';

export const MAX_PACKS = 20;
const PACK_FIELDS = ['length', 'width', 'height', 'physWeight', 'placeCnt'] as const;

let packKeys = 0;
export const newPack = (): PackValues => ({
  key: `pack-${++packKeys}`,
  length: '',
  width: '',
  height: '',
  physWeight: '',
  placeCnt: '1',
});

export const initialCalcValues = (kind: CalcKind, today: string, carried: Partial<CalcFormValues> = {}): CalcFormValues => ({
  from: null,
  to: null,
  cargo: { mode: kind === 'public' ? 'packs' : 'totals', weight: '', volume: '', placeCnt: '1', packs: [newPack()] },
  fromAddress: true,
  toAddress: true,
  declared: '',
  services: [],
  sign: '1',
  date: today,
  daysCnt: '',
  ...carried,
});

/** A typed number, `undefined` when empty, NaN when it is not a number (so the domain check says so). */
const typed = (text: string): number | undefined => parseNumberInput(text) ?? (text.trim() ? Number.NaN : undefined);

const positive = (text: string): PackProblem | undefined => {
  const value = typed(text);
  if (value === undefined) return 'required';
  if (!Number.isFinite(value)) return 'notANumber';
  return value > 0 ? undefined : 'notPositive';
};

/** Both ends in one locality: Jetkiz has no delivery within one city, so it is never offered (issue 15). */
export const sameLocality = (values: Pick<CalcFormValues, 'from' | 'to'>): boolean =>
  Boolean(values.from && values.to && values.from.kato === values.to.kato);

export type CalcCheck = { errors: Record<string, string>; summary: string | null };

/**
 * The spec's calculator checks (§5) by form path, in the person's language: from and to required (and not the
 * same locality); by packs every field of every pack (domain `checkPack`); by totals the weight and places
 * (the priority calculation also the volume); the declared value as money. `summary` is the one «Внимание».
 */
export const checkCalcForm = (values: CalcFormValues, kind: CalcKind, lang: Lang, sameLocalityText: string): CalcCheck => {
  const errors: Record<string, string> = {};
  let packProblem = false;
  if (!values.from) errors.from = FIELD_PROBLEMS.required[lang];
  if (!values.to) errors.to = FIELD_PROBLEMS.required[lang];
  else if (sameLocality(values)) errors.to = sameLocalityText;
  const { cargo } = values;
  if (cargo.mode === 'packs') {
    cargo.packs.forEach((pack, i) => {
      const numbers = Object.fromEntries(PACK_FIELDS.map((f) => [f, typed(pack[f])]));
      for (const [field, problem] of Object.entries(checkPack(numbers))) {
        errors[`cargo.packs.${i}.${field}`] = packMessage(problem, field as PackField, lang);
        packProblem = true;
      }
    });
  } else {
    const problems = checkPack({
      length: 1,
      width: 1,
      height: 1,
      physWeight: typed(cargo.weight),
      placeCnt: typed(cargo.placeCnt),
    });
    if (problems.physWeight) errors['cargo.weight'] = packMessage(problems.physWeight, 'physWeight', lang);
    if (problems.placeCnt) errors['cargo.placeCnt'] = packMessage(problems.placeCnt, 'placeCnt', lang);
    const volume = kind === 'priority' ? positive(cargo.volume) : undefined;
    if (volume) errors['cargo.volume'] = PACK_MESSAGES[volume][lang];
    packProblem = Boolean(problems.physWeight || problems.placeCnt || volume);
  }
  if (values.declared.trim()) {
    const money = tengeToTiyn(parseNumberInput(values.declared) ?? values.declared);
    if (!money.ok) errors.declared = MONEY_MESSAGES[money.problem][lang];
  }
  if (kind === 'priority' && values.daysCnt.trim()) {
    const days = typed(values.daysCnt);
    if (days === undefined || !Number.isInteger(days) || days < 0) errors.daysCnt = PACK_MESSAGES.notWhole[lang];
  }
  const first = Object.values(errors)[0];
  return { errors, summary: packProblem ? PACK_SUMMARY_MESSAGE[lang] : (first ?? null) };
};

const cargoBody = (cargo: CargoValues, kind: CalcKind): Partial<CalcBody> => {
  if (cargo.mode === 'packs') {
    return {
      packDtos: cargo.packs.map((p, i) => ({
        id: i + 1,
        ...Object.fromEntries(PACK_FIELDS.map((f) => [f, parseNumberInput(p[f]) ?? undefined])),
      })),
    };
  }
  const weight = parseNumberInput(cargo.weight) ?? undefined;
  const placeCnt = parseNumberInput(cargo.placeCnt) ?? undefined;
  return kind === 'priority'
    ? { physWeight: weight, volume: parseNumberInput(cargo.volume) ?? undefined, placeCnt }
    : { weight, placeCnt };
};

/** The declared value as the body sends it (tenge), when one is given (spec §9: optional, for the whole order). */
const declaredPriceOf = (values: CalcFormValues): number | undefined => {
  const money = values.declared.trim() ? tengeToTiyn(parseNumberInput(values.declared) ?? values.declared) : null;
  return money?.ok ? tiynToTenge(money.value) : undefined;
};

/** The body of the public calculation, from checked values. */
export const calcBody = (values: CalcFormValues): CalcBody => ({
  from: values.from?.kato,
  to: values.to?.kato,
  deliveryFromAddress: values.fromAddress,
  deliveryToAddress: values.toAddress,
  declaredPrice: declaredPriceOf(values),
  services: values.services,
  ...cargoBody(values.cargo, 'public'),
});

/** The body of the priority calculation, from checked values. */
export const priorityBody = (values: CalcFormValues): PriorityCalcBody => ({
  from: values.from?.kato,
  to: values.to?.kato,
  deliverySign: Number(values.sign),
  dateSlqClient: values.date || undefined,
  daysCnt: values.daysCnt.trim() ? (parseNumberInput(values.daysCnt) ?? undefined) : undefined,
  // Priority cargo is insured by its declared value too (spec §9: 0.5 %, at least 20 000 ₸; 100 ₸ without one).
  declaredPrice: declaredPriceOf(values),
  ...cargoBody(values.cargo, 'priority'),
});

/** The server names fields by the body (`packDtos.0.length`, `weight`); the form by its values. */
export const formPath = (field: string): string => {
  const pack = /^packDtos\.(\d+)\.(\w+)$/.exec(field);
  if (pack) return `cargo.packs.${pack[1]}.${pack[2]}`;
  const paths: Record<string, string> = {
    weight: 'cargo.weight',
    physWeight: 'cargo.weight',
    volume: 'cargo.volume',
    placeCnt: 'cargo.placeCnt',
    declaredPrice: 'declared',
    dateSlqClient: 'date',
    deliverySign: 'sign',
  };
  return paths[field] ?? field;
};

/**
 * What a calculation was computed from: the request it sent. Results belong to these inputs; when the form
 * no longer gives the same, they are outdated (issue 15).
 */
export const inputsKey = (values: CalcFormValues, kind: CalcKind): string =>
  JSON.stringify(kind === 'public' ? calcBody(values) : priorityBody(values));
