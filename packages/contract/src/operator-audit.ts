import type { Lang, Localized } from '@jetkiz/domain';
import { ERRORS, type ErrorCode } from './errors.ts';

/**
 * What the audit log's lines mean, as an administrator reads them (issue 18): each action (a writing operator route's
 * operationId, or a step the console takes outside the routes) and each kind of object by name, in every language.
 * The log keeps the codes; the console and the export show these names, the codes beside them.
 */
export const AUDIT_ACTIONS = {
  'staff.signIn': { ru: 'Вход в консоль: пароль', kk: 'Консольге кіру: құпиясөз', en: 'Console sign-in: password' },
  'staff.totp': {
    ru: 'Вход в консоль: код аутентификатора',
    kk: 'Консольге кіру: аутентификатор коды',
    en: 'Console sign-in: authenticator code',
  },
  'operator.create': {
    ru: 'Сотрудник создан из командной строки',
    kk: 'Қызметкер пәрмен жолы арқылы қосылды',
    en: 'Staff member created from the command line',
  },
  staffSignOut: { ru: 'Выход из консоли', kk: 'Консольден шығу', en: 'Console sign-out' },
  createStaff: { ru: 'Добавление сотрудника', kk: 'Қызметкерді қосу', en: 'Staff member added' },
  changeStaffRole: { ru: 'Смена роли сотрудника', kk: 'Қызметкердің рөлін өзгерту', en: 'Staff role changed' },
  setStaffStatus: {
    ru: 'Доступ сотрудника включён или отключён',
    kk: 'Қызметкердің кіру құқығы қосылды немесе өшірілді',
    en: 'Staff access enabled or disabled',
  },
  resetStaffTotp: {
    ru: 'Сброс аутентификатора сотрудника',
    kk: 'Қызметкердің аутентификаторын қалпына келтіру',
    en: 'Staff authenticator reset',
  },
  exportAudit: { ru: 'Выгрузка журнала действий', kk: 'Әрекеттер журналын жүктеп алу', en: 'Audit log exported' },
  operatorBlockCustomer: { ru: 'Блокировка клиента', kk: 'Клиентті бұғаттау', en: 'Customer blocked' },
  operatorUnblockCustomer: { ru: 'Снятие блокировки клиента', kk: 'Клиенттің бұғатын алу', en: 'Customer unblocked' },
  operatorApproveCancellation: {
    ru: 'Отмена заказа подтверждена',
    kk: 'Тапсырыстан бас тарту расталды',
    en: 'Order cancellation approved',
  },
  operatorDeclineCancellation: {
    ru: 'В отмене заказа отказано',
    kk: 'Тапсырыстан бас тартуға рұқсат берілмеді',
    en: 'Order cancellation declined',
  },
  operatorCorrectOrderStatus: {
    ru: 'Исправление статуса заказа',
    kk: 'Тапсырыс мәртебесін түзету',
    en: 'Order status corrected',
  },
  operatorAddOrderService: {
    ru: 'Услуга добавлена к заказу',
    kk: 'Тапсырысқа қызмет қосылды',
    en: 'Service added to an order',
  },
  operatorCancelOrderService: {
    ru: 'Отмена услуги заказа',
    kk: 'Тапсырыс қызметінің күшін жою',
    en: 'Order service cancelled',
  },
  operatorDecideClaim: { ru: 'Решение по претензии', kk: 'Шағым бойынша шешім', en: 'Claim decided' },
  operatorCreditTransfer: {
    ru: 'Оплата счёта зачислена',
    kk: 'Шот бойынша төлем есепке алынды',
    en: 'Invoice payment credited',
  },
  operatorApproveRefund: { ru: 'Возврат выплачен', kk: 'Қайтарым төленді', en: 'Refund paid out' },
  operatorDeclineRefund: { ru: 'В возврате отказано', kk: 'Қайтарымнан бас тартылды', en: 'Refund declined' },
  operatorSettleRefundPayout: {
    ru: 'Исход выплаты возврата отмечен по выписке банка',
    kk: 'Қайтарым төлемінің нәтижесі банк үзінді көшірмесі бойынша белгіленді',
    en: "Refund payout outcome recorded from the bank's statement",
  },
  operatorAdjustWallet: { ru: 'Корректировка кошелька', kk: 'Әмиянды түзету', en: 'Wallet adjusted' },
  operatorIssueAct: { ru: 'Выпуск акта', kk: 'Актіні беру', en: 'Act issued' },
  operatorReissueAct: { ru: 'Выпуск исправленного акта', kk: 'Түзетілген актіні беру', en: 'Corrected act issued' },
  operatorSetCompanyTerms: {
    ru: 'Условия договора компании',
    kk: 'Компания шартының талаптары',
    en: "Company's contract terms set",
  },
  operatorUpdateTerminal: { ru: 'Изменение терминала', kk: 'Терминалды өзгерту', en: 'Terminal updated' },
  operatorUpdateTariffZone: {
    ru: 'Изменение тарифа собственного парка',
    kk: 'Өз паркінің тарифін өзгерту',
    en: 'Own-fleet tariff updated',
  },
  operatorUpdateService: { ru: 'Изменение услуги', kk: 'Қызметті өзгерту', en: 'Service updated' },
  operatorUpdateCalendarYear: {
    ru: 'Изменение календаря выходных',
    kk: 'Демалыс күндері күнтізбесін өзгерту',
    en: 'Calendar of days off updated',
  },
  operatorCreatePromoCode: { ru: 'Создание промокода', kk: 'Промокод жасау', en: 'Promo code created' },
  operatorUpdatePromoCode: { ru: 'Изменение промокода', kk: 'Промокодты өзгерту', en: 'Promo code updated' },
  operatorUpdateCarrier: {
    ru: 'Настройка перевозчика',
    kk: 'Тасымалдаушыны баптау',
    en: 'Carrier settings changed',
  },
} as const satisfies Record<string, Localized>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The kinds of object an audit line names (`targetType`). */
export const AUDIT_TARGETS = {
  staff: { ru: 'Сотрудник', kk: 'Қызметкер', en: 'Staff member' },
  customer: { ru: 'Клиент', kk: 'Клиент', en: 'Customer' },
  company: { ru: 'Компания', kk: 'Компания', en: 'Company' },
  order: { ru: 'Заказ', kk: 'Тапсырыс', en: 'Order' },
  claim: { ru: 'Претензия', kk: 'Шағым', en: 'Claim' },
  wallet: { ru: 'Кошелёк', kk: 'Әмиян', en: 'Wallet' },
  invoice: { ru: 'Счёт', kk: 'Шот', en: 'Invoice' },
  refund: { ru: 'Возврат', kk: 'Қайтарым', en: 'Refund' },
  act: { ru: 'Акт', kk: 'Акт', en: 'Act' },
  terminal: { ru: 'Терминал', kk: 'Терминал', en: 'Terminal' },
  tariffZone: { ru: 'Тариф', kk: 'Тариф', en: 'Tariff' },
  service: { ru: 'Услуга', kk: 'Қызмет', en: 'Service' },
  calendarYear: { ru: 'Календарь', kk: 'Күнтізбе', en: 'Calendar' },
  promoCode: { ru: 'Промокод', kk: 'Промокод', en: 'Promo code' },
  carrier: { ru: 'Перевозчик', kk: 'Тасымалдаушы', en: 'Carrier' },
  audit: { ru: 'Журнал действий', kk: 'Әрекеттер журналы', en: 'Audit log' },
} as const satisfies Record<string, Localized>;
export type AuditTargetType = keyof typeof AUDIT_TARGETS;

/** The outcomes of an audited attempt. */
export const AUDIT_OUTCOMES = {
  done: { ru: 'выполнено', kk: 'орындалды', en: 'done' },
  refused: { ru: 'отказано', kk: 'қабылданбады', en: 'refused' },
} as const satisfies Record<'done' | 'refused', Localized>;

const nameIn = (names: Readonly<Record<string, Localized>>, code: string, lang: Lang) =>
  Object.hasOwn(names, code) ? (names[code] as Localized)[lang] : code;

/** An action's name in a language; a code the log holds but this list lacks reads as itself. */
export const auditActionName = (action: string, lang: Lang): string => nameIn(AUDIT_ACTIONS, action, lang);

/** A kind of object's name in a language; an unknown one reads as itself. */
export const auditTargetName = (targetType: string, lang: Lang): string => nameIn(AUDIT_TARGETS, targetType, lang);

/** Why an attempt was refused, as the API told the staff member; undefined for a code the API no longer answers. */
export const auditErrorMessage = (errorCode: string, lang: Lang): string | undefined =>
  Object.hasOwn(ERRORS, errorCode) ? ERRORS[errorCode as ErrorCode].message[lang] : undefined;
