import { type CalcAnswer, type CalcBody, ERROR_DESCRIPTIONS, ORDER_STATUS_NAMES, type OrderFamily } from '@jetkiz/contract';
import {
  addressLine,
  creditCheck,
  fillText,
  formatTenge,
  isOrderStatus,
  type Lang,
  type Localized,
  type OrderParty,
  TERMINAL_STREET_TYPE,
  type WorkCalendar,
} from '@jetkiz/domain';
import { type CarrierPort, shipmentCallTimeoutMs } from '../../adapters/carriers/index.ts';
import type { OrdersConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, inEachLanguage } from '../../errors.ts';
import type { QuotePayload } from '../calc/index.ts';
import type { Auth, IdentityService } from '../identity/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import type { ReferenceService } from '../reference/index.ts';
import { type OrderRow, ordersRepository as repo } from './orders.repository.ts';

/** An order beyond a post-paid company's credit limit, saying what the limit still allows. */
const creditLimitExceeded = (availableTiyn: number) =>
  new AppError('CREDIT_LIMIT_EXCEEDED', {
    description: inEachLanguage((l) =>
      fillText(ERROR_DESCRIPTIONS.creditAvailable[l], { amount: formatTenge(availableTiyn, l) }),
    ),
  });

/**
 * A company's credit standing, asked of the acts of completed works (a port given at wiring, so orders imports
 * nothing of avr): its terms, what its unpaid post-paid acts owe, and when its billed months end. Null: no terms.
 */
export type CreditPort = (
  companyId: string,
  tx?: Tx,
) => Promise<{ postPaid: boolean; limitTiyn: number; owedTiyn: number; billedUntil: Date | null } | null>;

/** What the orders module is built from (app.ts gives it). */
export type OrdersDeps = {
  db: Db;
  config: OrdersConfig;
  reference: ReferenceService;
  identity: IdentityService;
  calendar: WorkCalendar;
  payments: PaymentsService;
  /** The carrier behind a quote's code, to book with. */
  carrier: (code: string) => CarrierPort | undefined;
  /** A quote the calculation computed and signed (its price recorded), or null. */
  quote: (calculatorId: string) => Promise<QuotePayload | null>;
  /** The calculator for a customer (the return of an order is priced afresh, issue 19); without it no return. */
  calculate?: (body: CalcBody, userId: string, lang: Lang) => Promise<CalcAnswer>;
  /** A tariff's display name in a language, by its product code or else its type (documents never print codes). */
  tariffName?: (product: string, type: string | null, lang: Lang) => string | undefined;
  /** The name a carrier gave its product in the rates the calculator showed (kept on the order when it is made). */
  productName?: (carrier: string, product: string, tx: Tx) => Promise<Localized | undefined>;
  /** The post-paid credit limit (issue 17); without it no order is held to a limit. */
  credit?: CreditPort;
  /** Tells the sender of an order event by e-mail, in the caller's transaction (issue 19); without it nothing is sent. */
  orderMail?: OrderMailPort;
  /** An additional service's price and names in the reference (issue 19, calc's services); without it none is offered. */
  servicePrice?: (code: string) => { name: Localized; fixed: number; basisPointsOfBase: number } | undefined;
  /** Queues SMS in the caller's transaction (notifications, given at wiring); without it none is sent. */
  sms?: (tx: Tx, messages: Array<{ key: string; phone: string; text: string }>) => Promise<void>;
  clock?: () => number;
  /** The database a caller's registry read goes to (a replica unless the caller just wrote); default `db`. */
  reader?: (userId: string) => Promise<Db>;
};

/** The e-mail about an order event, queued in the transaction that makes the event (notifications, given at wiring). */
export type OrderMailPort = (
  tx: Tx,
  event: 'created' | 'paid',
  order: {
    id: string;
    userId: string;
    kind: string;
    orderNumber: string;
    trackNumber: string;
    fromKato: string;
    toKato: string;
    totalWithPromo: number;
  },
) => Promise<void>;

const TERMINAL_WORD = { ru: 'терминал', kk: 'терминал', en: 'terminal' } as const;

export const statusName = (status: string, lang: Lang) => (isOrderStatus(status) ? ORDER_STATUS_NAMES[status][lang] : status);

export const partyName = (p: OrderParty) => p.companyName?.trim() || [p.lastName, p.firstName].filter(Boolean).join(' ');

