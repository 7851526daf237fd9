import {
  CLAIM_DESCRIPTIONS,
  CLAIM_MAX_PHOTOS,
  CLAIM_PHOTO_MAX_BYTES,
  CLAIM_STATUS_NAMES,
  CLAIM_TEXTS,
  CLAIM_TYPE_NAMES,
  type Claim,
  type ClaimDecisionBody,
  claimAmountMessage,
  type ErrorCode,
  FIELD_PROBLEMS,
  type FileClaimBody,
  type OperatorClaim,
  type OrderClaims,
  PAYMENT_MESSAGES,
} from '@jetkiz/contract';
import {
  almatyDate,
  CLAIM_TYPES,
  type ClaimFilingProblem,
  type ClaimOrder,
  type ClaimStatus,
  type ClaimType,
  type CompensatedClaim,
  checkClaimedAmount,
  checkClaimFiling,
  checkDecision,
  claimCompensation,
  claimMaxCompensation,
  claimReviewDeadline,
  compensationEntries,
  compensationPayoutDeadline,
  fillSms,
  fillText,
  formatDay,
  formatTenge,
  isClaimOverdue,
  type Lang,
  paidDeliveryFee,
  type Tiyn,
  tengeToTiyn,
  tiynToTenge,
  type WorkCalendar,
} from '@jetkiz/domain';
import { and, asc, count, desc, eq, isNull, lt, lte, max, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, inEachLanguage } from '../../errors.ts';
import { actorOf } from '../../lib/access-token.ts';
import { reencodeImage } from '../../lib/images.ts';
import { renderClaimLetter } from '../documents/index.ts';
import type { Auth, IdentityService } from '../identity/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { OrderForClaim, OrdersService } from '../orders/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import { type ClaimRow, carrierLiabilities, claimPhotos, claims } from './claims.tables.ts';

export type ClaimFamily = 'person' | 'company';
export type StaffActor = { staffId: string; name: string };

export type ClaimsDeps = {
  db: Db;
  orders: Pick<OrdersService, 'forClaim' | 'forClaimById'>;
  payments: Pick<PaymentsService, 'post' | 'partyOf'>;
  notifications: Pick<NotificationsService, 'enqueue' | 'orderMail'>;
  identity: Pick<IdentityService, 'languageOf' | 'profile'>;
  calendar: WorkCalendar;
  log: FastifyBaseLogger;
  clock?: () => number;
};

const FILING_ERRORS: Record<ClaimFilingProblem, ErrorCode> = {
  notClaimable: 'CLAIM_NOT_CLAIMABLE',
  termOver: 'CLAIM_TERM_OVER',
  typeNotApplicable: 'CLAIM_TYPE_NOT_APPLICABLE',
};

/** A claim photo: upright, at most 2560 px on its longer side, JPEG without any metadata. */
const reencodePhoto = (bytes: Uint8Array) =>
  reencodeImage(bytes, {
    maxBytes: CLAIM_PHOTO_MAX_BYTES,
    accept: ['image/jpeg', 'image/png', 'image/heic'],
    tooLarge: 'CLAIM_PHOTO_TOO_LARGE',
    unreadable: 'CLAIM_PHOTO_READ_ERROR',
    encode: (image) =>
      image
        .resize(2560, 2560, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85 }),
  });

const claimOrder = (order: OrderForClaim): ClaimOrder => ({
  deliveredOn: order.deliveredOn,
  dueOn: order.dueOn,
  cancelled: order.cancelled,
  price: order.price,
  declaredValue: order.declaredValue,
});

/**
 * A claimed amount or a compensation the rules refuse, said under the field: zero or less is a VALIDATION (it said
 * «Сумма больше допустимой» with the bare maximum, «1 500 ₸», as its field's message), above the rule's maximum
 * CLAIM_AMOUNT_ABOVE_RULE with «Не больше 1 500 ₸ …».
 */
const amountRefused = (problem: 'notPositive' | 'aboveRule', most: Tiyn) => {
  const amount = inEachLanguage((l) => claimAmountMessage(problem, formatTenge(most, l), l));
  return problem === 'notPositive'
    ? new AppError('VALIDATION', { fields: { amount } })
    : new AppError('CLAIM_AMOUNT_ABOVE_RULE', {
        description: inEachLanguage((l) => fillText(CLAIM_DESCRIPTIONS.atMost[l], { amount: formatTenge(most, l) })),
        fields: { amount },
      });
};

