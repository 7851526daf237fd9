import 'reflect-metadata';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import {
  AVR_MESSAGES,
  AVR_SMS,
  AVR_STATUS_NAMES,
  type AvrDetail,
  type AvrListQuery,
  type AvrPage,
  type AvrPayment,
  type AvrPublicVerification,
  type AvrSignature,
  type AvrSummary,
  avrVerificationPagePath,
  ERRORS,
  type ErrorCode,
  hasCompanyRole,
  staffReasonTooShort,
} from '@jetkiz/contract';
import {
  AVR_STATUSES,
  type AvrCheckOutcome,
  type AvrEvent,
  type AvrLine,
  type AvrOrderLine,
  type AvrPeriod,
  type AvrState,
  type AvrStatus,
  type AvrTotals,
  type AvrTransitionProblem,
  addDays,
  almatyDate,
  almatyDayRange,
  avrActions,
  avrAmountDue,
  avrCheckOutcome,
  avrDeadlines,
  avrIssueCheck,
  avrIssueDay,
  avrNumberFilter,
  avrPaymentKey,
  avrPeriodDays,
  avrReissueCheck,
  avrSumInWords,
  avrTotals,
  avrTransition,
  customerNumberOf,
  fillSms,
  formatAvrNumber,
  formatDay,
  formatTenge,
  type IsoDate,
  isAvrStatus,
  JETKIZ_REQUISITES,
  type Lang,
  type Localized,
  maskIin,
  tiynToTenge,
  type WorkCalendar,
} from '@jetkiz/domain';
import * as x509 from '@peculiar/x509';
import type { FastifyBaseLogger } from 'fastify';
import type { AvrConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { actorOf, companyAccessOf } from '../../lib/access-token.ts';
import { type AvrDocumentData, type AvrSignatureView, renderAvrHtml, renderAvrPdf } from '../documents/index.ts';
import type { Auth, IdentityService } from '../identity/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { OrdersService } from '../orders/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import type { SignatureService, StoredSignature, VerifiedSignature } from '../signatures/index.ts';
import { buildSignedPackage } from './avr.package.ts';
import { inlineRenderer, type RenderedAct, type RenderPool, renderPool } from './avr.render-pool.ts';
import { avrRepository as repo } from './avr.repository.ts';
import type { JetkizSigner } from './avr.signer.ts';
import type { AvrActRow, AvrLineRow, avrActs } from './avr.tables.ts';

/** The public check's conclusion in words (avrCheckOutcome): «verification successful» only for an act signed by both. */
const CHECK_MESSAGES: Record<AvrCheckOutcome, Localized> = {
  signed: AVR_MESSAGES.verificationSuccessful,
  awaitingCustomer: AVR_MESSAGES.checkAwaitingCustomer,
  deemedAccepted: AVR_MESSAGES.checkDeemedAccepted,
  refused: AVR_MESSAGES.checkRefused,
  failed: AVR_MESSAGES.verificationFailed,
};

/** Acts' numbers by id. */
type Numbers = ReadonlyMap<string, string>;

/** A company's credit standing, as orders asks it (see `credit`). */
export type CreditStanding = { postPaid: boolean; limitTiyn: number; owedTiyn: number; billedUntil: Date | null };

export type AvrDeps = {
  db: Db;
  config: AvrConfig;
  orders: Pick<OrdersService, 'deliveringCustomers' | 'deliveredOrders'>;
  payments: Pick<PaymentsService, 'post' | 'walletBalance'>;
  identity: Pick<IdentityService, 'profile' | 'languageOf'>;
  signatures: SignatureService;
  notifications: Pick<NotificationsService, 'enqueue'>;
  calendar: WorkCalendar;
  /** Jetkiz's organisation key (loaded on first use). */
  signer: () => Promise<JetkizSigner>;
  log: FastifyBaseLogger;
  clock?: () => number;
};

/** Companies read per batch of the monthly issue (memory stays flat however many there are). */
const ISSUE_BATCH = 200;
/** Acts per chunk of the monthly issue and render worker: enough to keep the workers busy while this thread writes. */
const CHUNK_PER_WORKER = 8;
/**
 * Companies whose acts are read at once (each reads its company, language, orders and terms: four round trips in a
 * row): the main thread spends less of the run waiting on the database, and the next chunk is ready sooner.
 */
const PREPARED_AT_ONCE = 4;
/** A run with fewer acts than this to issue renders on the main thread (starting workers costs more). */
const WORKERS_FROM = 16;

/** An act's content before it is numbered: see `prepare`. */
type Prepared = {
  companyId: string;
  period: AvrPeriod;
  phone: string;
  lang: Lang;
  orderIds: string[];
  lines: AvrOrderLine[];
  totals: AvrTotals;
  postPaid: boolean;
  customer: { name: string; bin: string; address: string | null };
  /** A corrected act: the refused act it replaces and the operator's reason. */
  replaces?: { id: string; number: string; reason: string };
};
const JETKIZ = 'Jetkiz';
/**
 * How long Jetkiz's own key, once verified in full (chain, validity, revocation), stands for the acts it signs next:
 * a monthly issue checks it once, not 10,000 times (each act still carries its own CMS over its own bytes).
 */
const OWN_KEY_TRUSTED_MS = 15 * 60_000;

/** Which refused transition answers which error. */
const PROBLEM_ERRORS: Record<AvrTransitionProblem, ErrorCode> = {
  notAllowed: 'AVR_NOT_SIGNABLE',
  signingTermOver: 'AVR_SIGNING_TERM_OVER',
  refusalTermOver: 'AVR_REFUSAL_TERM_OVER',
  termNotOver: 'AVR_NOT_SIGNABLE',
  alreadyPaid: 'AVR_ALREADY_PAID',
};

/**
 * Signature failures that leave a mark on the act (spec §4: «signing error», «verification error»): a package that
 * cannot be taken in, or one over other bytes, is a signing error; a certificate that does not hold (chain,
 * validity, revocation) a verification error. Who signs (another BIN, no signing right, a person's key) and
 * services that are down change nothing: a plain 4xx/503.
 */
const SIGNING_ERRORS = new Set<string>(['SIGNATURE_MALFORMED', 'SIGNATURE_INVALID', 'AVR_WRONG_DOCUMENT']);
const VERIFICATION_ERRORS = new Set<string>(['SIGNATURE_UNTRUSTED', 'SIGNATURE_CERT_EXPIRED', 'SIGNATURE_CERT_REVOKED']);

const monthStart = (p: AvrPeriod): IsoDate => avrPeriodDays(p).from;
const periodOf = (periodMonth: string): AvrPeriod => ({
  year: Number(periodMonth.slice(0, 4)),
  month: Number(periodMonth.slice(5, 7)),
});
/** The Almaty instants of a period: [first day 00:00, the next month's first day 00:00). */
const periodInstants = (p: AvrPeriod) => ({
  from: new Date(`${avrPeriodDays(p).from}T00:00:00+05:00`),
  to: new Date(`${addDays(avrPeriodDays(p).to, 1)}T00:00:00+05:00`),
});
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const stateOf = (act: AvrActRow): AvrState => ({ status: act.status as AvrStatus, paid: act.paid });
const deadlinesOf = (act: AvrActRow) => ({
  issued: act.issuedOn,
  refuseBy: act.refuseBy,
  signBy: act.signBy,
  deemedAcceptedAfter: act.deemedAcceptedAfter,
  payBy: act.payBy,
});
const fileStem = (act: AvrActRow) => `avr-${act.year}-${String(act.seq).padStart(6, '0')}`;
const statusName = (status: string, lang: Lang) => (isAvrStatus(status) ? AVR_STATUS_NAMES[status][lang] : status);

const lineOf = (row: AvrLineRow): AvrLine =>
  row.kind === 'order'
    ? {
        kind: 'order',
        orderNumber: row.name,
        date: row.date,
        from: row.fromName ?? '',
        to: row.toName ?? '',
        tariff: row.tariff ?? '',
        amount: row.amountTiyn,
      }
    : { kind: 'service', name: row.name, date: row.date, quantity: row.quantity, price: row.priceTiyn };

const totalsOf = (act: AvrActRow) => ({
  orders: act.ordersTiyn,
  services: act.servicesTiyn,
  total: act.totalTiyn,
  vatBasisPoints: act.vatBasisPoints,
  vat: act.vatTiyn,
  net: act.totalTiyn - act.vatTiyn,
  orderCount: act.orderCount,
});

export const createAvrService = (deps: AvrDeps) => {
  const { db, calendar, log } = deps;
  const now = deps.clock ?? Date.now;
  const today = (): IsoDate => almatyDate(new Date(now()));
  const verificationUrl = (code: string) => `${deps.config.publicUrl.replace(/\/$/, '')}${avrVerificationPagePath(code)}`;

  const documentOf = (act: AvrActRow, lines: AvrLineRow[], numbers: Numbers): AvrDocumentData => ({
    number: act.number,
    date: act.issuedOn,
    period: periodOf(act.periodMonth),
    customer: {
      name: act.customer.name,
      bin: act.customer.bin,
      idLabel: act.customer.idLabel ?? 'bin',
      address: act.customer.address,
    },
    lines: lines.map(lineOf),
    totals: totalsOf(act),
    replaces: act.replaces ? (numbers.get(act.replaces) ?? null) : null,
    replacedBy: act.replacedBy ? (numbers.get(act.replacedBy) ?? null) : null,
  });

  /** The numbers of the acts these acts name (the refused act a corrected one replaces, and back). */
  const numbersOf = (acts: readonly AvrActRow[]): Promise<Numbers> =>
    repo.numbers(
      db,
      acts.flatMap((a) => [a.replaces, a.replacedBy].filter((id): id is string => id !== null)),
    );
  const refOf = (id: string | null, numbers: Numbers) => {
    const number = id ? numbers.get(id) : undefined;
    return id && number ? { id, number } : null;
  };

  /** Jetkiz's signature of an act: verified in full the first time a key signs (and again after a while), then trusted. */
  let ownKey: { pem: string; verified: VerifiedSignature; until: number } | null = null;
  const verifyOwn = async (signer: JetkizSigner, cms: string, pdf: Uint8Array, signingTime: Date): Promise<VerifiedSignature> => {
    const at = Date.now();
    if (ownKey && ownKey.pem === signer.certificatePem && at < ownKey.until)
      // CMS signingTime is UTCTime: whole seconds, as the full verification reads it.
      return { ...ownKey.verified, signedAt: new Date(Math.floor(signingTime.getTime() / 1000) * 1000), signedData: pdf };
    const verified = await deps.signatures.verifyCms({ cms, data: pdf, purpose: 'signForCompany' });
    // The act names Jetkiz by its requisites' BIN: a key of another organisation would sign it in that one's name.
    if (verified.signer.bin !== JETKIZ_REQUISITES.bin)
      throw new Error(
        `JETKIZ_SIGNING_KEY_FILE holds a key of BIN ${verified.signer.bin ?? '(none)'}, not Jetkiz's ${JETKIZ_REQUISITES.bin}: acts are not signed with it`,
      );
    ownKey = { pem: signer.certificatePem, verified, until: at + OWN_KEY_TRUSTED_MS };
    return verified;
  };

  const certificateFacts = (pem: string) => {
    const certificate = new x509.X509Certificate(pem);
    const issuer = /CN=([^,]+)/.exec(certificate.issuer)?.[1] ?? certificate.issuer;
    return { notBefore: certificate.notBefore, notAfter: certificate.notAfter, issuer };
  };

  const signatureViews = async (act: AvrActRow): Promise<Array<{ view: AvrSignature; stored: StoredSignature }>> => {
    const out: Array<{ view: AvrSignature; stored: StoredSignature }> = [];
    for (const [side, id] of [
      ['jetkiz', act.jetkizSignatureId],
      ['company', act.companySignatureId],
    ] as const) {
      if (!id) continue;
      const stored = await deps.signatures.get(id);
      if (!stored) continue;
      const facts = certificateFacts(stored.certificatePem);
      out.push({
        stored,
        view: {
          side,
          signer: stored.signerName ?? '',
          iin: stored.signerIin,
          bin: stored.signerBin,
          organization: stored.organization,
          certificateSerial: stored.serialNumber,
          certificateValidFrom: facts.notBefore.toISOString(),
          certificateValidTo: facts.notAfter.toISOString(),
          issuer: facts.issuer,
          signedAt: stored.signedAt.toISOString(),
          valid: true,
        },
      });
    }
    return out;
  };

  const sheetViews = (act: AvrActRow, views: AvrSignature[]): AvrSignatureView[] =>
    views.map((v) => ({
      side: v.side,
      signer: v.signer,
      iin: v.iin,
      bin: v.bin,
      organization: v.organization,
      certificateSerial: v.certificateSerial,
      validFrom: new Date(v.certificateValidFrom),
      validTo: new Date(v.certificateValidTo),
      issuer: v.issuer,
      signedAt: new Date(v.signedAt),
      verificationUrl: verificationUrl(act.verificationCode),
      documentSha256: act.pdfSha256,
    }));

  /** An act as the operator console lists it: the summary, the company as printed, a refusal's reason. */
  const operatorActOf = (act: AvrActRow, lang: Lang, numbers: Numbers) => ({
    ...summaryOf(act, lang, numbers),
    companyId: act.companyId,
    companyName: act.customer.name,
    bin: act.customer.bin,
    refusedReason: act.refusedReason,
  });

  const summaryOf = (act: AvrActRow, lang: Lang, numbers: Numbers): AvrSummary => {
    const { from, to } = avrPeriodDays(periodOf(act.periodMonth));
    return {
      id: act.id,
      number: act.number,
      avrStatusCode: act.status as AvrStatus,
      status: statusName(act.status, lang),
      periodStart: from,
      periodEnd: to,
      date: act.issuedOn,
      issuedAt: act.issuedAt.toISOString(),
      amount: tiynToTenge(act.totalTiyn),
      vat: tiynToTenge(act.vatTiyn),
      vatRate: act.vatBasisPoints / 100,
      orderCount: act.orderCount,
      signed: act.companySignatureId !== null,
      paid: act.paid,
      refuseBy: act.refuseBy,
      signBy: act.signBy,
      deemedAcceptedAfter: act.deemedAcceptedAfter,
      payBy: act.postPaid ? act.payBy : null,
      replaces: refOf(act.replaces, numbers),
      replacedBy: refOf(act.replacedBy, numbers),
    };
  };

  const reasonText = (reason: string | null, errorCode: string | null, lang: Lang): string | null => {
    if (reason) return reason;
    if (!errorCode) return null;
    const known = (ERRORS as Record<string, { message: Record<Lang, string> }>)[errorCode];
    return known ? known.message[lang] : errorCode;
  };

  const detailOf = async (act: AvrActRow, auth: Auth | null, lang: Lang): Promise<AvrDetail> => {
    const [lines, events, signatures, numbers] = await Promise.all([
      repo.lines(db, act.id),
      repo.events(db, act.id),
      signatureViews(act),
      numbersOf([act]),
    ]);
    const context = { today: today(), deadlines: deadlinesOf(act) };
    const actions = avrActions(stateOf(act), context);
    const signer = auth ? await isSigner(auth) : false;
    const finance = auth ? await hasRole(auth, 'finance') : false;
    // A refused act is never due (its corrected act is).
    const due =
      act.postPaid && !act.paid && act.status !== 'refused' ? avrAmountDue(act.totalTiyn, act.payBy, context.today) : null;
    return {
      ...summaryOf(act, lang, numbers),
      appendix: lines.map((l) => ({
        kind: l.kind as 'order' | 'service',
        name: l.name,
        orderId: l.orderId,
        date: l.date,
        route: l.kind === 'order' ? `${l.fromName ?? ''} → ${l.toName ?? ''}` : null,
        tariff: l.tariff,
        quantity: l.quantity,
        price: tiynToTenge(l.priceTiyn),
        amount: tiynToTenge(l.amountTiyn),
      })),
      sumInWords: avrSumInWords(act.totalTiyn),
      history: events.map((e) => ({
        avrStatusCode: e.status as AvrStatus,
        status: statusName(e.status, lang),
        at: e.at.toISOString(),
        by: e.actorName,
        reason: reasonText(e.reason, e.errorCode, lang),
      })),
      signatures: signatures.map((s) => s.view),
      refusalReason: act.refusedReason,
      due: due
        ? {
            amount: tiynToTenge(due.total),
            total: tiynToTenge(due.amount),
            penalty: tiynToTenge(due.penalty),
            daysLate: due.daysLate,
          }
        : null,
      actions: {
        sign: actions.sign && signer,
        refuse: actions.refuse && signer,
        pay: actions.pay && act.postPaid && finance,
      },
      documentSha256: act.pdfSha256,
      verificationUrl: verificationUrl(act.verificationCode),
    };
  };

  // The caller's own roles come from their token (an employee's token names the organisation as the user): the
  // organisation's profile would answer the owner's.
  const hasRole = async (auth: Auth, role: 'signer' | 'finance') => hasCompanyRole(companyAccessOf(auth), role);
  const isSigner = (auth: Auth) => hasRole(auth, 'signer');

  const ownAct = async (auth: Auth, id: string, tx?: Tx): Promise<AvrActRow> => {
    const act = await repo.own(tx ?? db, auth.userId, id, tx !== undefined);
    if (!act) throw new AppError('NOT_FOUND');
    return act;
  };

  const step = (act: AvrActRow, event: AvrEvent) => {
    const result = avrTransition(stateOf(act), event, { today: today(), deadlines: deadlinesOf(act) });
    if (!result.ok) {
      const code =
        event === 'refuse' && result.problem === 'notAllowed'
          ? 'AVR_NOT_REFUSABLE'
          : event === 'pay' && result.problem === 'notAllowed'
            ? 'AVR_NOT_ACCEPTED'
            : PROBLEM_ERRORS[result.problem];
      throw new AppError(code);
    }
    return result.state;
  };

  /** Who acted, for the act's history: the employee's name from their token, else the organisation's contact. */
  const actorName = async (auth: Auth) => {
    const fromToken = actorOf(auth).actorName;
    if (fromToken) return fromToken;
    const p = await deps.identity.profile(auth.userId);
    return `${p.lastName} ${p.firstName}`.trim() || p.phone;
  };

  /**
   * What an act of `period` for one company says, read before any lock: the company, its language, its delivered
   * orders as lines and their totals, its terms. Null when there is nothing to bill.
   */
  const prepare = async (companyId: string, period: AvrPeriod): Promise<Prepared | null> => {
    const profile = await deps.identity.profile(companyId);
    // A legal entity by its BIN, an individual entrepreneur by its IIN: both are companies the spec gives acts to.
    const { label, number } = customerNumberOf(profile);
    if (profile.userType !== 'company' || !number) return null;
    const lang = await deps.identity.languageOf(companyId);
    const delivered = await deps.orders.deliveredOrders(db, companyId, periodInstants(period), lang);
    const lines: AvrOrderLine[] = delivered.map((o) => ({
      kind: 'order',
      orderNumber: o.orderNumber,
      date: almatyDate(o.deliveredAt),
      from: o.from,
      to: o.to,
      tariff: o.tariff,
      amount: o.amount,
    }));
    const checked = avrTotals(period, lines);
    if (!checked.ok) {
      if (checked.problem !== 'empty') log.warn({ companyId, period, problem: checked.problem }, 'act not issued');
      return null;
    }
    const postPaid = (await repo.terms(db, companyId))?.postPaid ?? false;
    const customer = { name: profile.name ?? '', bin: number, idLabel: label, address: profile.legalAddress ?? null };
    return {
      companyId,
      period,
      phone: profile.phone,
      lang,
      orderIds: delivered.map((o) => o.orderId),
      lines,
      totals: checked.totals,
      postPaid,
      customer,
    };
  };

  /** The act's row, its lines, its first event and its SMS, once numbered, rendered and signed. */
  const actRecords = (
    p: Prepared,
    at: { issuedAt: Date; issuedOn: IsoDate; deadlines: ReturnType<typeof avrDeadlines> },
    number: { year: number; seq: number; text: string },
    pdf: Uint8Array,
    id: string,
    jetkizSignatureId: string | null,
  ) => {
    const { totals } = p;
    const act: typeof avrActs.$inferInsert = {
      id,
      companyId: p.companyId,
      year: number.year,
      seq: number.seq,
      number: number.text,
      periodMonth: monthStart(p.period),
      status: 'issued',
      paid: !p.postPaid,
      postPaid: p.postPaid,
      totalTiyn: totals.total,
      ordersTiyn: totals.orders,
      servicesTiyn: totals.services,
      vatTiyn: totals.vat,
      vatBasisPoints: totals.vatBasisPoints,
      orderCount: totals.orderCount,
      customer: p.customer,
      pdf,
      pdfSha256: sha256(pdf),
      lang: p.lang,
      issuedAt: at.issuedAt,
      issuedOn: at.issuedOn,
      refuseBy: at.deadlines.refuseBy,
      signBy: at.deadlines.signBy,
      deemedAcceptedAfter: at.deadlines.deemedAcceptedAfter,
      payBy: at.deadlines.payBy,
      verificationCode: randomBytes(24).toString('base64url'),
      ...(jetkizSignatureId ? { jetkizSignatureId } : {}),
      ...(p.postPaid ? {} : { paidAt: at.issuedAt, paidTiyn: 0, penaltyTiyn: 0 }),
      ...(p.replaces ? { replaces: p.replaces.id, reissueReason: p.replaces.reason } : {}),
    };
    const lines = p.lines.map((l, position) => ({
      actId: id,
      position,
      kind: 'order',
      orderId: p.orderIds[position] ?? null,
      name: l.orderNumber,
      date: l.date,
      fromName: l.from,
      toName: l.to,
      tariff: l.tariff,
      quantity: 1,
      priceTiyn: l.amount,
      amountTiyn: l.amount,
    }));
    const event = { actId: id, status: 'issued', at: at.issuedAt, actorName: JETKIZ, reason: p.replaces?.reason ?? null };
    const sms = {
      key: `avr-issued:${id}`,
      phone: p.phone,
      text: fillSms(p.replaces ? AVR_SMS.reissued : AVR_SMS.issued, p.lang, {
        number: number.text,
        replaces: p.replaces?.number ?? '',
        amount: formatTenge(totals.total, p.lang),
        date: formatDay(at.deadlines.signBy),
      }),
    };
    return { act, lines, event, sms };
  };

  const issueTime = () => {
    const issuedAt = new Date(now());
    const issuedOn = almatyDate(issuedAt);
    return { issuedAt, issuedOn, deadlines: avrDeadlines(issuedOn, calendar), year: Number(issuedOn.slice(0, 4)) };
  };

  const documentData = (p: Prepared, number: string, issuedOn: IsoDate): AvrDocumentData => ({
    number,
    date: issuedOn,
    period: p.period,
    customer: p.customer,
    lines: p.lines,
    totals: p.totals,
    replaces: p.replaces?.number ?? null,
  });

  /**
   * Issues the act of `period` for one company, if it had delivered orders and has none yet for the month.
   * Answers the act (new or existing), or null when there is nothing to bill.
   */
  const issueFor = async (companyId: string, period: AvrPeriod): Promise<{ act: AvrActRow; created: boolean } | null> => {
    const periodMonth = monthStart(period);
    const existing = await repo.actOfMonth(db, companyId, periodMonth);
    if (existing) return { act: existing, created: false };
    const prepared = await prepare(companyId, period);
    if (!prepared) return null;
    try {
      return { act: await issuePrepared(prepared), created: true };
    } catch (error) {
      // Another instance issued the same month first (the unique live act per company + month): that act stands.
      const again = await repo.actOfMonth(db, companyId, periodMonth);
      if (again) return { act: again, created: false };
      throw error;
    }
  };

  /** The refused act may be reissued (domain rule), else the error the operator reads. */
  const reissuable = (act: AvrActRow) => {
    const check = avrReissueCheck({ status: act.status as AvrStatus, replacedBy: act.replacedBy });
    if (!check.ok) throw new AppError(check.problem === 'alreadyReissued' ? 'AVR_ALREADY_REISSUED' : 'AVR_NOT_REISSUABLE');
  };

  /**
   * Numbers, renders, signs (Jetkiz first) and writes one prepared act with its lines, first event and SMS, in one
   * transaction. A corrected act first marks the refused one replaced (under its lock, checked again), which frees
   * the month's one live act for it.
   */
  const issuePrepared = async (prepared: Prepared): Promise<AvrActRow> => {
    const signer = await deps.signer();
    const time = issueTime();
    return db.transaction(async (tx) => {
      const id = randomUUID();
      if (prepared.replaces) {
        const refused = await repo.byId(tx, prepared.replaces.id, true);
        if (!refused) throw new AppError('NOT_FOUND');
        reissuable(refused);
        await repo.update(tx, refused.id, { replacedBy: id });
      }
      const seq = await repo.nextSequence(tx, time.year);
      const number = formatAvrNumber(time.year, seq);
      const pdf = new Uint8Array(await renderAvrPdf(documentData(prepared, number, time.issuedOn), prepared.lang));
      // The signature's own time is the real one (a test's moved clock moves business dates, not certificates).
      const signingTime = new Date();
      const cms = await signer.sign(pdf, signingTime);
      const verified = await verifyOwn(signer, cms, pdf, signingTime);
      const { id: signatureId } = await deps.signatures.record(tx, {
        signature: verified,
        raw: cms,
        subjectType: 'avr',
        subjectId: id,
        accountId: prepared.companyId,
        actorId: null,
      });
      const records = actRecords(prepared, time, { year: time.year, seq, text: number }, pdf, id, signatureId);
      const row = await repo.insertAct(tx, records.act);
      await repo.insertLines(tx, records.lines);
      await repo.insertEvent(tx, records.event);
      await deps.notifications.enqueue(tx, [records.sms]);
      return row;
    });
  };

  /**
   * The operator's corrected act in place of one the company refused (issue 18): the month's delivered orders read
   * again, a new number, Jetkiz's signature, the company told; the refused act names it. Twice, or an act not
   * refused: a 409, nothing changed.
   */
  const reissue = async (id: string, reason: string, lang: Lang) => {
    const text = reason.trim();
    if (staffReasonTooShort(text)) throw new AppError('VALIDATION', { fields: { reason: AVR_MESSAGES.reissueReasonLabel } });
    const refused = await repo.byId(db, id);
    if (!refused) throw new AppError('NOT_FOUND');
    reissuable(refused);
    const prepared = await prepare(refused.companyId, periodOf(refused.periodMonth));
    if (!prepared) throw new AppError('ACT_NOTHING_TO_ISSUE');
    const act = await issuePrepared({ ...prepared, replaces: { id: refused.id, number: refused.number, reason: text } });
    return { act: operatorActOf(act, lang, await numbersOf([act])), before: operatorActOf(refused, lang, new Map()) };
  };

  /**
   * The render threads for a run with this many acts to issue: this one and a worker per other core (a handful of
   * acts, or one thread configured, render on this thread alone).
   */
  const openRenderer = async (acts: number, workers: boolean | undefined): Promise<RenderPool> => {
    const signer = await deps.signer();
    const threads = deps.config.renderWorkers > 0 ? deps.config.renderWorkers : availableParallelism();
    if (workers === false || threads <= 1 || (workers === undefined && acts < WORKERS_FROM)) return inlineRenderer(signer);
    try {
      return await renderPool(signer, threads);
    } catch (error) {
      log.warn({ err: error }, 'act renderers did not start: rendering on the main thread');
      return inlineRenderer(signer);
    }
  };

  /**
   * Issues the acts of a month for every company with delivered orders in it; safe to run again, and alongside
   * another run or a single issue. Companies stream in keyset batches; their acts go in chunks: rendered and signed
   * by worker threads while this thread reads the next chunk and writes the last one, and by this thread too while
   * it waits for a chunk's renders. A chunk's numbers are
   * guessed (the counter as last read plus the chunks before it in flight) and written in one short transaction
   * that locks the year's counter and checks the guess: numbers stay gap-free and each PDF carries its own; a wrong
   * guess (another issuer took numbers, a chunk before failed) renders the chunk again under the right ones. An act
   * that fails is retried one by one at the end (and by the next scheduled run).
   */
  const issueMonth = async (
    year: number,
    month: number,
    options: { workers?: boolean } = {},
  ): Promise<{ issued: number; existing: number; failed: number }> => {
    const period = { year, month };
    if (avrIssueCheck(year, month, today()) === 'monthNotOver')
      throw new AppError('VALIDATION', { description: 'month not over' });
    const range = periodInstants(period);
    const periodMonth = monthStart(period);
    const result = { issued: 0, existing: 0, failed: 0 };
    const retry: string[] = [];
    const signer = await deps.signer();
    let renderer: RenderPool | null = null;
    const guesses = new Map<number, number>();
    /** Acts rendered again under another number (a wrong guess): for the log. */
    let rerendered = 0;

    type Flight = { items: Prepared[]; time: ReturnType<typeof issueTime>; base: number; renders: Array<Promise<RenderedAct>> };
    const launch = (pool: RenderPool, items: Prepared[], time: ReturnType<typeof issueTime>, base: number): Flight => {
      const renders = items.map((p, i) =>
        pool.render(documentData(p, formatAvrNumber(time.year, base + i + 1), time.issuedOn), p.lang),
      );
      // Settled when landed; never an unhandled rejection meanwhile.
      for (const r of renders) r.catch(() => undefined);
      return { items, time, base, renders };
    };

    /** Writes a chunk whose acts rendered under the numbers it guessed; else says what moved. */
    const write = async (flight: Flight, rendered: RenderedAct[]) => {
      const { time, items, base } = flight;
      const signed: VerifiedSignature[] = [];
      for (const r of rendered) signed.push(await verifyOwn(signer, r.cms, r.pdf, r.signingTime));
      return db.transaction(async (tx) => {
        const last = await repo.lockSequence(tx, time.year);
        if (last !== base) return { kind: 'moved', last } as const;
        const done = await repo.companiesWithAct(
          tx,
          items.map((p) => p.companyId),
          periodMonth,
        );
        if (done.size > 0) return { kind: 'done', done } as const;
        const acts = [];
        const lines = [];
        const events = [];
        const sms = [];
        for (const [i, p] of items.entries()) {
          const r = rendered[i] as RenderedAct;
          const id = randomUUID();
          const { id: signatureId } = await deps.signatures.record(tx, {
            signature: signed[i] as VerifiedSignature,
            raw: r.cms,
            subjectType: 'avr',
            subjectId: id,
            accountId: p.companyId,
            actorId: null,
          });
          const seq = base + i + 1;
          const records = actRecords(
            p,
            time,
            { year: time.year, seq, text: formatAvrNumber(time.year, seq) },
            r.pdf,
            id,
            signatureId,
          );
          acts.push(records.act);
          lines.push(...records.lines);
          events.push(records.event);
          sms.push(records.sms);
        }
        await repo.insertActs(tx, acts);
        await repo.insertLines(tx, lines);
        await repo.insertEvents(tx, events);
        await deps.notifications.enqueue(tx, sms);
        await repo.setSequence(tx, time.year, base + items.length);
        return { kind: 'written', count: items.length } as const;
      });
    };

    /** Waits for a chunk's renders and writes it, rendering again what moved; answers the next number guess. */
    const land = async (pool: RenderPool, start: Flight): Promise<void> => {
      let flight = start;
      for (let attempt = 0; attempt < 8 && flight.items.length > 0; attempt++) {
        // This thread renders too, while it waits (never between its round trips to the database).
        const settled = await pool.assist(Promise.allSettled(flight.renders));
        const failed = flight.items.filter((_, i) => settled[i]?.status === 'rejected');
        if (failed.length > 0) {
          for (const [i, s] of settled.entries())
            if (s.status === 'rejected') log.warn({ err: s.reason, companyId: flight.items[i]?.companyId }, 'act not rendered');
          retry.push(...failed.map((p) => p.companyId));
          // The rest move up to close the gap: those whose number changed render again.
          const kept = flight.items.filter((_, i) => settled[i]?.status === 'fulfilled');
          flight = relaunch(pool, flight, kept, flight.base);
          continue;
        }
        const rendered = settled.map((s) => (s as PromiseFulfilledResult<RenderedAct>).value);
        let outcome: Awaited<ReturnType<typeof write>>;
        try {
          outcome = await write(flight, rendered);
        } catch (error) {
          log.warn({ err: error, period }, 'a chunk of acts not written: each is retried alone');
          retry.push(...flight.items.map((p) => p.companyId));
          return;
        }
        if (outcome.kind === 'written') {
          result.issued += outcome.count;
          guesses.set(flight.time.year, Math.max(guesses.get(flight.time.year) ?? 0, flight.base + outcome.count));
          return;
        }
        if (outcome.kind === 'moved') {
          guesses.set(flight.time.year, outcome.last);
          flight = relaunch(pool, flight, flight.items, outcome.last);
          continue;
        }
        const { done } = outcome;
        result.existing += done.size;
        flight = relaunch(
          pool,
          flight,
          flight.items.filter((p) => !done.has(p.companyId)),
          flight.base,
        );
      }
      if (flight.items.length > 0) retry.push(...flight.items.map((p) => p.companyId));
    };

    /** The chunk again with `items` numbered from `base`: only the acts whose number changed render again. */
    const relaunch = (pool: RenderPool, was: Flight, items: Prepared[], base: number): Flight => {
      const renders = items.map((p, i) => {
        const before = was.items.indexOf(p);
        const same = before >= 0 && was.base + before === base + i;
        if (same) return was.renders[before] as Promise<RenderedAct>;
        rerendered++;
        return pool.render(documentData(p, formatAvrNumber(was.time.year, base + i + 1), was.time.issuedOn), p.lang);
      });
      for (const r of renders) r.catch(() => undefined);
      return { items, time: was.time, base, renders };
    };

    const nextGuess = async (y: number, inFlight: Flight | null) => {
      if (!guesses.has(y)) guesses.set(y, await repo.lastSequence(db, y));
      const known = guesses.get(y) ?? 0;
      return inFlight && inFlight.time.year === y ? Math.max(known, inFlight.base + inFlight.items.length) : known;
    };

    let inFlight: Flight | null = null;
    let chunk: Prepared[] = [];
    const flush = async () => {
      if (chunk.length === 0) return;
      renderer ??= await openRenderer(chunk.length, options.workers);
      const time = issueTime();
      const flight = launch(renderer, chunk, time, await nextGuess(time.year, inFlight));
      chunk = [];
      const previous = inFlight;
      inFlight = flight;
      if (previous) await land(renderer, previous);
    };

    try {
      let after: string | null = null;
      for (;;) {
        const batch = await deps.orders.deliveringCustomers(range, after, ISSUE_BATCH);
        if (batch.length === 0) break;
        after = batch[batch.length - 1] ?? null;
        const done = await repo.companiesWithAct(db, batch, periodMonth);
        const todo = batch.filter((id) => !done.has(id));
        result.existing += done.size;
        // The first batch decides: enough acts for worker threads, or this thread.
        if (!renderer && todo.length > 0) renderer = await openRenderer(todo.length, options.workers);
        for (let at = 0; at < todo.length; at += PREPARED_AT_ONCE) {
          const group = todo.slice(at, at + PREPARED_AT_ONCE);
          const prepared = await Promise.allSettled(group.map((companyId) => prepare(companyId, period)));
          for (const [i, outcome] of prepared.entries()) {
            if (outcome.status === 'fulfilled') {
              if (outcome.value) chunk.push(outcome.value);
            } else {
              log.warn({ err: outcome.reason, companyId: group[i] }, 'act not prepared');
              retry.push(group[i] as string);
            }
            if (chunk.length >= CHUNK_PER_WORKER * (renderer?.size ?? 1)) await flush();
          }
        }
      }
      await flush();
      const last = inFlight as Flight | null;
      if (last && renderer) await land(renderer, last);
    } finally {
      await renderer?.close();
    }

    for (const companyId of retry) {
      try {
        const outcome = await issueFor(companyId, period);
        if (outcome?.created) result.issued++;
        else if (outcome) result.existing++;
      } catch (error) {
        result.failed++;
        log.error({ err: error, companyId, period }, 'act of completed works not issued');
      }
    }
    log.info(
      { period, ...result, rerendered, retried: retry.length, renderThreads: renderer?.size ?? 0 },
      'acts of completed works issued',
    );
    return result;
  };

  const previousMonth = (day: IsoDate): AvrPeriod => {
    const y = Number(day.slice(0, 4));
    const m = Number(day.slice(5, 7));
    return m === 1 ? { year: y - 1, month: 12 } : { year: y, month: m - 1 };
  };

  /**
   * The scheduled issue: from the first working day after a month ends until its 20-day term, the last month's acts
   * (a missed run catches up the next day; companies already billed are skipped).
   */
  const issueDue = async () => {
    const day = today();
    const { year, month } = previousMonth(day);
    if (day < avrIssueDay(year, month, calendar) || avrIssueCheck(year, month, day) !== 'inTime') return null;
    return issueMonth(year, month);
  };

  /**
   * The deemed-acceptance job: open acts past their acceptance term become deemed accepted. `asOf` (a later instant)
   * is the journeys' hook moving the clock (AVR_TEST_HOOKS); the job itself runs on today.
   */
  const deemAccepted = async (asOf?: number): Promise<{ deemed: number }> => {
    let deemed = 0;
    const day = asOf === undefined ? today() : almatyDate(new Date(asOf));
    for (;;) {
      const due = await repo.dueForDeemedAcceptance(db, day, 200);
      if (due.length === 0) break;
      for (const candidate of due) {
        const profile = await deps.identity.profile(candidate.companyId);
        await db.transaction(async (tx) => {
          const act = await repo.byId(tx, candidate.id, true);
          if (!act) return;
          const result = avrTransition(stateOf(act), 'deem', { today: day, deadlines: deadlinesOf(act) });
          if (!result.ok) return;
          const at = new Date(now());
          await repo.update(tx, act.id, { status: result.state.status });
          await repo.insertEvent(tx, { actId: act.id, status: 'deemed_accepted', at, actorName: null });
          await deps.notifications.enqueue(tx, [
            {
              key: `avr-deemed:${act.id}`,
              phone: profile.phone,
              text: fillSms(AVR_SMS.deemedAccepted, act.lang as Lang, { number: act.number }),
            },
          ]);
          deemed++;
        });
      }
      if (due.length < 200) break;
    }
    return { deemed };
  };

  return {
    issueFor,
    reissue,
    issueMonth,
    issueDue,
    deemAccepted,
    /**
     * A company as the console's acts page names it, with its terms now (prepaid when none were set): the accountant
     * sees what a change replaces. NOT_FOUND for an account that is not a company.
     */
    async companyTerms(companyId: string) {
      const profile = await deps.identity.profile(companyId);
      if (profile.userType !== 'company') throw new AppError('NOT_FOUND');
      const terms = await repo.terms(db, companyId);
      return {
        companyId,
        companyName: profile.name ?? '',
        postPaid: terms?.postPaid ?? false,
        creditLimitTiyn: terms?.creditLimitTiyn ?? 0,
      };
    },

    /** The operator's decision (issue 18): a post-paid contract with a credit limit, or back to prepaid. */
    setCompanyTerms: (companyId: string, terms: { postPaid: boolean; creditLimitTiyn: number }) =>
      repo.setTerms(db, companyId, terms.postPaid, terms.creditLimitTiyn),

    /** The console's registry (issue 18): every company's acts with the company and a refusal's reason. */
    async operatorList(
      query: { page?: number; itemsPerPage?: number; companyId?: string; month?: string; status?: string },
      lang: Lang,
    ) {
      const size = query.itemsPerPage ?? 25;
      const page = query.page ?? 0;
      const filter = {
        companyId: query.companyId,
        periodMonth: query.month ? `${query.month}-01` : undefined,
        status: query.status,
      };
      const { rows, total } = await repo.list(db, filter, page, size);
      const numbers = await numbersOf(rows);
      return { content: rows.map((r) => operatorActOf(r, lang, numbers)), totalElements: total, page, itemsPerPage: size };
    },

    /** The console issues one company's act of a month that is over, now; null: nothing to bill. */
    async issueOne(companyId: string, month: string, lang: Lang) {
      const period = periodOf(`${month}-01`);
      if (avrIssueCheck(period.year, period.month, today()) === 'monthNotOver') return null;
      const outcome = await issueFor(companyId, period);
      return outcome && { act: operatorActOf(outcome.act, lang, await numbersOf([outcome.act])), created: outcome.created };
    },

    /**
     * For orders (a port given at wiring, issue 17): a company's credit terms, what its unpaid post-paid acts owe,
     * and the instant its billed months end (orders delivered before it are in an act). Null without terms.
     * `tx`: the caller's transaction (orders decides a send on credit in its own).
     */
    async credit(companyId: string, tx?: Tx): Promise<CreditStanding | null> {
      const standing = await repo.credit(tx ?? db, companyId);
      if (!standing) return null;
      return {
        postPaid: standing.terms.postPaid,
        limitTiyn: standing.terms.creditLimitTiyn,
        owedTiyn: standing.owedTiyn,
        billedUntil: standing.lastMonth ? periodInstants(periodOf(standing.lastMonth)).to : null,
      };
    },

    statuses: (lang: Lang) => AVR_STATUSES.map((code) => ({ code, name: AVR_STATUS_NAMES[code][lang] })),

    async list(auth: Auth, query: AvrListQuery, lang: Lang): Promise<AvrPage> {
      const size = query.itemsPerPage ?? 25;
      const page = query.page ?? 0;
      const from = query.startDate ? almatyDayRange(query.startDate)?.from : undefined;
      const to = query.endDate ? almatyDayRange(query.endDate)?.to : undefined;
      const numberFilter = query.avrNum?.trim() ? avrNumberFilter(query.avrNum) : undefined;
      if (numberFilter === null) return { content: [], totalElements: 0, page, itemsPerPage: size };
      const { rows, total } = await repo.list(
        db,
        {
          companyId: auth.userId,
          from,
          to: to ? new Date(to.getTime() - 1) : undefined,
          status: query.status || undefined,
          number: numberFilter && 'exact' in numberFilter ? numberFilter.exact : undefined,
          sequence: numberFilter && 'sequence' in numberFilter ? numberFilter.sequence : undefined,
        },
        page,
        size,
      );
      const numbers = await numbersOf(rows);
      return { content: rows.map((r) => summaryOf(r, lang, numbers)), totalElements: total, page, itemsPerPage: size };
    },

    /** A company's newest acts (the operator console's customer page, issue 18). */
    async companyActs(companyId: string, limit: number, lang: Lang) {
      const { rows } = await repo.list(db, { companyId }, 0, limit);
      const numbers = await numbersOf(rows);
      return rows.map((r) => summaryOf(r, lang, numbers));
    },

    /** The act; opening an issued act marks it viewed (once). */
    async detail(auth: Auth, id: string, lang: Lang): Promise<AvrDetail> {
      let act = await ownAct(auth, id);
      if (act.status === 'issued') {
        // Everything read from other modules is read before the transaction (PGlite has one connection).
        const name = await actorName(auth);
        act = await db.transaction(async (tx) => {
          const locked = await ownAct(auth, id, tx);
          if (locked.status !== 'issued') return locked;
          const state = step(locked, 'view');
          const at = new Date(now());
          await repo.insertEvent(tx, { actId: id, status: 'viewed', at, actorId: auth.userId, actorName: name });
          return repo.update(tx, id, { status: state.status, viewedAt: at });
        });
      }
      return detailOf(act, auth, lang);
    },

    async html(auth: Auth, id: string, lang: Lang): Promise<string> {
      const act = await ownAct(auth, id);
      const lines = await repo.lines(db, id);
      const views = (await signatureViews(act)).map((s) => s.view);
      return renderAvrHtml(documentOf(act, lines, await numbersOf([act])), lang, sheetViews(act, views));
    },

    /** The act as PDF: the issued document with a signature sheet per signature (the issued bytes when unsigned). */
    async pdf(auth: Auth, id: string): Promise<{ pdf: Buffer; name: string }> {
      const act = await ownAct(auth, id);
      const views = (await signatureViews(act)).map((s) => s.view);
      // Header-safe (ASCII) file names: «АВР-2026-000123» → avr-2026-000123.
      const name = `${fileStem(act)}.pdf`;
      if (views.length === 0 && !act.replacedBy) return { pdf: Buffer.from(act.pdf), name };
      const lines = await repo.lines(db, id);
      const data = documentOf(act, lines, await numbersOf([act]));
      return { pdf: await renderAvrPdf(data, act.lang as Lang, sheetViews(act, views)), name };
    },

    /** The signed package: one CMS with the issued PDF and every side's SignerInfo. */
    async signedPackage(auth: Auth, id: string): Promise<{ body: Buffer; name: string }> {
      const act = await ownAct(auth, id);
      const signatures = await signatureViews(act);
      if (signatures.length === 0) throw new AppError('NOT_FOUND');
      const body = buildSignedPackage(
        act.pdf,
        signatures.map((s) => s.stored.raw),
      );
      return { body, name: `${fileStem(act)}.cms` };
    },

    /** The company's signature: CMS over the exact issued bytes, by a signer of the company's BIN. */
    async sign(auth: Auth, body: { avrId: string; cms: string }, lang: Lang): Promise<AvrDetail> {
      const act = await ownAct(auth, body.avrId);
      if (!(await isSigner(auth))) throw new AppError('AVR_SIGNER_REQUIRED');
      step(act, 'sign');
      const profile = await deps.identity.profile(auth.userId);
      const name = await actorName(auth);
      let verified: Awaited<ReturnType<SignatureService['verifyCms']>>;
      try {
        verified = await deps.signatures.verifyCms({
          cms: body.cms.replace(/\s/g, ''),
          data: act.pdf,
          // An individual entrepreneur signs with their own key, of the IIN the act names; a legal entity's signer
          // with a key of its BIN and the head's or a signing right.
          ...(act.customer.idLabel === 'iin'
            ? { purpose: 'signForEntrepreneur', expect: { iin: act.customer.bin } }
            : { purpose: 'signForCompany', expect: profile.bin ? { bin: profile.bin } : {} }),
        });
      } catch (error) {
        const code = error instanceof AppError ? error.code : undefined;
        const event: AvrEvent | null = code
          ? SIGNING_ERRORS.has(code)
            ? 'signingFailed'
            : VERIFICATION_ERRORS.has(code)
              ? 'verificationFailed'
              : null
          : null;
        if (event && code) {
          await db.transaction(async (tx) => {
            const locked = await ownAct(auth, act.id, tx);
            // Signed → failed needs the intermediate step: the package arrived, then its check failed.
            const received =
              event === 'verificationFailed'
                ? avrTransition(stateOf(locked), 'sign', { today: today(), deadlines: deadlinesOf(locked) })
                : null;
            const from = received?.ok ? received.state : stateOf(locked);
            const failed = avrTransition(from, event, { today: today(), deadlines: deadlinesOf(locked) });
            if (!failed.ok) return;
            const at = new Date(now());
            await repo.update(tx, act.id, { status: failed.state.status, errorCode: code });
            await repo.insertEvent(tx, {
              actId: act.id,
              status: failed.state.status,
              at,
              actorId: auth.userId,
              actorName: name,
              errorCode: code,
            });
          });
        }
        throw error;
      }
      const updated = await db.transaction(async (tx) => {
        const locked = await ownAct(auth, act.id, tx);
        const signed = step(locked, 'sign');
        const accepted = avrTransition(signed, 'verify', { today: today(), deadlines: deadlinesOf(locked) });
        if (!accepted.ok) throw new AppError(PROBLEM_ERRORS[accepted.problem]);
        const { id: signatureId } = await deps.signatures.record(tx, {
          signature: verified,
          raw: body.cms.replace(/\s/g, ''),
          subjectType: 'avr',
          subjectId: act.id,
          accountId: auth.userId,
          actorId: auth.userId,
        });
        const at = new Date(now());
        await repo.insertEvent(tx, { actId: act.id, status: 'signed', at, actorId: auth.userId, actorName: name });
        // Verified after signed: a millisecond apart, so the history lists them in that order (ids are random).
        const verifiedAt = new Date(at.getTime() + 1);
        await repo.insertEvent(tx, { actId: act.id, status: 'verified', at: verifiedAt, actorId: auth.userId, actorName: name });
        return repo.update(tx, act.id, { status: accepted.state.status, companySignatureId: signatureId, errorCode: null });
      });
      return detailOf(updated, auth, lang);
    },

    async refuse(auth: Auth, id: string, reason: string, lang: Lang): Promise<AvrDetail> {
      const text = reason.trim();
      if (text.length < 10) throw new AppError('VALIDATION', { fields: { reason: AVR_MESSAGES.refusalReasonLabel } });
      if (!(await isSigner(auth))) throw new AppError('AVR_SIGNER_REQUIRED');
      const name = await actorName(auth);
      const updated = await db.transaction(async (tx) => {
        const act = await ownAct(auth, id, tx);
        const state = step(act, 'refuse');
        await repo.insertEvent(tx, {
          actId: id,
          status: 'refused',
          at: new Date(now()),
          actorId: auth.userId,
          actorName: name,
          reason: text,
        });
        return repo.update(tx, id, { status: state.status, refusedReason: text });
      });
      return detailOf(updated, auth, lang);
    },

    /** Pays an accepted post-paid act from the wallet with the late-payment penalty; once (the ledger key is the act). */
    async pay(auth: Auth, id: string, lang: Lang): Promise<AvrPayment> {
      if (!(await hasRole(auth, 'finance'))) throw new AppError('FORBIDDEN');
      const name = await actorName(auth);
      const { act, due, balance } = await db.transaction(async (tx) => {
        const locked = await ownAct(auth, id, tx);
        const state = step(locked, 'pay');
        const due = avrAmountDue(locked.totalTiyn, locked.payBy, today());
        const posted = await deps.payments.post(
          tx,
          {
            key: avrPaymentKey(locked.id),
            kind: 'order_payment',
            userId: auth.userId,
            orderNumber: locked.number,
            entries: [
              { account: { wallet: auth.userId }, amount: -due.amount },
              { account: { system: 'revenue' }, amount: due.amount },
            ],
          },
          lang,
        );
        const at = new Date(now());
        await repo.insertEvent(tx, { actId: id, status: 'paid', at, actorId: auth.userId, actorName: name });
        const act = await repo.update(tx, id, {
          status: state.status,
          paid: true,
          paidAt: at,
          paidTiyn: due.amount,
          penaltyTiyn: due.penalty,
        });
        return { act, due, balance: posted.balance };
      });
      return {
        avr: await detailOf(act, auth, lang),
        amount: tiynToTenge(due.amount),
        penalty: tiynToTenge(due.penalty),
        balanceAfter: tiynToTenge(balance),
      };
    },

    /** The public page of the QR code: the act, its signatures checked again now, personal IINs masked. */
    async publicVerification(code: string, lang: Lang): Promise<AvrPublicVerification> {
      const act = await repo.byCode(db, code);
      if (!act) throw new AppError('NOT_FOUND');
      const signatures = await signatureViews(act);
      const checks = await Promise.all(signatures.map((s) => deps.signatures.reverify(s.stored.id)));
      const valid = signatures.length > 0 && checks.every((c) => c.ok);
      const outcome = avrCheckOutcome({
        status: act.status as AvrStatus,
        signaturesValid: valid,
        customerSigned: signatures.some((s) => s.view.side === 'company'),
      });
      const { from, to } = avrPeriodDays(periodOf(act.periodMonth));
      const jetkiz = signatures.find((s) => s.view.side === 'jetkiz')?.stored;
      return {
        number: act.number,
        date: act.issuedOn,
        periodStart: from,
        periodEnd: to,
        amount: tiynToTenge(act.totalTiyn),
        supplier: { name: jetkiz?.organization ?? JETKIZ, bin: jetkiz?.signerBin ?? '' },
        // A public page: an entrepreneur's number is a person's IIN, shown as the signers' are (its last four digits).
        customer:
          act.customer.idLabel === 'iin'
            ? { name: act.customer.name, bin: maskIin(act.customer.bin) ?? '', idLabel: 'iin' as const }
            : { name: act.customer.name, bin: act.customer.bin, idLabel: 'bin' as const },
        avrStatusCode: act.status as AvrStatus,
        status: statusName(act.status, lang),
        documentSha256: act.pdfSha256,
        signatures: signatures.map((s, i) => ({ ...s.view, iin: maskIin(s.view.iin), valid: checks[i]?.ok ?? false })),
        valid,
        outcome,
        message: CHECK_MESSAGES[outcome][lang],
        checkedAt: new Date(now()).toISOString(),
      };
    },
  };
};

export type AvrService = ReturnType<typeof createAvrService>;
