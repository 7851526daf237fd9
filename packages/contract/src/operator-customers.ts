import type { Localized } from '@jetkiz/domain';
import { type Static, Type } from 'typebox';
import { defineOperatorRoute, OPERATOR_ERROR_RESPONSES, OperatorPageQuery, STAFF_READ, StaffReasonSchema } from './operator.ts';
import { OrderSummarySchema } from './orders.ts';
import { Uuid } from './primitives.ts';

/**
 * The operator console's customers (issue 18): search by phone, IIN/BIN or name; a customer's detail (orders,
 * wallet, acts, recent sign-ins); block with a reason (spec §1: a breach or a debt) and unblock, each told to the
 * customer by SMS in their language and written to the audit log.
 */

export const BlockCategorySchema = Type.Union([Type.Literal('breach'), Type.Literal('debt')], {
  description: 'breach: the offer’s terms were breached; debt: the customer owes Jetkiz',
});

export const CustomerBlockSchema = Type.Object({
  category: Type.Union([BlockCategorySchema, Type.Null()], { description: 'null for blocks made before categories' }),
  reason: Type.String(),
  since: Type.String(),
});

export const CustomerListItemSchema = Type.Object({
  id: Type.String(),
  userType: Type.Union([Type.Literal('person'), Type.Literal('company')]),
  kind: Type.Union([Type.Literal('person'), Type.Literal('entrepreneur'), Type.Literal('legalEntity')], {
    description: 'A company account is an individual entrepreneur’s (entity type 1) or a legal entity’s',
  }),
  name: Type.String({ description: 'The company’s name, or the person’s last and first name' }),
  phone: Type.String(),
  iinOrBin: Type.Union([Type.String(), Type.Null()], {
    description: 'The number documents name the customer by: a legal entity’s BIN, else the IIN',
  }),
  numberLabel: Type.Union([Type.Literal('iin'), Type.Literal('bin')], { description: 'Which number iinOrBin is' }),
  status: Type.String({ description: 'pending (not confirmed yet) or active' }),
  blocked: Type.Union([CustomerBlockSchema, Type.Null()]),
  createdAt: Type.String(),
});
export type CustomerListItem = Static<typeof CustomerListItemSchema>;

export const CustomerPageSchema = Type.Object({
  content: Type.Array(CustomerListItemSchema),
  totalElements: Type.Integer(),
  page: Type.Integer(),
  itemsPerPage: Type.Integer(),
});
export type CustomerPage = Static<typeof CustomerPageSchema>;

export const CustomerSearchQuerySchema = Type.Object({
  ...OperatorPageQuery,
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Phone, IIN/BIN (or their digits), or a name' })),
  blocked: Type.Optional(Type.Boolean({ description: 'Only blocked (true) or only not blocked (false) customers' })),
});
export type CustomerSearchQuery = Static<typeof CustomerSearchQuerySchema>;

export const CustomerDetailSchema = Type.Object({
  ...CustomerListItemSchema.properties,
  email: Type.String(),
  lang: Type.String(),
  companyName: Type.Union([Type.String(), Type.Null()]),
  firstName: Type.String(),
  lastName: Type.String(),
  verified: Type.Boolean({ description: 'A company verified by its digital signature' }),
  walletBalance: Type.Number({ description: 'Tenge' }),
  orders: Type.Array(OrderSummarySchema, { description: 'The 20 newest orders' }),
  ordersTotal: Type.Integer(),
  acts: Type.Array(
    Type.Object({
      id: Type.String(),
      number: Type.String(),
      period: Type.String(),
      status: Type.String(),
      statusName: Type.String(),
      total: Type.Number({ description: 'Tenge' }),
    }),
    { description: 'The company’s acts of completed works, newest first (empty for a person)' },
  ),
  signIns: Type.Array(Type.Object({ at: Type.String(), active: Type.Boolean() }), {
    description: 'The 10 newest sign-ins (a session each) and whether the session is still active',
  }),
});
export type CustomerDetail = Static<typeof CustomerDetailSchema>;

