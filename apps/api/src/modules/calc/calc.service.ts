import { createHash } from 'node:crypto';
import {
  type CalcAnswer,
  type CalcBody,
  FIELD_PROBLEMS,
  MONEY_MESSAGES,
  PACK_MESSAGES,
  PACK_SUMMARY_MESSAGE,
  PICKUP_MESSAGES,
  type PriorityCalcBody,
  packMessage,
  type Quote,
  type TariffOffer,
} from '@jetkiz/contract';
import {
  almatyDate,
  checkPack,
  deliveryDateRange,
  deliveryWindow,
  earliestPickupDate,
  formatPercent,
  formatPickupDate,
  formatTenge,
  isLocalizedText,
  LANGS,
  type Lang,
  type Localized,
  type OrderWeights,
  orderWeights,
  type Pack,
  type PackField,
  PRODUCT_SIGNS,
  type ProductGrid,
  percentOf,
  priceBreakdown,
  quotedPacksOf,
  quotedPacksText,
  type ServiceRule,
  shipmentOfTotals,
  type TariffType,
  tengeToTiyn,
  tiynToTenge,
  type WorkCalendar,
  type Zone,
} from '@jetkiz/domain';
import { type CarrierPort, type CarrierRate, CarrierUnavailableError } from '../../adapters/carriers/index.ts';
import type { CalcConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, type FieldText, inEachLanguage } from '../../errors.ts';
import { createLruCache } from '../../lib/lru-cache.ts';
import { createSingleFlight } from '../../lib/single-flight.ts';
import type { ReferenceService } from '../reference/index.ts';
import { calcRepository, type ProductRow, type ServiceRow } from './calc.repository.ts';
import { type QuotePayload, quoteDigest, quoteHead, readQuote, signQuote } from './quote-token.ts';

/** Customer products by tariff type: the services a product offers apply to tariffs of that type. */
const PRODUCT_OF_TYPE: Readonly<Record<TariffType, string>> = {
  standard: 'STANDARD',
  express: 'EXPRESS',
  simple: 'DOCUMENTS',
  complex: 'CARGO',
};
/** A carrier's rates for a route stay valid this long in memory: tariffs change rarely, calculations often. */
const RATE_CACHE_MS = 5 * 60_000;
/**
 * A computed quote's record runs this long past its own expiry, so the same quote computed again within it (the
 * same request a minute later) needs no new write: most calculations then cost the database nothing.
 */
const RECORD_AHEAD_MS = 10 * 60_000;

const TEXTS = {
  noLocality: { ru: 'Населённый пункт не найден', kk: 'Елді мекен табылмады', en: 'No locality found' },
  notServed: {
    ru: 'По этому маршруту доставки нет: выберите другие населённые пункты',
    kk: 'Бұл бағыт бойынша жеткізу жоқ: басқа елді мекендерді таңдаңыз',
    en: 'No delivery on this route: choose other localities',
  },
  kazakhstanOnly: {
    ru: 'Доставка только по Казахстану',
    kk: 'Жеткізу тек Қазақстан бойынша',
    en: 'Delivery within Kazakhstan only',
  },
  carrierDown: {
    ru: 'Перевозчик не ответил вовремя, его тарифы не показаны',
    kk: 'Тасымалдаушы уақытында жауап бермеді, оның тарифтері көрсетілмеген',
    en: 'The carrier did not answer in time; its tariffs are not shown',
  },
} as const satisfies Record<string, Localized>;

type Context = { lang: Lang; userId: string | null; discountBasisPoints: number };

