import 'reflect-metadata';
import { createHash, randomBytes } from 'node:crypto';
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
} from '@jetkiz/contract';
import {
  AVR_STATUSES,
  type AvrEvent,
  type AvrLine,
  type AvrOrderLine,
  type AvrPeriod,
  type AvrState,
  type AvrStatus,
  type AvrTransitionProblem,
  addDays,
  almatyDate,
  almatyDayRange,
  avrActions,
  avrAmountDue,
  avrDeadlines,
  avrIssueCheck,
  avrIssueDay,
  avrNumberFilter,
  avrPeriodDays,
  avrSumInWords,
  avrTotals,
  avrTransition,
  fillText,
  formatAvrNumber,
  formatDay,
  formatTenge,
  type IsoDate,
  isAvrStatus,
  type Lang,
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
import { avrRepository as repo } from './avr.repository.ts';
import type { JetkizSigner } from './avr.signer.ts';
import type { AvrActRow, AvrLineRow } from './avr.tables.ts';

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

  const documentOf = (act: AvrActRow, lines: AvrLineRow[]): AvrDocumentData => ({
    number: act.number,
    date: act.issuedOn,
    period: periodOf(act.periodMonth),
    customer: { name: act.customer.name, bin: act.customer.bin, address: act.customer.address },
    lines: lines.map(lineOf),
    totals: totalsOf(act),
  });

  /** Jetkiz's signature of an act: verified in full the first time a key signs (and again after a while), then trusted. */
  let ownKey: { pem: string; verified: VerifiedSignature; until: number } | null = null;
  const verifyOwn = async (signer: JetkizSigner, cms: string, pdf: Uint8Array, signingTime: Date): Promise<VerifiedSignature> => {
    const at = Date.now();
    if (ownKey && ownKey.pem === signer.certificatePem && at < ownKey.until)
      // CMS signingTime is UTCTime: whole seconds, as the full verification reads it.
      return { ...ownKey.verified, signedAt: new Date(Math.floor(signingTime.getTime() / 1000) * 1000), signedData: pdf };
    const verified = await deps.signatures.verifyCms({ cms, data: pdf, purpose: 'signForCompany' });
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

  const summaryOf = (act: AvrActRow, lang: Lang): AvrSummary => {
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
    };
  };

  const reasonText = (reason: string | null, errorCode: string | null, lang: Lang): string | null => {
    if (reason) return reason;
    if (!errorCode) return null;
    const known = (ERRORS as Record<string, { message: Record<Lang, string> }>)[errorCode];
    return known ? known.message[lang] : errorCode;
  };

  const detailOf = async (act: AvrActRow, auth: Auth | null, lang: Lang): Promise<AvrDetail> => {
    const [lines, events, signatures] = await Promise.all([repo.lines(db, act.id), repo.events(db, act.id), signatureViews(act)]);
    const context = { today: today(), deadlines: deadlinesOf(act) };
    const actions = avrActions(stateOf(act), context);
    const signer = auth ? await isSigner(auth) : false;
    const finance = auth ? await hasRole(auth, 'finance') : false;
    const due = act.postPaid && !act.paid ? avrAmountDue(act.totalTiyn, act.payBy, context.today) : null;
    return {
      ...summaryOf(act, lang),
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
   * Issues the act of `period` for one company, if it had delivered orders and has none yet for the month.
   * Answers the act (new or existing), or null when there is nothing to bill.
   */
  const issueFor = async (companyId: string, period: AvrPeriod): Promise<{ act: AvrActRow; created: boolean } | null> => {
    const periodMonth = monthStart(period);
    const existing = await repo.actOfMonth(db, companyId, periodMonth);
    if (existing) return { act: existing, created: false };
    const profile = await deps.identity.profile(companyId);
    if (profile.userType !== 'company' || !profile.bin) return null;
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
    const { totals } = checked;
    const issuedAt = new Date(now());
    const issuedOn = almatyDate(issuedAt);
    const deadlines = avrDeadlines(issuedOn, calendar);
    const postPaid = (await repo.terms(db, companyId))?.postPaid ?? false;
    const signer = await deps.signer();
    const customer = { name: profile.name ?? '', bin: profile.bin, address: profile.legalAddress ?? null };
    const year = Number(issuedOn.slice(0, 4));
    try {
      const act = await db.transaction(async (tx) => {
        const seq = await repo.nextSequence(tx, year);
        const number = formatAvrNumber(year, seq);
        const data: AvrDocumentData = { number, date: issuedOn, period, customer, lines, totals };
        const pdf = new Uint8Array(await renderAvrPdf(data, lang));
        // The signature's own time is the real one (a test's moved clock moves business dates, not certificates).
        const signingTime = new Date();
        const cms = await signer.sign(pdf, signingTime);
        const verified = await verifyOwn(signer, cms, pdf, signingTime);
        let row = await repo.insertAct(tx, {
          companyId,
          year,
          seq,
          number,
          periodMonth,
          status: 'issued',
          paid: !postPaid,
          postPaid,
          totalTiyn: totals.total,
          ordersTiyn: totals.orders,
          servicesTiyn: totals.services,
          vatTiyn: totals.vat,
          vatBasisPoints: totals.vatBasisPoints,
          orderCount: totals.orderCount,
          customer,
          pdf,
          pdfSha256: sha256(pdf),
          lang,
          issuedAt,
          issuedOn,
          refuseBy: deadlines.refuseBy,
          signBy: deadlines.signBy,
          deemedAcceptedAfter: deadlines.deemedAcceptedAfter,
          payBy: deadlines.payBy,
          verificationCode: randomBytes(24).toString('base64url'),
          ...(postPaid ? {} : { paidAt: issuedAt, paidTiyn: 0, penaltyTiyn: 0 }),
        });
        await repo.insertLines(
          tx,
          lines.map((l, position) => ({
            actId: row.id,
            position,
            kind: 'order',
            orderId: delivered[position]?.orderId ?? null,
            name: l.orderNumber,
            date: l.date,
            fromName: l.from,
            toName: l.to,
            tariff: l.tariff,
            quantity: 1,
            priceTiyn: l.amount,
            amountTiyn: l.amount,
          })),
        );
        const { id: signatureId } = await deps.signatures.record(tx, {
          signature: verified,
          raw: cms,
          subjectType: 'avr',
          subjectId: row.id,
          accountId: companyId,
          actorId: null,
        });
        row = await repo.update(tx, row.id, { jetkizSignatureId: signatureId });
        await repo.insertEvent(tx, { actId: row.id, status: 'issued', at: issuedAt, actorName: JETKIZ });
        await deps.notifications.enqueue(tx, [
          {
            key: `avr-issued:${row.id}`,
            phone: profile.phone,
            text: fillText(AVR_SMS.issued[lang], {
              number,
              amount: formatTenge(totals.total, lang),
              date: formatDay(deadlines.signBy),
            }),
          },
        ]);
        return row;
      });
      return { act, created: true };
    } catch (error) {
      // Another instance issued the same month first (the unique company + month): that act stands.
      const again = await repo.actOfMonth(db, companyId, periodMonth);
      if (again) return { act: again, created: false };
      throw error;
    }
  };

  /** Issues the acts of a month for every company with delivered orders in it; safe to run again. */
  const issueMonth = async (year: number, month: number): Promise<{ issued: number; existing: number; failed: number }> => {
    const period = { year, month };
    if (avrIssueCheck(year, month, today()) === 'monthNotOver')
      throw new AppError('VALIDATION', { description: 'month not over' });
    const range = periodInstants(period);
    const result = { issued: 0, existing: 0, failed: 0 };
    let after: string | null = null;
    for (;;) {
      const batch = await deps.orders.deliveringCustomers(range, after, ISSUE_BATCH);
      if (batch.length === 0) break;
      after = batch[batch.length - 1] ?? null;
      const done = await repo.companiesWithAct(db, batch, monthStart(period));
      for (const companyId of batch) {
        if (done.has(companyId)) {
          result.existing++;
          continue;
        }
        try {
          const outcome = await issueFor(companyId, period);
          if (outcome?.created) result.issued++;
          else if (outcome) result.existing++;
        } catch (error) {
          result.failed++;
          log.error({ err: error, companyId, period }, 'act of completed works not issued');
        }
      }
    }
    log.info({ period, ...result }, 'acts of completed works issued');
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
              text: fillText(AVR_SMS.deemedAccepted[act.lang as Lang], { number: act.number }),
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
    issueMonth,
    issueDue,
    deemAccepted,
    /** The operator's decision (issue 18): a post-paid contract with a credit limit, or back to prepaid. */
    setCompanyTerms: (companyId: string, terms: { postPaid: boolean; creditLimitTiyn: number }) =>
      repo.setTerms(db, companyId, terms.postPaid, terms.creditLimitTiyn),

    /**
     * For orders (a port given at wiring, issue 17): a company's credit terms, what its unpaid post-paid acts owe,
     * and the instant its billed months end (orders delivered before it are in an act). Null without terms.
     */
    async credit(companyId: string): Promise<CreditStanding | null> {
      const standing = await repo.credit(db, companyId);
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
      return { content: rows.map((r) => summaryOf(r, lang)), totalElements: total, page, itemsPerPage: size };
    },

    /** A company's newest acts (the operator console's customer page, issue 18). */
    async companyActs(companyId: string, limit: number, lang: Lang) {
      const { rows } = await repo.list(db, { companyId }, 0, limit);
      return rows.map((r) => summaryOf(r, lang));
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
      return renderAvrHtml(documentOf(act, lines), lang, sheetViews(act, views));
    },

    /** The act as PDF: the issued document with a signature sheet per signature (the issued bytes when unsigned). */
    async pdf(auth: Auth, id: string): Promise<{ pdf: Buffer; name: string }> {
      const act = await ownAct(auth, id);
      const views = (await signatureViews(act)).map((s) => s.view);
      // Header-safe (ASCII) file names: «АВР-2026-000123» → avr-2026-000123.
      const name = `${fileStem(act)}.pdf`;
      if (views.length === 0) return { pdf: Buffer.from(act.pdf), name };
      const lines = await repo.lines(db, id);
      return { pdf: await renderAvrPdf(documentOf(act, lines), act.lang as Lang, sheetViews(act, views)), name };
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
          purpose: 'signForCompany',
          expect: profile.bin ? { bin: profile.bin } : {},
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
        await repo.insertEvent(tx, { actId: act.id, status: 'verified', at, actorId: auth.userId, actorName: name });
        return repo.update(tx, act.id, { status: accepted.state.status, companySignatureId: signatureId, errorCode: null });
      });
      return detailOf(updated, auth, lang);
    },

    async refuse(auth: Auth, id: string, reason: string, lang: Lang): Promise<AvrDetail> {
      const text = reason.trim();
      if (text.length < 10) throw new AppError('VALIDATION', { fields: { reason: AVR_MESSAGES.refusalReasonLabel[lang] } });
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
            key: `avr-payment:${locked.id}`,
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
      const { from, to } = avrPeriodDays(periodOf(act.periodMonth));
      const jetkiz = signatures.find((s) => s.view.side === 'jetkiz')?.stored;
      return {
        number: act.number,
        date: act.issuedOn,
        periodStart: from,
        periodEnd: to,
        amount: tiynToTenge(act.totalTiyn),
        supplier: { name: jetkiz?.organization ?? JETKIZ, bin: jetkiz?.signerBin ?? '' },
        customer: { name: act.customer.name, bin: act.customer.bin },
        avrStatusCode: act.status as AvrStatus,
        status: statusName(act.status, lang),
        documentSha256: act.pdfSha256,
        signatures: signatures.map((s, i) => ({ ...s.view, iin: maskIin(s.view.iin), valid: checks[i]?.ok ?? false })),
        valid,
        message: (valid ? AVR_MESSAGES.verificationSuccessful : AVR_MESSAGES.verificationFailed)[lang],
        checkedAt: new Date(now()).toISOString(),
      };
    },
  };
};

export type AvrService = ReturnType<typeof createAvrService>;