export const BlockCustomerBodySchema = Type.Object({ category: BlockCategorySchema, reason: StaffReasonSchema });
export type BlockCustomerBody = Static<typeof BlockCustomerBodySchema>;
export const UnblockCustomerBodySchema = Type.Object({ reason: StaffReasonSchema });

const CustomerParams = Type.Object({ id: Uuid('The customer’s id') });
const tags = ['operator'];

export const searchCustomersRoute = defineOperatorRoute({
  method: 'GET',
  url: '/api/operator/customers',
  staffRoles: STAFF_READ,
  writes: false,
  schema: {
    operationId: 'operatorSearchCustomers',
    tags,
    summary: 'Customers by phone, IIN/BIN or name, newest first (paged)',
    querystring: CustomerSearchQuerySchema,
    response: { 200: CustomerPageSchema, ...OPERATOR_ERROR_RESPONSES },
  },
});

export const customerDetailRoute = defineOperatorRoute({
  method: 'GET',
  url: '/api/operator/customers/{id}',
  staffRoles: STAFF_READ,
  writes: false,
  schema: {
    operationId: 'operatorCustomerDetail',
    tags,
    summary: 'A customer with their orders, wallet balance, acts and recent sign-ins',
    params: CustomerParams,
    response: { 200: CustomerDetailSchema, ...OPERATOR_ERROR_RESPONSES },
  },
});

export const blockCustomerRoute = defineOperatorRoute({
  method: 'POST',
  url: '/api/operator/customers/{id}/block',
  staffRoles: ['operator'],
  writes: true,
  schema: {
    operationId: 'operatorBlockCustomer',
    tags,
    summary: 'Block a customer for a breach or a debt: they read but cannot create, pay or send orders; told by SMS',
    params: CustomerParams,
    body: BlockCustomerBodySchema,
    response: { 200: CustomerDetailSchema, ...OPERATOR_ERROR_RESPONSES },
  },
});

export const unblockCustomerRoute = defineOperatorRoute({
  method: 'POST',
  url: '/api/operator/customers/{id}/unblock',
  staffRoles: ['operator'],
  writes: true,
  schema: {
    operationId: 'operatorUnblockCustomer',
    tags,
    summary: 'Lift a customer’s block; told by SMS',
    params: CustomerParams,
    body: UnblockCustomerBodySchema,
    response: { 200: CustomerDetailSchema, ...OPERATOR_ERROR_RESPONSES },
  },
});

export const OPERATOR_CUSTOMER_ROUTES = [
  searchCustomersRoute,
  customerDetailRoute,
  blockCustomerRoute,
  unblockCustomerRoute,
] as const;

/** How a block's category reads (the console and the customer's cabinet). */
export const BLOCK_CATEGORY_NAMES = {
  breach: { ru: 'Нарушение условий оферты', kk: 'Оферта талаптарын бұзу', en: 'Breach of the offer’s terms' },
  debt: { ru: 'Задолженность', kk: 'Берешек', en: 'Debt' },
} as const satisfies Record<string, Localized>;

/** The SMS a customer gets when blocked or unblocked, in the account's language. */
export const CUSTOMER_BLOCK_SMS = {
  blocked: {
    ru: 'Jetkiz: ваш аккаунт заблокирован. Причина: {{reason}}. Создание, оплата и отправка заказов недоступны. Подробности в личном кабинете.',
    kk: 'Jetkiz: аккаунтыңыз бұғатталды. Себебі: {{reason}}. Тапсырыс жасау, төлеу және жіберу қолжетімсіз. Толығырақ кабинетте.',
    en: 'Jetkiz: your account is blocked. Reason: {{reason}}. You cannot create, pay for or send orders. Details are in your account.',
  },
  unblocked: {
    ru: 'Jetkiz: блокировка вашего аккаунта снята. Все действия снова доступны.',
    kk: 'Jetkiz: аккаунтыңыздың бұғаты алынды. Барлық әрекет қайта қолжетімді.',
    en: 'Jetkiz: your account is no longer blocked. Everything is available again.',
  },
} as const satisfies Record<string, Localized>;
