import {
  BLOCK_CATEGORY_NAMES,
  type BlockCustomerBody,
  CUSTOMER_BLOCK_SMS,
  type CustomerDetail,
  type CustomerSearchQuery,
} from '@jetkiz/contract';
import { fillSms, type Lang, tiynToTenge } from '@jetkiz/domain';
import type { Db } from '../../db/client.ts';
import type { AvrService } from '../avr/index.ts';
import type { IdentityService } from '../identity/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { OrdersService } from '../orders/index.ts';
import type { PaymentsService } from '../payments/index.ts';

/**
 * The console's customers (issue 18), composed from the modules that own them: identity (the account, its block,
 * its sign-ins), orders, payments (the wallet), avr (a company's acts) and notifications (the SMS that tells the
 * customer of a block, queued in the block's own transaction).
 */
export type OperatorCustomersDeps = {
  db: Db;
  identity: IdentityService;
  orders: OrdersService;
  payments: PaymentsService;
  notifications: NotificationsService;
  avr?: AvrService;
};

/** What the audit log keeps of a customer before and after a block or an unblock. */
const blockView = (u: { blockedAt: Date | null; blockReason: string | null; blockCategory: string | null }) => ({
  blocked: u.blockedAt !== null,
  category: u.blockCategory,
  reason: u.blockReason,
  since: u.blockedAt?.toISOString() ?? null,
});

export const createOperatorCustomers = (deps: OperatorCustomersDeps) => {
  const { db, identity, orders, payments, notifications, avr } = deps;
  const ops = identity.operator;

  const detail = async (id: string, lang: Lang): Promise<CustomerDetail> => {
    const user = await ops.customer(id);
    const [balance, recent, signIns, acts] = await Promise.all([
      payments.walletBalance(user.id),
      orders.operator.ofCustomer(user.id, 20, lang),
      ops.signIns(user.id, 10),
      user.userType === 'company' && avr ? avr.companyActs(user.id, 12, lang) : Promise.resolve([]),
    ]);
    return {
      ...ops.item(user),
      email: user.email,
      lang: user.lang,
      companyName: user.companyName,
      firstName: user.firstName,
      lastName: user.lastName,
      verified: user.verifiedAt !== null,
      walletBalance: tiynToTenge(balance),
      orders: recent.orders,
      ordersTotal: recent.total,
      acts: acts.map((a) => ({
        id: a.id,
        number: a.number,
        period: a.periodStart.slice(0, 7),
        status: a.avrStatusCode,
        statusName: a.status,
        total: a.amount,
      })),
      signIns,
    };
  };

  return {
    search: (query: CustomerSearchQuery) => ops.searchCustomers(query),
    detail,

    /** Blocks the customer and queues the SMS that tells them, in their language, in one transaction. */
    async block(id: string, body: BlockCustomerBody, lang: Lang) {
      const change = await db.transaction(async (tx) => {
        const done = await ops.block(tx, id, body.category, body.reason);
        const to = ops.langOf(done.after);
        await notifications.enqueue(tx, [
          {
            key: `customer-block:${id}:${done.after.blockedAt?.getTime()}`,
            phone: done.after.phone,
            text: fillSms(CUSTOMER_BLOCK_SMS.blocked, to, { reason: BLOCK_CATEGORY_NAMES[body.category][to] }),
          },
        ]);
        return done;
      });
      return { before: blockView(change.before), after: blockView(change.after), customer: await detail(id, lang) };
    },

    /** Lifts the block and queues the SMS that tells the customer, in one transaction. */
    async unblock(id: string, lang: Lang) {
      const change = await db.transaction(async (tx) => {
        const done = await ops.unblock(tx, id);
        const to = ops.langOf(done.after);
        await notifications.enqueue(tx, [
          {
            key: `customer-unblock:${id}:${done.before.blockedAt?.getTime()}`,
            phone: done.after.phone,
            text: fillSms(CUSTOMER_BLOCK_SMS.unblocked, to),
          },
        ]);
        return done;
      });
      return { before: blockView(change.before), after: blockView(change.after), customer: await detail(id, lang) };
    },
  };
};

export type OperatorCustomers = ReturnType<typeof createOperatorCustomers>;