export const createCalcService = (deps: {
  db: Db;
  config: CalcConfig;
  reference: ReferenceService;
  calendar: WorkCalendar;
  carriers: (ownGrids: () => ProductGrid[]) => CarrierPort[];
  clock?: () => number;
}) => {
  const { db, config, reference, calendar } = deps;
  const now = deps.clock ?? Date.now;
  let grids: ProductGrid[] = [];
  let productRows: ProductRow[] = [];
  let serviceRows: ServiceRow[] = [];
  let version = '';
  /** The console's switches and timeouts by carrier code (none: on, with the configured timeout). */
  let carrierSettings = new Map<string, { enabled: boolean; timeoutMs: number | null }>();
  const carriers = deps.carriers(() => grids);
  /**
   * Carriers' rates by carrier, then by route, weight and pickup (`routeKey`, built once a calculation): the key text is
   * made and hashed once for all carriers, not once for each (a fresh string's hash is worked out on its first lookup).
   */
  const rateCaches = new Map<string, ReturnType<typeof createLruCache<string, { at: number; rates: CarrierRate[] }>>>();
  const rateCacheOf = (carrier: CarrierPort) => {
    let cache = rateCaches.get(carrier.code);
    if (!cache) {
      cache = createLruCache(2_000);
      rateCaches.set(carrier.code, cache);
    }
    return cache;
  };
  /**
   * Delivery windows by pickup date, then by days (min × 1,000 + max): a calculation asks for one per tariff, and
   * the key of each is a number, not text to build and hash (together with the rates' keys, ~2 % of a calculation's
   * CPU under load, --cpu-prof).
   */
  const windows = createLruCache<string, Map<number, ReturnType<typeof deliveryWindow>>>(400);
  const windowOf = (pickupDate: string, daysMin: number, daysMax: number) => {
    const compute = () => deliveryWindow({ brackets: [], perKgAbove: 0, daysMin, daysMax }, pickupDate, calendar);
    // Days are small whole numbers from a carrier's answer; anything else is worked out afresh, not keyed.
    if (!Number.isInteger(daysMin) || !Number.isInteger(daysMax) || daysMin < 0 || daysMax < 0 || daysMax >= 1_000)
      return compute();
    let byDays = windows.get(pickupDate);
    if (!byDays) {
      byDays = new Map();
      windows.set(pickupDate, byDays);
    }
    const key = daysMin * 1_000 + daysMax;
    let window = byDays.get(key);
    if (!window) {
      window = compute();
      // A date's windows are the few day ranges carriers quote; a bound all the same, as the keyed text had.
      if (byDays.size >= 256) byDays.clear();
      byDays.set(key, window);
    }
    return window;
  };

  /**
   * The earliest pickup date now: the date and the HH:MM in Almaty decide it (the 09:00 rule), and both change only
   * on a minute's boundary (Almaty is a whole number of hours from UTC), so it is worked out once a minute rather
   * than on every calculation (two Intl formats each: 3% of a calculation's CPU time, measured with --cpu-prof).
   */
  let pickupMemo = { minute: Number.NaN, date: '' };
  const earliestPickup = () => {
    const at = now();
    const minute = Math.floor(at / 60_000);
    if (minute !== pickupMemo.minute) pickupMemo = { minute, date: earliestPickupDate(new Date(at), calendar) };
    return pickupMemo.date;
  };

  /** The pickup for a date the client chose: that working day, but never before the earliest pickup (the 09:00 rule). */
  const pickupOnOrAfter = (date: string) => {
    const earliest = earliestPickup();
    const chosen = calendar.workingDayOnOrAfter(date);
    return chosen < earliest ? earliest : chosen;
  };

  /** A quote's delivery days as an order from it now would get them (the one pickup rule, the winter day). */
  const quoteDays = (quote: QuotePayload) => {
    const window = windowOf(earliestPickup(), quote.daysMin, quote.daysMax);
    return { deliveryDaysMin: window.daysMin, deliveryDays: window.daysMax };
  };

  /** The pieces of a quote from its packs (domain quotedPacksOf). */
  const quotePieces = (packs: string) => {
    const list = quotedPacksOf(packs).map(({ length, width, height, physWeight, placeCnt }) => ({
      length,
      width,
      height,
      physWeight,
      placeCnt,
    }));
    return { placeCnt: list.reduce((n, p) => n + p.placeCnt, 0) || 1, packs: list };
  };

  /** A quote's head (`quoteHead`) → until when this instance has recorded it (only after the write succeeded). */
  const recorded = createLruCache<string, number>(10_000);
  /** The quotes of an answer this instance has not recorded for as long as they run (most are, once computed). */
  const unrecorded = (quotes: Array<{ head: string; payload: QuotePayload }>) => {
    const fresh = new Map<string, QuotePayload>();
    for (const { head, payload } of quotes) if ((recorded.get(head) ?? 0) < payload.expires) fresh.set(head, payload);
    return fresh;
  };
  /** The records being written, by head: a request whose quote is among them waits for that write. */
  const recordings = createSingleFlight<string, void>();
  /**
   * Records the quotes of an answer before it goes out: an order takes only a quote recorded here. A quote another
   * request is recording (the same question at once) is waited for, not written again; a write that fails fails
   * every request waiting on it.
   */
  const recordIssued = async (fresh: Map<string, QuotePayload>) => {
    const rows = [...fresh].filter(([head]) => !recordings.has(head));
    const until = now() + config.quoteTtlHours * 3_600_000 + RECORD_AHEAD_MS;
    const write =
      rows.length === 0
        ? undefined
        : calcRepository
            .recordIssued(
              db,
              rows.map(([head, payload]) => ({ digest: quoteDigest(head), price: payload.price, expiresAt: new Date(until) })),
            )
            .then(() => {
              for (const [head] of rows) recorded.set(head, until);
            });
    // Each head joins the write under way for it, or this one (begun above for exactly the heads none had).
    await Promise.all([...fresh.keys()].map((head) => recordings.run(head, () => write ?? Promise.resolve())));
  };

  /** A genuine, unexpired quote that this server computed (its price recorded); null for anything else. */
  const issuedQuote = async (id: string): Promise<QuotePayload | null> => {
    const quote = readQuote(config.quoteSecret, id, now());
    if (!quote) return null;
    const head = quoteHead(quote);
    if ((recorded.get(head) ?? 0) >= quote.expires) return quote;
    return (await calcRepository.wasIssued(db, quoteDigest(head), quote.price, new Date(quote.expires))) ? quote : null;
  };

  /** Each service's rule and the products it applies to, by code (made again on every load). */
  let serviceIndex = new Map<string, { rule: ServiceRule; products: ReadonlySet<string> }>();
  const serviceRule = (code: string): ServiceRule | undefined => serviceIndex.get(code)?.rule;
  const indexServices = () => {
    serviceIndex = new Map(
      serviceRows.map((row) => [
        row.code,
        {
          rule: { code: row.code, name: row.name, fixed: row.fixed, basisPointsOfBase: row.basisPointsOfBase },
          products: new Set(row.products),
        },
      ]),
    );
  };

  /** What a carrier's rates depend on besides the carrier: made once a calculation (`rateCaches`). */
  const routeKey = (request: Parameters<CarrierPort['rates']>[0]) =>
    `${request.fromKato}|${request.toKato}|${request.chargeableKg}|${request.pickupDate}`;
  /** A carrier's rates for the route and weight from memory while fresh: no promise to wait on. */
  const cachedRates = (carrier: CarrierPort, key: string) => {
    const cached = rateCacheOf(carrier).get(key);
    return cached && now() - cached.at < RATE_CACHE_MS ? cached.rates : undefined;
  };
  /**
   * The names carriers gave their products, as this instance last saw or read them (an order keeps the one it was
   * quoted with). Each new or changed one is also written to the database, before the answer that shows it goes out:
   * an order made on another instance, or after a restart, finds it there (`productName`).
   */
  const productNames = new Map<string, Localized>();
  const keepProductNames = async (carrier: CarrierPort, rates: CarrierRate[]) => {
    const changed = new Map<string, Localized>();
    for (const rate of rates) {
      // Only a name of text in every language, and only those three keys: a carrier's answer is not trusted.
      if (!isLocalizedText(rate.name)) continue;
      const name = { ru: rate.name.ru, kk: rate.name.kk, en: rate.name.en };
      const known = productNames.get(`${carrier.code}|${rate.product}`);
      if (!known || LANGS.some((lang) => known[lang] !== name[lang])) changed.set(rate.product, name);
    }
    if (changed.size === 0) return;
    await calcRepository.saveProductNames(
      db,
      [...changed].map(([product, name]) => ({ carrier: carrier.code, product, name })),
    );
    for (const [product, name] of changed) productNames.set(`${carrier.code}|${product}`, name);
  };
  /** The carriers' rates being asked for, by carrier and `routeKey`: the same question at once asks each carrier once. */
  const ratesAsked = createSingleFlight<string, CarrierRate[]>();
  const fetchRates = (carrier: CarrierPort, request: Parameters<CarrierPort['rates']>[0], key: string) =>
    ratesAsked.run(`${carrier.code}|${key}`, () => askRates(carrier, request, key));
  /** Asks the carrier, within the console's timeout for it, and keeps the answer. */
  const askRates = async (carrier: CarrierPort, request: Parameters<CarrierPort['rates']>[0], key: string) => {
    const timeoutMs = carrierSettings.get(carrier.code)?.timeoutMs;
    let timer: NodeJS.Timeout | undefined;
    const rates = await (timeoutMs
      ? Promise.race([
          carrier.rates(request),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new CarrierUnavailableError(`${carrier.name}: timeout ${timeoutMs} ms`)), timeoutMs);
          }),
        ]).finally(() => clearTimeout(timer))
      : carrier.rates(request));
    rateCacheOf(carrier).set(key, { at: now(), rates });
    await keepProductNames(carrier, rates);
    return rates;
  };
  /** The carriers the console has not switched off. */
  const enabledCarriers = () => carriers.filter((c) => carrierSettings.get(c.code)?.enabled !== false);

  /** Checks the inputs with the domain's rules; answers the parcel as packs, or throws VALIDATION naming each field. */
  const readInputs = (body: CalcBody, options: { requireVolume?: boolean } = {}) => {
    // Each field's message in every language: a page switched to another language keeps it, in that one.
    const fields: Record<string, FieldText> = {};
    let packProblem = false;
    for (const [name, value] of [
      ['from', body.from],
      ['to', body.to],
    ] as const) {
      if (!value) fields[name] = FIELD_PROBLEMS.required;
      else if (!reference.isLocality(value)) fields[name] = TEXTS.noLocality;
    }
    if ((body.fromCountry ?? 1) !== 1) fields.fromCountry = TEXTS.kazakhstanOnly;
    if ((body.toCountry ?? 1) !== 1) fields.toCountry = TEXTS.kazakhstanOnly;

    let packs: Pack[] = [];
    /** A shipment by its totals is weighed as a whole; packs place by place (`orderWeights`). */
    let wholeWeights: OrderWeights | undefined;
    if (body.packDtos && body.packDtos.length > 0) {
      body.packDtos.forEach((pack, i) => {
        for (const [field, problem] of Object.entries(checkPack(pack))) {
          fields[`packDtos.${i}.${field}`] = inEachLanguage((l) => packMessage(problem, field as PackField, l));
          packProblem = true;
        }
      });
      packs = body.packDtos as Pack[];
    } else {
      // No packs: the total weight (and, for the priority calculation, volume and places) of the shipment.
      const weight = body.physWeight ?? body.weight;
      const places = body.placeCnt ?? 1;
      const volume = body.volume;
      const problems = checkPack({ length: 1, width: 1, height: 1, physWeight: weight, placeCnt: places });
      if (problems.physWeight) {
        const problem = problems.physWeight;
        fields.weight = inEachLanguage((l) => packMessage(problem, 'physWeight', l));
        packProblem = true;
      }
      const placesProblem = problems.placeCnt;
      if (placesProblem) fields.placeCnt = inEachLanguage((l) => packMessage(placesProblem, 'placeCnt', l));
      if (options.requireVolume && (volume === undefined || volume <= 0)) {
        fields.volume = PACK_MESSAGES[volume === undefined ? 'required' : 'notPositive'];
        packProblem = true;
      }
      if (volume !== undefined && (!Number.isFinite(volume) || volume < 0 || volume > 1_000))
        fields.volume = PACK_MESSAGES.tooLarge;
      // The shipment weighed as a whole (the domain's rule), its places an even pack for the papers.
      if (!problems.physWeight && !problems.placeCnt && weight !== undefined)
        ({ packs, weights: wholeWeights } = shipmentOfTotals(weight, places, volume));
    }
    let declared: number | null = null;
    if (body.declaredPrice !== undefined && body.declaredPrice !== null && body.declaredPrice !== '') {
      const money = tengeToTiyn(body.declaredPrice);
      if (money.ok) declared = money.value;
      else fields.declaredPrice = MONEY_MESSAGES[money.problem];
    }
    const chosen = [...(body.services ?? []), ...(body.extraServices ?? [])];
    const unknown = chosen.filter((code) => !serviceRule(code));
    if (unknown.length > 0) fields.services = FIELD_PROBLEMS.unknownValue;

    if (Object.keys(fields).length > 0) {
      throw new AppError('VALIDATION', { fields, ...(packProblem && { description: PACK_SUMMARY_MESSAGE }) });
    }
    const fromAddress = body.deliveryFromAddress ?? true;
    const toAddress = body.deliveryToAddress ?? true;
    return {
      from: body.from as string,
      to: body.to as string,
      packs,
      weights: wholeWeights ?? orderWeights(packs),
      /** The packs as a quote records them (domain quotedPacksText), marked when they are the totals' even share. */
      quotedPacks: quotedPacksText(packs, wholeWeights !== undefined),
      declared,
      fromAddress,
      toAddress,
      /** Every service asked for: collection from and delivery to the address, then the chosen ones. */
      codes: [...(fromAddress ? ['PICKUP_ADDRESS'] : []), ...(toAddress ? ['DELIVERY_ADDRESS'] : []), ...chosen],
    };
  };

  /** What every tariff of one calculation shares: its inputs, weights, pickup, caller and the quotes' expiry. */
  type Calculation = {
    input: ReturnType<typeof readInputs>;
    weights: ReturnType<typeof orderWeights>;
    pickupDate: string;
    ctx: Context;
    fixedDays: number | undefined;
    expires: number;
    /** The services asked for that a product offers, and their codes (worked out once per product and calculation). */
    rulesOf: (product: string) => { rules: ServiceRule[]; codes: string[] };
    issued: Array<{ head: string; payload: QuotePayload }>;
  };

  const offer = (carrier: CarrierPort, rate: CarrierRate, calculation: Calculation): TariffOffer => {
    const { input, weights, pickupDate, ctx, fixedDays } = calculation;
    const { rules, codes } = calculation.rulesOf(PRODUCT_OF_TYPE[rate.type]);
    const base = rate.price - percentOf(rate.price, ctx.discountBasisPoints);
    const breakdown = priceBreakdown(base, input.declared, rules);
    // The priority client's own days count as a carrier's do: one more in winter (spec §9), as its order will count them.
    const window =
      fixedDays === undefined ? windowOf(pickupDate, rate.daysMin, rate.daysMax) : windowOf(pickupDate, fixedDays, fixedDays);
    const quote: QuotePayload = {
      carrier: carrier.code,
      product: rate.product,
      type: rate.type,
      from: input.from,
      to: input.to,
      price: breakdown.total,
      chargeableKg: weights.chargeableWeight,
      daysMin: fixedDays ?? rate.daysMin,
      daysMax: fixedDays ?? rate.daysMax,
      packs: input.quotedPacks,
      declared: input.declared,
      fromAddress: input.fromAddress,
      toAddress: input.toAddress,
      services: codes,
      userId: ctx.userId,
      expires: calculation.expires,
    };
    const head = quoteHead(quote);
    calculation.issued.push({ head, payload: quote });
    const calculatorId = signQuote(config.quoteSecret, quote, head);
    return {
      calculatorId,
      carrier: { code: carrier.code, name: carrier.name },
      product: rate.product,
      serviceName: rate.name[ctx.lang],
      type: rate.type,
      price: tiynToTenge(breakdown.total),
      deliveryDays: window.daysMax,
      deliveryDaysMin: window.daysMin,
      deliveryDateFrom: window.from,
      deliveryDateTo: window.to,
      breakdown: {
        base: tiynToTenge(breakdown.base),
        insurance: tiynToTenge(breakdown.insurance),
        services: breakdown.services.map((line) => ({
          code: line.code,
          name: serviceRule(line.code)?.name[ctx.lang] ?? line.code,
          amount: tiynToTenge(line.amount),
        })),
        total: tiynToTenge(breakdown.total),
      },
    };
  };

  const run = async (
    body: CalcBody,
    ctx: Context,
    options: { carriers: CarrierPort[]; types?: TariffType[]; pickupDate?: string; fixedDays?: number; requireVolume?: boolean },
  ): Promise<CalcAnswer> => {
    const input = readInputs(body, { requireVolume: options.requireVolume });
    const { weights } = input;
    const pickupDate = options.pickupDate ?? earliestPickup();
    const request = { fromKato: input.from, toKato: input.to, chargeableKg: weights.chargeableWeight, pickupDate };
    const notes: CalcAnswer['notes'] = [];
    // Rates kept in memory are taken as they are; only the carriers not asked recently are waited for.
    const key = routeKey(request);
    const results = options.carriers.map((carrier) => ({ carrier, rates: cachedRates(carrier, key) }));
    if (results.some((result) => result.rates === undefined)) {
      await Promise.all(
        results.map(async (result) => {
          if (result.rates !== undefined) return;
          try {
            result.rates = await fetchRates(result.carrier, request, key);
          } catch (error) {
            if (!(error instanceof CarrierUnavailableError)) throw error;
            notes.push({ carrier: result.carrier.name, message: TEXTS.carrierDown[ctx.lang] });
            result.rates = [];
          }
        }),
      );
    }
    const rulesByProduct = new Map<string, { rules: ServiceRule[]; codes: string[] }>();
    // After the carriers answered: a quote's 24 hours start when it is given.
    const calculation: Calculation = {
      input,
      weights,
      pickupDate,
      ctx,
      fixedDays: options.fixedDays,
      expires: now() + config.quoteTtlHours * 3_600_000,
      rulesOf: (product) => {
        let offered = rulesByProduct.get(product);
        if (!offered) {
          const rules = input.codes.flatMap((code) => {
            const service = serviceIndex.get(code);
            return service?.products.has(product) ? [service.rule] : [];
          });
          offered = { rules, codes: rules.map((rule) => rule.code) };
          rulesByProduct.set(product, offered);
        }
        return offered;
      },
      issued: [],
    };
    const tariffs = results
      .flatMap(({ carrier, rates = [] }) =>
        rates
          .filter((rate) => !options.types || options.types.includes(rate.type))
          .map((rate) => offer(carrier, rate, calculation)),
      )
      .sort((a, b) => a.price - b.price || a.deliveryDays - b.deliveryDays);
    if (tariffs.length === 0 && notes.length === 0) throw new AppError('VALIDATION', { fields: { to: TEXTS.notServed } });
    const fresh = unrecorded(calculation.issued);
    if (fresh.size > 0) await recordIssued(fresh);
    return {
      calculatorId: tariffs[0]?.calculatorId ?? null,
      pickupDate,
      weights: {
        physWeight: weights.physWeight,
        volumetricWeight: weights.volumetricWeight,
        chargeableWeight: weights.chargeableWeight,
        volume: weights.volumeM3,
        placeCnt: weights.placeCnt,
        packs: weights.packs.map((p, i) => ({
          physWeight: p.totalPhysWeight,
          volumetricWeight: p.totalVolumetricWeight,
          chargeableWeight: p.totalChargeableWeight,
          volume: p.totalVolumeM3,
          placeCnt: input.packs[i]?.placeCnt ?? 1,
        })),
      },
      tariffs,
      notes,
    };
  };

  return {
    /** The service's clock (tests move it). */
    now,

    /**
     * The name a carrier gave a product: as this instance knows it, else as any instance recorded it (read through
     * `tx` when the caller is in a transaction); undefined when no instance has seen the carrier name it.
     */
    productName: async (carrier: string, product: string, tx: Db | Tx = db): Promise<Localized | undefined> => {
      const key = `${carrier}|${product}`;
      const known = productNames.get(key);
      if (known) return known;
      const stored = await calcRepository.findProductName(tx, carrier, product);
      if (stored) productNames.set(key, stored);
      return stored;
    },

    /**
     * A digest of what the answers are computed from (grids, products, services, carriers' switches, the calendar's
     * days off): caches of whole answers key on it, and instances that loaded the same data share their answers —
     * a count of loads would differ between instances that started either side of a change.
     */
    get version() {
      return version;
    },

    /** Reads the own fleet's grid and the catalogues; call at start and after the operator edits them. */
    async load() {
      const [gridRows, products, services, settings] = await Promise.all([
        calcRepository.listGrids(db),
        calcRepository.listProducts(db),
        calcRepository.listServices(db),
        calcRepository.listCarrierSettings(db),
      ]);
      carrierSettings = new Map(settings.map((row) => [row.code, { enabled: row.enabled, timeoutMs: row.timeoutMs }]));
      const byProduct = new Map<string, ProductGrid>();
      for (const row of gridRows) {
        const grid = byProduct.get(row.product) ?? {
          product: row.product,
          type: row.type as TariffType,
          name: row.name,
          maxKg: row.maxKg,
          zones: {},
        };
        grid.zones[row.zone as Zone] = {
          brackets: row.brackets,
          perKgAbove: row.perKgAbove,
          daysMin: row.daysMin,
          daysMax: row.daysMax,
        };
        byProduct.set(row.product, grid);
      }
      grids = [...byProduct.values()];
      productRows = products;
      serviceRows = services;
      indexServices();
      // Rates and delivery windows were computed from the old grids and calendar.
      for (const cache of rateCaches.values()) cache.clear();
      windows.clear();
      const year = new Date(now()).getUTCFullYear();
      const daysOff = calendar.nonWorkingDays(`${year - 1}-01-01`, `${year + 1}-12-31`).map((day) => day.date);
      version = createHash('sha256')
        .update(JSON.stringify([gridRows, products, services, settings, daysOff]))
        .digest('base64url')
        .slice(0, 16);
    },

    /** Every carrier serving the route, side by side (guests, persons, and companies with their contract). */
    calculate: (body: CalcBody, lang: Lang, user?: { id: string }): Promise<CalcAnswer> =>
      user
        ? calcRepository
            .findDiscount(db, user.id)
            .then((discount) =>
              run(body, { lang, userId: user.id, discountBasisPoints: discount }, { carriers: enabledCarriers() }),
            )
        : run(body, { lang, userId: null, discountBasisPoints: 0 }, { carriers: enabledCarriers() }),

    /** The priority client's calculation: Jetkiz's fleet, the product sign, the client's date and days. */
    async calculatePriority(body: PriorityCalcBody, lang: Lang, user: { id: string }) {
      let pickupDate: string | undefined;
      if (body.dateSlqClient) {
        const today = almatyDate(new Date(now()));
        if (body.dateSlqClient < today) throw new AppError('VALIDATION', { fields: { dateSlqClient: PICKUP_MESSAGES.past } });
        pickupDate = pickupOnOrAfter(body.dateSlqClient);
      }
      const type = PRODUCT_SIGNS[body.deliverySign ?? 1];
      if (!type) throw new AppError('VALIDATION', { fields: { deliverySign: FIELD_PROBLEMS.unknownValue } });
      const own = carriers.filter((c) => c.code === 'JETKIZ');
      return run(
        body,
        { lang, userId: user.id, discountBasisPoints: await calcRepository.findDiscount(db, user.id) },
        { carriers: own, types: [type], pickupDate, fixedDays: body.daysCnt, requireVolume: !body.packDtos?.length },
      );
    },

    /** A quote back from its calculatorId: only a genuine, unexpired one that this server computed. */
    async getQuote(id: string, lang: Lang): Promise<Quote> {
      const quote = await issuedQuote(id);
      if (!quote) throw new AppError('QUOTE_INVALID');
      return {
        calculatorId: id,
        carrier: { code: quote.carrier, name: carriers.find((c) => c.code === quote.carrier)?.name ?? quote.carrier },
        product: quote.product,
        type: quote.type,
        from: { kato: quote.from, name: reference.localityName(quote.from, lang) },
        to: { kato: quote.to, name: reference.localityName(quote.to, lang) },
        price: tiynToTenge(quote.price),
        chargeableWeight: quote.chargeableKg,
        declaredPrice: quote.declared === null ? null : tiynToTenge(quote.declared),
        deliveryFromAddress: quote.fromAddress,
        deliveryToAddress: quote.toAddress,
        services: quote.services,
        expiresAt: new Date(quote.expires).toISOString(),
        ...quoteDays(quote),
        ...quotePieces(quote.packs),
      };
    },

    quoteTerminals(id: string, lang: Lang) {
      const quote = readQuote(config.quoteSecret, id, now());
      if (!quote) throw new AppError('QUOTE_INVALID');
      return { from: reference.terminalsNear(quote.from, lang), to: reference.terminalsNear(quote.to, lang) };
    },

    issuedQuote,

    /** Forgets the records of quotes that have expired (a job, hourly). */
    pruneIssued: () => calcRepository.pruneIssued(db, new Date(now())),

    listProducts: (name: string | undefined, lang: Lang) => {
      const needle = name?.trim().toLowerCase() ?? '';
      return productRows
        .filter(
          (p) =>
            !needle ||
            Object.values(p.name).some((n) => n.toLowerCase().includes(needle)) ||
            p.code.toLowerCase().includes(needle),
        )
        .map((p) => ({ id: p.id, code: p.code, name: p.name[lang], note: p.note[lang] }));
    },

    productServices(codes: string | undefined, lang: Lang) {
      const wanted = (codes ?? '')
        .split(';')
        .map((c) => c.trim())
        .filter(Boolean);
      const chosen = wanted.length === 0 ? productRows : productRows.filter((p) => wanted.includes(p.code));
      const services = serviceRows
        .filter((s) => chosen.some((p) => s.products.includes(p.code)))
        .map((s) => ({
          code: s.code,
          name: s.name[lang],
          // As every sum and percentage is written in the caller's language: «1 500 ₸», «20 %» (ru, kk), «1,500 ₸», «20%»
          // (en), the figure never parted from its sign at a line's end. It was «1500 ₸» and «20%» in every language.
          price: [s.fixed ? formatTenge(s.fixed, lang) : '', s.basisPointsOfBase ? formatPercent(s.basisPointsOfBase, lang) : '']
            .filter(Boolean)
            .join(' + '),
        }));
      return { services, prodIds: chosen.map((p) => p.id) };
    },

    /** A service's price and names from the reference (issue 19: additional services ordered after creation). */
    servicePrice: (code: string) => {
      const row = serviceRows.find((s) => s.code === code);
      return row && { name: row.name, fixed: row.fixed, basisPointsOfBase: row.basisPointsOfBase };
    },

    /**
     * The priority date is at 10:00 like a pickup date (spec §9), the days counted as the calculation and the order
     * count them: one more in winter.
     */
    priorityDate: (date: string, daysCnt: number) => {
      const day = deliveryDateRange(calendar.workingDayOnOrAfter(date), daysCnt, daysCnt, calendar).to;
      return { date: day, dateTime: formatPickupDate(day) };
    },

    /** A company's contract discount on base prices (the operator's setting). */
    /** The carrier behind a quote's code (orders book with it). */
    carrier: (code: string): CarrierPort | undefined => carriers.find((c) => c.code === code),
    carriers: (): CarrierPort[] => carriers,
    /** Each carrier with the console's switch and quote timeout (null: the configured one). */
    carrierSettings: () =>
      carriers.map((c) => ({
        code: c.code,
        name: c.name,
        enabled: carrierSettings.get(c.code)?.enabled ?? true,
        timeoutMs: carrierSettings.get(c.code)?.timeoutMs ?? null,
      })),

    setContractDiscount: (userId: string, basisPoints: number) => calcRepository.setDiscount(db, userId, basisPoints),
  };
};

export type CalcService = ReturnType<typeof createCalcService>;