const amountOf = (value: number, _lang: Lang, field: string): Tiyn => {
  const parsed = tengeToTiyn(value);
  if (!parsed.ok) throw new AppError('VALIDATION', { fields: { [field]: PAYMENT_MESSAGES.sumInvalid } });
  return parsed.value;
};

/**
 * Claims (issue 19): filing on an own delivered or overdue order within its term, photos, the letter, the console's
 * review and decision, and the payout of a compensation to the wallet through the ledger — once per claim, by the
 * decision itself and, should that fail, by the job that pays every decided claim within its 3 working days.
 */
export const createClaimsService = (deps: ClaimsDeps) => {
  const { db, calendar } = deps;
  const now = deps.clock ?? Date.now;
  const today = () => almatyDate(new Date(now()));

  const photosOf = async (tx: Db | Tx, claimIds: string[]) => {
    if (claimIds.length === 0) return new Map<string, Array<{ id: string; createdAt: string }>>();
    const rows = await tx
      .select({ id: claimPhotos.id, claimId: claimPhotos.claimId, createdAt: claimPhotos.createdAt })
      .from(claimPhotos)
      .where(
        sql`${claimPhotos.claimId} in (${sql.join(
          claimIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
      .orderBy(asc(claimPhotos.createdAt));
    const byClaim = new Map<string, Array<{ id: string; createdAt: string }>>();
    for (const row of rows) {
      const list = byClaim.get(row.claimId) ?? [];
      list.push({ id: row.id, createdAt: row.createdAt.toISOString() });
      byClaim.set(row.claimId, list);
    }
    return byClaim;
  };

  const statusName = (row: ClaimRow, lang: Lang, day: string) =>
    CLAIM_STATUS_NAMES[
      row.status === 'compensated' && row.paidAt
        ? 'paid'
        : isClaimOverdue(row.status as ClaimStatus, row.reviewBy, day)
          ? 'overdue'
          : (row.status as ClaimStatus)
    ][lang];

  const view = (row: ClaimRow, photos: Array<{ id: string; createdAt: string }>, lang: Lang): Claim => {
    const day = today();
    return {
      id: row.id,
      number: `${row.orderNumber}-${row.seq}`,
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      type: row.type as ClaimType,
      typeName: CLAIM_TYPE_NAMES[row.type as ClaimType][lang],
      status: row.status as ClaimStatus,
      statusName: statusName(row, lang, day),
      description: row.description,
      claimedAmount: tiynToTenge(row.claimedTiyn),
      maxAmount: tiynToTenge(row.maxTiyn),
      filedAt: row.filedAt.toISOString(),
      reviewBy: row.reviewBy,
      overdue: isClaimOverdue(row.status as ClaimStatus, row.reviewBy, day),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      compensation: row.compensationTiyn === null ? null : tiynToTenge(row.compensationTiyn),
      refusalReason: row.refusalReason,
      payBy: row.payBy,
      paidAt: row.paidAt?.toISOString() ?? null,
      movementId: row.movementId,
      photos,
    };
  };

  const views = async (rows: ClaimRow[], lang: Lang) => {
    const photos = await photosOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => view(row, photos.get(row.id) ?? [], lang));
  };

  const ownRow = async (auth: Auth, id: string) => {
    const [row] = await db
      .select()
      .from(claims)
      .where(and(eq(claims.id, id), eq(claims.userId, auth.userId)));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  /** The order's claims compensated so far (but `except`): what they took from the caps (claimMaxCompensation). */
  const compensatedOn = async (tx: Db | Tx, orderId: string, except?: string): Promise<CompensatedClaim[]> => {
    const rows = await tx
      .select({ id: claims.id, type: claims.type, compensation: claims.compensationTiyn })
      .from(claims)
      .where(and(eq(claims.orderId, orderId), eq(claims.status, 'compensated')));
    return rows
      .filter((row) => row.id !== except)
      .map((row) => ({ type: row.type as ClaimType, compensation: row.compensation ?? 0 }));
  };

  /**
   * The types a claim may be filed of today on the order, each with its maximum; not a type already under review
   * (filing it again is CLAIM_ALREADY_FILED, so the form would offer what it then refuses), nor one whose cap earlier
   * compensations have used up.
   */
  const openTypes = (
    order: OrderForClaim,
    day: string,
    lang: Lang,
    underReview: ReadonlySet<string>,
    earlier: ReadonlyArray<CompensatedClaim>,
  ) =>
    CLAIM_TYPES.flatMap((type) => {
      if (underReview.has(type) || !checkClaimFiling(type, claimOrder(order), day, calendar).ok) return [];
      const most = claimMaxCompensation(type, claimOrder(order), day, order.lateCredit, earlier);
      return most > 0 ? [{ type, name: CLAIM_TYPE_NAMES[type][lang], maxAmount: tiynToTenge(most) }] : [];
    });

  const ofOrder = async (auth: Auth, family: ClaimFamily, orderId: string, lang: Lang): Promise<OrderClaims> => {
    const order = await deps.orders.forClaim(auth, family, orderId, lang);
    const day = today();
    const anyType = CLAIM_TYPES.map((type) => checkClaimFiling(type, claimOrder(order), day, calendar)).find(
      (c) => c.ok || c.problem !== 'notClaimable',
    );
    const rows = await db
      .select()
      .from(claims)
      .where(and(eq(claims.orderId, order.id), eq(claims.userId, auth.userId)))
      .orderBy(desc(claims.filedAt));
    return {
      orderId: order.id,
      deadline: anyType?.deadline ?? null,
      types: openTypes(
        order,
        day,
        lang,
        new Set(rows.filter((r) => r.status === 'filed').map((r) => r.type)),
        await compensatedOn(db, order.id),
      ),
      claims: await views(rows, lang),
    };
  };

  const list = async (auth: Auth, lang: Lang) => {
    const rows = await db.select().from(claims).where(eq(claims.userId, auth.userId)).orderBy(desc(claims.filedAt)).limit(200);
    return { content: await views(rows, lang), totalElements: rows.length };
  };

  const file = async (auth: Auth, family: ClaimFamily, body: FileClaimBody, lang: Lang): Promise<Claim> => {
    const order = await deps.orders.forClaim(auth, family, body.orderId, lang);
    const claimed = amountOf(body.amount, lang, 'amount');
    const description = body.description.trim();
    if (!description) throw new AppError('VALIDATION', { fields: { description: FIELD_PROBLEMS.required } });
    const day = today();
    const filing = checkClaimFiling(body.type, claimOrder(order), day, calendar);
    if (!filing.ok) {
      const { deadline } = filing;
      // The last day matters only when the term is over (a claim of the wrong type is refused whatever the day).
      throw new AppError(
        FILING_ERRORS[filing.problem],
        filing.problem === 'termOver' && deadline
          ? { description: inEachLanguage((l) => fillText(CLAIM_DESCRIPTIONS.termOver[l], { date: formatDay(deadline) })) }
          : {},
      );
    }
    const most = claimMaxCompensation(body.type, claimOrder(order), day, order.lateCredit, await compensatedOn(db, order.id));
    // Earlier claims (or the automatic late credit) have paid all the rules allow: «at most 0 ₸» would say it badly.
    if (most === 0) throw new AppError('CLAIM_ALREADY_COMPENSATED');
    const amount = checkClaimedAmount(claimed, most);
    if (!amount.ok) throw amountRefused(amount.problem, most);
    const at = new Date(now());
    const row = await db.transaction(async (tx) => {
      // One filing per order at a time: the claim's number and the one-open-claim-per-type rule are decided in turn.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`claims:${order.id}`}, 0))`);
      const [open] = await tx
        .select({ id: claims.id })
        .from(claims)
        .where(and(eq(claims.orderId, order.id), eq(claims.type, body.type), eq(claims.status, 'filed')));
      if (open) throw new AppError('CLAIM_ALREADY_FILED');
      const [last] = await tx
        .select({ seq: max(claims.seq) })
        .from(claims)
        .where(eq(claims.orderId, order.id));
      const [inserted] = await tx
        .insert(claims)
        .values({
          userId: order.userId,
          orderId: order.id,
          orderNumber: order.orderNumber,
          seq: (last?.seq ?? 0) + 1,
          type: body.type,
          description,
          claimedTiyn: claimed,
          maxTiyn: most,
          carrier: order.carrier,
          filedByName: actorOf(auth).actorName,
          filedAt: at,
          reviewBy: claimReviewDeadline(day, calendar),
        })
        .returning();
      return inserted as ClaimRow;
    });
    return view(row, [], lang);
  };

  const detail = async (auth: Auth, id: string, lang: Lang) => (await views([await ownRow(auth, id)], lang))[0] as Claim;

  const addPhoto = async (auth: Auth, id: string, bytes: Uint8Array, lang: Lang): Promise<Claim> => {
    const row = await ownRow(auth, id);
    if (row.status !== 'filed') throw new AppError('CLAIM_ALREADY_DECIDED');
    const image = await reencodePhoto(bytes);
    await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(claims).where(eq(claims.id, id)).for('update');
      if (locked?.status !== 'filed') throw new AppError('CLAIM_ALREADY_DECIDED');
      const [n] = await tx.select({ n: count() }).from(claimPhotos).where(eq(claimPhotos.claimId, id));
      if ((n?.n ?? 0) >= CLAIM_MAX_PHOTOS) throw new AppError('CLAIM_PHOTO_LIMIT');
      await tx.insert(claimPhotos).values({ claimId: id, image, createdAt: new Date(now()) });
    });
    return detail(auth, id, lang);
  };

  const photoBytes = async (claimId: string, photoId: string) => {
    const [photo] = await db
      .select({ image: claimPhotos.image })
      .from(claimPhotos)
      .where(and(eq(claimPhotos.id, photoId), eq(claimPhotos.claimId, claimId)));
    if (!photo) throw new AppError('NOT_FOUND');
    return photo.image;
  };

  const photo = async (auth: Auth, id: string, photoId: string) => photoBytes((await ownRow(auth, id)).id, photoId);

  const letter = async (auth: Auth, id: string, lang: Lang) => {
    const row = await ownRow(auth, id);
    const order = await deps.orders.forClaimById(row.orderId, lang);
    if (!order) throw new AppError('NOT_FOUND');
    const photos = (await photosOf(db, [row.id])).get(row.id) ?? [];
    const number = `${row.orderNumber}-${row.seq}`;
    const pdf = await renderClaimLetter(
      {
        number,
        filedAt: row.filedAt,
        reviewBy: row.reviewBy,
        claimant: await deps.payments.partyOf(row.userId),
        orderNumber: row.orderNumber,
        trackNumber: order.trackNumber,
        route: `${order.from} → ${order.to}`,
        carrierName: order.carrierName,
        typeName: CLAIM_TYPE_NAMES[row.type as ClaimType][lang],
        statusName: statusName(row, lang, today()),
        claimed: row.claimedTiyn,
        fee: paidDeliveryFee(order.price),
        declaredValue: order.declaredValue,
        description: row.description,
        photoCount: photos.length,
      },
      lang,
    );
    return { pdf, name: `jetkiz-claim-${number}.pdf` };
  };

  // ——— the console ———

  const operatorView = async (row: ClaimRow, lang: Lang): Promise<OperatorClaim> => {
    const [base] = await views([row], lang);
    const order = await deps.orders.forClaimById(row.orderId, lang);
    const computed =
      row.status === 'filed' && order
        ? claimCompensation(
            row.claimedTiyn,
            claimMaxCompensation(
              row.type as ClaimType,
              claimOrder(order),
              today(),
              order.lateCredit,
              await compensatedOn(db, row.orderId, row.id),
            ),
          )
        : (row.compensationTiyn ?? 0);
    const [liability] = await db.select().from(carrierLiabilities).where(eq(carrierLiabilities.claimId, row.id));
    const profile = await deps.identity.profile(row.userId).catch(() => undefined);
    return {
      ...(base as Claim),
      userId: row.userId,
      customerName: profile ? (profile.name ?? [profile.lastName, profile.firstName].filter(Boolean).join(' ')) : '',
      carrier: row.carrier,
      carrierName: order?.carrierName ?? row.carrier,
      computedCompensation: tiynToTenge(computed),
      carrierShare: liability ? tiynToTenge(liability.amountTiyn) : null,
      decidedBy: row.decidedByName,
    };
  };

  const overdueCondition = (day: string) => and(eq(claims.status, 'filed'), lt(claims.reviewBy, day));

  const operatorList = async (
    query: {
      page?: number | undefined;
      itemsPerPage?: number | undefined;
      status?: ClaimStatus | undefined;
      overdue?: boolean | undefined;
    },
    lang: Lang,
  ) => {
    const page = query.page ?? 0;
    const itemsPerPage = query.itemsPerPage ?? 25;
    const day = today();
    const where: SQL | undefined = and(
      query.status ? eq(claims.status, query.status) : undefined,
      query.overdue === true ? overdueCondition(day) : undefined,
      query.overdue === false ? sql`not (${claims.status} = 'filed' and ${claims.reviewBy} < ${day})` : undefined,
    );
    const [total] = await db.select({ n: count() }).from(claims).where(where);
    const rows = await db
      .select()
      .from(claims)
      .where(where)
      .orderBy(asc(claims.reviewBy), asc(claims.filedAt))
      .limit(itemsPerPage)
      .offset(page * itemsPerPage);
    const content: OperatorClaim[] = [];
    for (const row of rows) content.push(await operatorView(row, lang));
    return { content, totalElements: total?.n ?? 0, page, itemsPerPage };
  };

  const operatorDetail = async (id: string, lang: Lang) => {
    const [row] = await db.select().from(claims).where(eq(claims.id, id));
    if (!row) throw new AppError('NOT_FOUND');
    return operatorView(row, lang);
  };

  /**
   * Credits a decided compensation to the wallet, once: the ledger's idempotency key is the claim, and the claim row
   * is locked while it is paid, so a retried job or a second call does nothing. The SMS goes in the account's language.
   */
  const payout = async (claimId: string): Promise<boolean> => {
    const [first] = await db.select({ userId: claims.userId }).from(claims).where(eq(claims.id, claimId));
    if (!first) return false;
    // Read before the transaction: nothing reads through `db` while it holds its connection (PGlite has one).
    const profile = await deps.identity.profile(first.userId);
    const paid = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(claims).where(eq(claims.id, claimId)).for('update');
      if (row?.status !== 'compensated' || row.paidAt || !row.compensationTiyn) return false;
      const lang = await deps.identity.languageOf(row.userId, tx);
      const moved = await deps.payments.post(
        tx,
        {
          key: `claim-compensation:${row.id}`,
          kind: 'compensation',
          userId: row.userId,
          entries: compensationEntries(row.userId, row.compensationTiyn),
          orderId: row.orderId,
          orderNumber: row.orderNumber,
        },
        lang,
      );
      const at = new Date(now());
      await tx.update(claims).set({ paidAt: at, movementId: moved.transactionId, updatedAt: at }).where(eq(claims.id, row.id));
      await deps.notifications.enqueue(tx, [
        {
          key: `claim-paid:${row.id}`,
          phone: profile.phone,
          text: fillSms(CLAIM_TEXTS.smsCompensated, lang, {
            number: `${row.orderNumber}-${row.seq}`,
            amount: formatTenge(row.compensationTiyn, lang),
          }),
        },
      ]);
      return true;
    });
    return paid;
  };

  /** The job: every compensated claim not yet paid (oldest term first) is paid now, well within its 3 working days. */
  const payDue = async () => {
    let paid = 0;
    let failed = 0;
    const rows = await db
      .select({ id: claims.id })
      .from(claims)
      .where(and(eq(claims.status, 'compensated'), isNull(claims.paidAt)))
      .orderBy(asc(claims.payBy))
      .limit(200);
    for (const row of rows) {
      try {
        if (await payout(row.id)) paid++;
      } catch (error) {
        failed++;
        deps.log.error({ err: error, claimId: row.id }, 'claim compensation payout failed');
      }
    }
    return { paid, failed };
  };

  const decide = async (staff: StaffActor, id: string, body: ClaimDecisionBody, lang: Lang) => {
    const before = await operatorDetail(id, lang);
    if (before.status !== 'filed') throw new AppError('CLAIM_ALREADY_DECIDED');
    const day = today();
    // Read before the transaction: nothing reads through `db` while it holds its connection (PGlite has one).
    const order = await deps.orders.forClaimById(before.orderId, lang);
    if (!order) throw new AppError('NOT_FOUND');
    const profile = await deps.identity.profile(before.userId);
    await db.transaction(async (tx) => {
      // The order's claims are decided in turn (the lock filing takes): two decided at once would each see the cap
      // whole, and together pay it twice.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`claims:${order.id}`}, 0))`);
      const [row] = await tx.select().from(claims).where(eq(claims.id, id)).for('update');
      if (!row) throw new AppError('NOT_FOUND');
      if (row.status !== 'filed') throw new AppError('CLAIM_ALREADY_DECIDED');
      const at = new Date(now());
      const decided = { decidedAt: at, decidedById: staff.staffId, decidedByName: staff.name, updatedAt: at };
      const accountLang = await deps.identity.languageOf(row.userId, tx);
      if (body.outcome === 'refuse') {
        const reason = body.reason?.trim();
        if (!reason) throw new AppError('VALIDATION', { fields: { reason: FIELD_PROBLEMS.required } });
        await tx
          .update(claims)
          .set({ status: 'refused', refusalReason: reason, ...decided })
          .where(eq(claims.id, id));
        await deps.notifications.enqueue(tx, [
          {
            key: `claim-refused:${row.id}`,
            phone: profile.phone,
            text: fillSms(CLAIM_TEXTS.smsRefused, accountLang, { number: `${row.orderNumber}-${row.seq}` }),
          },
        ]);
      } else {
        const computed = claimCompensation(
          row.claimedTiyn,
          claimMaxCompensation(
            row.type as ClaimType,
            claimOrder(order),
            day,
            order.lateCredit,
            await compensatedOn(tx, row.orderId, row.id),
          ),
        );
        // Earlier claims of the order have paid the whole cap: nothing is left to compensate (refuse it with a reason).
        if (computed === 0) throw new AppError('CLAIM_ALREADY_COMPENSATED');
        const amount = body.amount === undefined ? computed : amountOf(body.amount, lang, 'amount');
        const share = body.carrierShare === undefined ? amount : amountOf(body.carrierShare, lang, 'carrierShare');
        const check = checkDecision(computed, amount, share);
        if (!check.ok) {
          if (check.problem === 'carrierShare') throw new AppError('CLAIM_CARRIER_SHARE_INVALID');
          throw amountRefused(check.problem, computed);
        }
        await tx
          .update(claims)
          .set({ status: 'compensated', compensationTiyn: amount, payBy: compensationPayoutDeadline(day, calendar), ...decided })
          .where(eq(claims.id, id));
        await tx.insert(carrierLiabilities).values({ claimId: id, carrier: row.carrier, amountTiyn: share, recordedAt: at });
      }
      await deps.notifications.orderMail(tx, 'claimDecided', order, row.id);
    });
    // The money moves at once; if it cannot now, the payout job tries again until it does.
    if (body.outcome === 'compensate') {
      await payout(id).catch((error: unknown) => deps.log.error({ err: error, claimId: id }, 'claim compensation payout failed'));
    }
    return { claim: await operatorDetail(id, lang), before };
  };

  /** For the console's dashboard: claims past their review term, and compensations past their payout term. */
  const dashboard = async () => {
    const day = today();
    const [overdue] = await db.select({ n: count() }).from(claims).where(overdueCondition(day));
    const [filed] = await db.select({ n: count() }).from(claims).where(eq(claims.status, 'filed'));
    const [unpaid] = await db
      .select({ n: count() })
      .from(claims)
      .where(and(eq(claims.status, 'compensated'), isNull(claims.paidAt), lte(claims.payBy, day)));
    return { filed: filed?.n ?? 0, overdue: overdue?.n ?? 0, payoutDue: unpaid?.n ?? 0 };
  };

  return {
    list,
    ofOrder,
    file,
    detail,
    addPhoto,
    photo,
    letter,
    operator: {
      list: operatorList,
      detail: operatorDetail,
      photo: async (id: string, photoId: string) => photoBytes(id, photoId),
      decide,
    },
    payout,
    payDue,
    dashboard,
  };
};

export type ClaimsService = ReturnType<typeof createClaimsService>;