/** The dependencies and the small rules every use case of the module shares. */
export const createOrdersContext = (deps: OrdersDeps) => {
  const { db, reference } = deps;
  const now = deps.clock ?? Date.now;

  /** The caller's order of this family (priority paths serve priority orders only). */
  const ownOrder = async (auth: Auth, family: OrderFamily, id: string) => {
    const row = await repo.findOwn(db, auth.userId, id);
    if (!row || (row.kind === 'priority') !== (family === 'priority')) throw new AppError('NOT_FOUND');
    return row;
  };

  /** The caller's order of either kind (a company's jur paths serve its priority orders too; the route checked the family). */
  const customersOrder = async (auth: Auth, _family: OrderFamily, id: string) => {
    const row = await repo.findOwn(db, auth.userId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  /**
   * The terminal an order is handed in or collected at, as the customer reads it: its name, address and hours (kept
   * when the console switches it off later, so an order's papers still say where it went). Null without one.
   */
  const terminalOf = (id: number | null, lang: Lang) => {
    const terminal = id === null ? undefined : reference.findTerminal(id, lang);
    return terminal
      ? { id: terminal.id, name: `Jetkiz ${terminal.locality}`, address: terminal.address[lang], hours: terminal.hours[lang] }
      : null;
  };

  /**
   * A party's address in one line (domain `addressLine`, with the street type abbreviated as papers write it), or
   * the terminal with its address: «Алматы, терминал» alone left the sender not knowing where to bring the parcel.
   */
  const addressOf = (p: OrderParty, kato: string, lang: Lang, terminalId: number | null = null) =>
    p.streetAbbrId === TERMINAL_STREET_TYPE
      ? [`${reference.localityName(kato, lang)}, ${TERMINAL_WORD[lang]}`, terminalOf(terminalId, lang)?.address]
          .filter(Boolean)
          .join(': ')
      : addressLine(
          {
            locality: reference.localityName(kato, lang),
            streetType: reference.listStreetTypes(lang).find((t) => t.id === p.streetAbbrId)?.abbr,
            street: p.street,
            house: p.house,
            flat: p.flat,
            office: p.office,
          },
          lang,
        );

  /** What the ledger records of an order when it moves money for it. */
  const moneyOf = (order: OrderRow) => ({
    userId: order.userId,
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderPriority: order.kind === 'priority',
    total: order.totalAmount,
    discount: order.totalAmount - order.totalWithPromo,
  });

  /**
   * Refuses a post-paid company's new order beyond its credit limit: its unpaid acts, its orders sent on credit
   * and not billed yet, and the new order's price. A first answer at creation; sending decides (`takeCredit`).
   */
  const assertWithinCredit = async (userId: string, extraTiyn: number, _lang: Lang) => {
    const standing = await deps.credit?.(userId);
    if (!standing?.postPaid) return;
    const unbilled = await repo.unbilledTotal(db, userId, standing.billedUntil);
    const check = creditCheck({ postPaid: true, limitTiyn: standing.limitTiyn }, standing.owedTiyn + unbilled, extraTiyn);
    if (!check.ok) throw creditLimitExceeded(check.availableTiyn);
  };

  /**
   * Inside the sending transaction: whether the company sends on credit, and if so that `amountTiyn` fits its
   * limit. The company's credit lock is held until the transaction ends, so two parallel sends are decided one
   * after the other and the second sees the first.
   */
  const takeCredit = async (tx: Tx, userId: string, amountTiyn: number, _lang: Lang): Promise<boolean> => {
    if (!deps.credit) return false;
    await repo.lockCredit(tx, userId);
    const standing = await deps.credit(userId, tx);
    if (!standing?.postPaid) return false;
    const unbilled = await repo.unbilledTotal(tx, userId, standing.billedUntil);
    const check = creditCheck({ postPaid: true, limitTiyn: standing.limitTiyn }, standing.owedTiyn + unbilled, amountTiyn);
    if (!check.ok) throw creditLimitExceeded(check.availableTiyn);
    return true;
  };

  /** How long a booking state holds: the carrier's answer cannot come later than this. */
  const bookingLeaseMs = shipmentCallTimeoutMs(deps.config.carrierTimeoutMs) + 5_000;

  return {
    ...deps,
    now,
    bookingLeaseMs,
    ownOrder,
    customersOrder,
    addressOf,
    terminalOf,
    moneyOf,
    assertWithinCredit,
    takeCredit,
    /**
     * The order's tariff as people read it: the name the calculator showed when it was ordered, else the catalogue's
     * name of its product or type; never a code like `STEPPE_ECONOMY`.
     */
    tariffOf: (order: Pick<OrderRow, 'product' | 'tariffType' | 'tariffName'>, lang: Lang) =>
      order.tariffName?.[lang] ?? deps.tariffName?.(order.product, order.tariffType, lang) ?? order.product,
    place: (kato: string, lang: Lang) => ({ kato, name: reference.localityName(kato, lang) }),
  };
};

export type OrdersContext = ReturnType<typeof createOrdersContext>;
