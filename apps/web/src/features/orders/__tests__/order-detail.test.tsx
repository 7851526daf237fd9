import type { OrderDetail, OrderServiceItem } from '@jetkiz/contract';
import { OFFER_VERSION } from '@jetkiz/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderRoute } from '../../../app/routes/orders/order.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { messageText } from '../../../lib/field-message.tsx';
import { changeLanguage, loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { sessionStore } from '../../../lib/session.ts';
import { mockFetch, orderSummary, renderWithApp, testSession } from '../../../testing/test-utils.tsx';
import { OrderDetailView } from '../components/order-detail/order-detail.tsx';
import {
  emptyWizard,
  stepErrors,
  toCreateInput,
  type WizardContext,
  wizardServerErrors,
} from '../components/wizard/wizard-form.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const party = {
  companyName: null,
  lastName: 'Ахметов',
  firstName: 'Ерлан',
  middleName: null,
  iinOrBin: null,
  phone: '77011230001',
  email: null,
  streetAbbrId: 1,
  street: 'Абая',
  house: '10',
  flat: null,
  office: null,
  notation: null,
};
const order = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  // What the registry's row says of the order, then what only its page has.
  ...orderSummary(),
  carrierTrackingNumber: null,
  product: 'STEPPE_ECONOMY',
  pickupDate: null,
  estimatedPickupDate: '2026-11-23',
  estimatedDeliveryFrom: '2026-11-25',
  estimatedDeliveryTo: '2026-11-27',
  declaredPrice: null,
  placeCnt: 1,
  chargeableWeight: 5,
  sender: party,
  receiver: party,
  parcel: { content: 'Документы', description: null },
  deliveryType: null,
  productSign: null,
  promoCode: null,
  bookingError: null,
  bookingErrorKind: null,
  courier: null,
  history: [{ status: 'formed', statusName: 'Сформирован', at: '2026-11-23T05:00:00Z' }],
  ...over,
});

const show = async (
  o: OrderDetail,
  answer: Parameters<typeof mockFetch>[0] = () => ({ body: [] }),
  lang: 'ru' | 'kk' | 'en' = 'ru',
) => {
  await loadLanguage(lang);
  await loadTexts('orders');
  await loadTexts('tracking');
  await loadTexts('payments');
  const fetch = mockFetch(answer);
  await renderWithApp(<OrderDetailView order={o} family="person" userRole="person" back="/cabinet/orders" onPay={() => {}} />, {
    lang,
  });
  return fetch;
};

describe('the order page', () => {
  it('offers one invoice while unpaid and no promo line without a promo', async () => {
    await show(order());
    expect(await screen.findAllByRole('button', { name: 'Счёт на оплату' })).toHaveLength(1);
    expect(screen.queryByText(/Сумма с промокодом/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Скопировать трек-номер' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить заказ' })).toBeInTheDocument();
  });

  it('offers no invoice once paid, and shows the promo line only with a promo', async () => {
    await show(order({ status: 'paid', paymentStatus: 'paid', promoCode: 'JETKIZ10', totalWithPromo: 3_690 }));
    expect(screen.queryByRole('button', { name: 'Счёт на оплату' })).toBeNull();
    expect(screen.getByText('Сумма с промокодом JETKIZ10')).toBeInTheDocument();
  });

  it('shows a delivered order’s delivery date, never a status word as its expected delivery', async () => {
    await show(
      order({
        status: 'delivered',
        statusName: 'Доставлен',
        paymentStatus: 'paid',
        pickupDate: '2026-11-24',
        history: [
          { status: 'formed', statusName: 'Сформирован', at: '2026-11-23T05:00:00Z' },
          { status: 'delivered', statusName: 'Доставлен', at: '2026-11-26T20:30:00Z' },
        ],
      }),
    );
    expect(screen.queryByText('Ожидаемая доставка')).toBeNull();
    expect(screen.getByText('Дата доставки')).toBeInTheDocument();
    // 20:30 UTC is already the 27th in Almaty.
    expect(screen.getByText('27.11.2026')).toBeInTheDocument();
    expect(screen.getByText('Дата забора')).toBeInTheDocument();
    expect(screen.queryByText('Ожидаемый забор')).toBeNull();
  });

  it('writes the parties’ addresses as the order’s last step did: street type, street, house, flat', async () => {
    await show(order({ receiver: { ...party, flat: '5' } }), (url) => ({
      body: url.pathname.endsWith('/street/abbr') ? [{ id: 1, code: 'STREET', name: 'улица', abbr: 'ул.' }] : [],
    }));
    expect(await screen.findByText('Караганда, улица Абая, 10, кв. 5')).toBeInTheDocument();
    expect(screen.getByText('Алматы, улица Абая, 10')).toBeInTheDocument();
  });

  it('names the terminal to bring the parcel to, with its address and hours, as the order’s last step did', async () => {
    // It said «Алматы, Терминал» alone: the sender who chose a terminal could not tell which one, or when it is open.
    const terminal = { streetAbbrId: -1, street: 'terminal', house: 'terminal' };
    await show(
      order({
        sender: { ...party, ...terminal },
        terminalFrom: { id: 1, name: 'Jetkiz Алматы', address: 'пр. Абая, 52', hours: 'Пн–Пт 09:00–19:00, Сб 10:00–15:00' },
        terminalTo: null,
      }),
    );
    expect(screen.getByText('Алматы, Терминал: Jetkiz Алматы — пр. Абая, 52')).toBeInTheDocument();
    expect(screen.getByText('Пн–Пт 09:00–19:00, Сб 10:00–15:00')).toBeInTheDocument();
  });

  it('says a terminal sender hands the parcel in, never that it is collected («Ожидаемый забор», «Дата забора»)', async () => {
    const sender = { ...party, streetAbbrId: -1, street: 'terminal', house: 'terminal' };
    await show(order({ sender }));
    expect(screen.getByText('Сдать на терминал не раньше')).toBeInTheDocument();
    expect(screen.queryByText('Ожидаемый забор')).toBeNull();
    await show(order({ sender, status: 'paid', statusName: 'Оплачен', paymentStatus: 'paid' }), undefined, 'en');
    expect((await screen.findAllByLabelText('Drop-off date at the terminal')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Pickup date')).toBeNull();
  });

  it('offers no courier for a parcel the sender drops off at a terminal, and one for a parcel collected', async () => {
    const sent = { status: 'sent', statusName: 'Передан на отправку', paymentStatus: 'paid', pickupDate: '2026-11-24' };
    // A handed-over order's page asks for its claims and its track: none yet.
    const answer = (url: URL) => ({
      body: url.pathname.includes('claim') ? { claims: [], types: [] } : url.pathname.includes('/track/') ? { events: [] } : [],
    });
    await show(order({ ...sent, sender: { ...party, streetAbbrId: -1, street: 'terminal', house: 'terminal' } }), answer);
    expect(screen.queryByRole('heading', { name: 'Вызов курьера' })).toBeNull();
    await show(order(sent), answer);
    expect(await screen.findByRole('heading', { name: 'Вызов курьера' })).toBeInTheDocument();
  });

  it('names the sender’s IIN, or a company’s BIN, as the order’s last step does (it was a bare number)', async () => {
    await show(order({ sender: { ...party, iinOrBin: '850722400008' } }));
    expect(screen.getByText('ИИН 850722400008')).toBeInTheDocument();
  });

  it('says a cancellation request lapsed when the carrier collected the parcel before the operator decided', async () => {
    await show(
      order({
        status: 'in_transit',
        statusName: 'В пути',
        paymentStatus: 'paid',
        cancellationDecision: { outcome: 'lapsed', reason: null, at: '2026-11-24T06:00:00Z' },
      }),
    );
    expect(await screen.findByTestId('cancel-decision')).toHaveTextContent(
      'Запрос на отмену закрыт: перевозчик забрал посылку раньше, чем оператор его рассмотрел, поэтому отменить заказ уже нельзя.',
    );
    expect(screen.queryByText(/Оператор отказал/)).toBeNull();
  });

  it.each([
    ['ru', 'Заказ отменён: 3\u00a0700\u00a0₸ возвращено в кошелёк.'],
    ['kk', 'Тапсырыстан бас тартылды: 3\u00a0700\u00a0₸ әмиянға қайтарылды.'],
    ['en', 'The order was cancelled: 3,700\u00a0₸ returned to the wallet.'],
  ] as const)('says a paid order cancelled at once gave its money back to the wallet (%s)', async (lang, text) => {
    // The page said only «Отменён»: whether and how much came back was to be found in the wallet.
    await show(
      order({ status: 'cancelled', statusName: 'Отменён', paymentStatus: 'refunded', totalAmount: 4_700, totalWithPromo: 3_700 }),
      undefined,
      lang,
    );
    expect((await screen.findByTestId('cancel-refund')).textContent).toBe(text);
  });

  it('says nothing of money for an unpaid order cancelled', async () => {
    await show(order({ status: 'cancelled', statusName: 'Отменён', paymentStatus: 'unpaid' }));
    expect(screen.queryByTestId('cancel-refund')).toBeNull();
  });

  it('moves the expected dates to the booked pickup date, so they never contradict each other', async () => {
    await show(order({ status: 'sent', statusName: 'Передан', paymentStatus: 'paid', pickupDate: '2026-11-24' }));
    expect(screen.queryByText('Ожидаемый забор')).toBeNull();
    expect(screen.getByText('24.11.2026')).toBeInTheDocument();
    expect(screen.getByText('с 26.11.2026 по 30.11.2026')).toBeInTheDocument();
  });

  it('shows the API’s own expected dates and delivery date where the answer carries them', async () => {
    await show(
      order({
        status: 'sent',
        statusName: 'Передан',
        paymentStatus: 'paid',
        pickupDate: '2026-11-24',
        expectedPickupDate: '2026-11-24',
        expectedDeliveryFrom: '2026-11-27',
        expectedDeliveryTo: '2026-12-01',
      }),
    );
    expect(screen.getByText('с 27.11.2026 по 01.12.2026')).toBeInTheDocument();
  });

  it.each([
    ['ru', 'Ожидаемая доставка'],
    ['kk', 'Күтілетін жеткізу'],
    ['en', 'Expected delivery'],
  ] as const)(
    'in %s names a one-day promise (a priority order’s) as that day, not «from 14.12 to 14.12»',
    async (lang, label) => {
      await show(order({ expectedDeliveryFrom: '2026-12-14', expectedDeliveryTo: '2026-12-14' }), undefined, lang);
      const value = (await screen.findByText(label)).nextElementSibling;
      expect(value?.textContent).toBe('14.12.2026');
    },
  );

  it.each([
    ['ru', '2,5\u00a0кг × 2\u00a0шт.', 'Физический вес 5 кг'],
    ['kk', '2,5\u00a0кг × 2\u00a0дана', 'Нақты салмағы 5 кг'],
    ['en', '2.5\u00a0kg × 2', 'Physical weight 5 kg'],
  ] as const)(
    'in %s lists the places of an order by weight alone by their weight, not «0×0×0 см · 0 м³»',
    async (lang, place, totals) => {
      const sizeless = { length: 0.0001, width: 0.0001, height: 0.0001, physWeight: 2.5, volume: 0, placeCnt: 2 };
      await show(order({ packs: [sizeless], physWeight: 5, volume: 0 }), undefined, lang);
      const list = await screen.findByTestId('order-packs');
      expect(list.textContent).toBe(place);
      expect(screen.getByText(totals)).toBeInTheDocument();
      expect(screen.queryByText(/0×0×0/)).toBeNull();
    },
  );

  it.each([
    ['ru', '2,5\u00a0кг × 2\u00a0шт.', /Физический вес 5 кг, объём 0,1 м³/],
    ['kk', '2,5\u00a0кг × 2\u00a0дана', /Нақты салмағы 5 кг/],
    ['en', '2.5\u00a0kg × 2', /Physical weight 5 kg/],
  ] as const)(
    'in %s lists the places of an order by weight and volume by their weight, not the cube worked out for them',
    async (lang, place, totals) => {
      const cube = { length: 36.84, width: 36.84, height: 36.84, physWeight: 2.5, volume: 0.05, placeCnt: 2, fromTotals: true };
      await show(order({ packs: [cube], physWeight: 5, volume: 0.1 }), undefined, lang);
      const list = await screen.findByTestId('order-packs');
      expect(list.textContent).toBe(place);
      expect(screen.getByText(totals)).toBeInTheDocument();
      expect(screen.queryByText(/36,84|36\.84/)).toBeNull();
    },
  );

  it('takes a delivered order’s day from deliveredDate, with no expected delivery and no status word beside it', async () => {
    await show(
      order({
        status: 'delivered',
        statusName: 'Доставлен',
        paymentStatus: 'paid',
        pickupDate: '2026-11-24',
        expectedPickupDate: '2026-11-24',
        expectedDeliveryFrom: '2026-11-26',
        expectedDeliveryTo: '2026-11-30',
        deliveredDate: '2026-11-28',
      }),
    );
    expect(screen.queryByText('Ожидаемая доставка')).toBeNull();
    expect(screen.getByText('Дата доставки')).toBeInTheDocument();
    expect(screen.getByText('28.11.2026')).toBeInTheDocument();
  });
});

describe('the wizard’s checks', () => {
  const ctx: WizardContext = {
    priority: false,
    fromTerminal: false,
    toTerminal: true,
    lang: 'ru',
    texts: { chooseTerminal: 'Выберите терминал', acceptOffer: 'Примите оферту' },
  };
  it('will not leave the review without the public offer accepted', () => {
    expect(stepErrors(3, emptyWizard(), ctx)).toEqual({ offerAccepted: 'Примите оферту' });
    expect(stepErrors(3, { ...emptyWizard(), offerAccepted: true }, ctx)).toEqual({});
  });
  it('asks for the terminal and the party with the domain’s rules', () => {
    const errors = stepErrors(1, emptyWizard(), ctx);
    expect(errors.terminalToId).toBe('Выберите терминал');
    expect(Object.keys(errors).some((k) => k.startsWith('receiver.'))).toBe(true);
  });
  it('says a refused offer edition under the offer’s checkbox, in the language switched to', async () => {
    const refused = new ApiError(
      400,
      {
        errorCode: 'VALIDATION',
        message: 'Проверьте введённые данные',
        fields: { offerVersion: 'Публичная оферта обновлена' },
        fieldTexts: {
          offerVersion: { ru: 'Публичная оферта обновлена', kk: 'Жария оферта жаңартылды', en: 'The public offer was updated' },
        },
      },
      'Bad Request',
    );
    const errors = wizardServerErrors(refused);
    expect(Object.keys(errors)).toEqual(['offerAccepted']);
    await loadLanguage('ru');
    expect(messageText(errors.offerAccepted)).toBe('Публичная оферта обновлена');
    await changeLanguage('en');
    expect(messageText(errors.offerAccepted)).toBe('The public offer was updated');
    await changeLanguage('ru');
  });
  it('records the acceptance with the offer version', () => {
    const input = toCreateInput({ ...emptyWizard(), offerAccepted: true, content: 'Документы' }, 'person', 'q1', ctx);
    expect(input.body).toMatchObject({ offerAccepted: true, offerVersion: OFFER_VERSION, calculatorId: 'q1' });
  });
});

describe('the order page after delivery and with additional services (issue 19)', () => {
  it('shows the late-delivery credit, the unpaid service with its due day and pay button, and the hold instead of the hand-over', async () => {
    await show(
      order({
        status: 'paid',
        statusName: 'Оплачен',
        paymentStatus: 'paid',
        extras: {
          lateCredit: { daysLate: 2, amount: 246, at: '2026-12-05T07:00:00Z', receiptId: 'r1' },
          services: [
            {
              id: 's1',
              service: 'REPACKING',
              name: 'Переупаковка',
              days: 1,
              amount: 700,
              status: 'unpaid',
              statusName: 'Ожидает оплаты',
              orderedAt: '2026-11-24T05:00:00Z',
              dueOn: '2026-11-25',
              overdue: false,
              daysLate: 0,
              penalty: 0,
              total: 700,
              paidAt: null,
              receiptId: null,
              penaltyReceiptId: null,
              source: 'customer',
            },
          ],
          hold: 'Заказ приостановлен: не оплачена дополнительная услуга «Переупаковка» (700 ₸, оплатить до 25.11.2026)',
          available: [],
        },
      }),
    );
    expect((await screen.findByTestId('late-credit')).textContent).toContain('Компенсация за опоздание: 246');
    expect(screen.getByText(/дней просрочки: 2/)).toBeTruthy();
    expect(screen.getByTestId('order-hold').textContent).toContain('«Переупаковка»');
    expect(screen.getByText(/Оплатить до 25\.11\.2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Оплатить 700/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Передать перевозчику' })).toBeNull();
    // Before its due day: the rule of what a later payment costs, and no penalty yet.
    expect(screen.getByText(/пеня 3\s%\sв день, но не более 100\s%/)).toBeTruthy();
    expect(screen.queryByTestId('service-penalty')).toBeNull();
  });
});

describe('an additional service past its due day (spec §9: 3 % a day, at most 100 %)', () => {
  const NBSP = /[\u00a0\u202f]/g;
  const line = (over: Partial<OrderServiceItem>): OrderServiceItem => ({
    id: 's1',
    service: 'REPACKING',
    name: 'Переупаковка',
    days: 1,
    amount: 700,
    status: 'unpaid',
    statusName: 'Ожидает оплаты',
    orderedAt: '2026-11-24T05:00:00Z',
    dueOn: '2026-11-25',
    overdue: true,
    daysLate: 2,
    penalty: 42,
    total: 742,
    paidAt: null,
    receiptId: null,
    penaltyReceiptId: null,
    source: 'customer',
    ...over,
  });
  const withService = (service: OrderServiceItem) =>
    order({
      id: 'o1',
      status: 'paid',
      statusName: 'Оплачен',
      paymentStatus: 'paid',
      extras: { lateCredit: null, services: [service], hold: null, available: [] },
    });
  const terms = () => (screen.getByTestId('service-penalty').textContent ?? '').replace(NBSP, ' ');

  it('shows the price, the penalty and what paying takes before paying, and pays that', async () => {
    const fetch = await show(withService(line({})), (url) =>
      url.pathname.includes('/pay/')
        ? {
            body: {
              serviceId: 's1',
              paid: 742,
              amount: 700,
              penalty: 42,
              daysLate: 2,
              balance: 258,
              receiptId: 'r1',
              penaltyReceiptId: 'r2',
            },
          }
        : { body: [] },
    );
    expect(await screen.findByTestId('service-penalty')).toBeInTheDocument();
    expect(terms()).toContain('Стоимость услуги: 700 ₸');
    expect(terms()).toContain('Пеня за просрочку (2 дн.): 42 ₸');
    // The days stay with their unit: at 360 px «(6» ended a line and «күн):» began the next.
    expect(screen.getByTestId('service-penalty').textContent).toContain('(2\u00a0дн.)');
    expect(terms()).toContain('К оплате: 742 ₸');
    expect(screen.queryByText(/в день, но не более/)).toBeNull();
    const pay = screen.getByRole('button', { name: /^Оплатить 742/ });
    await userEvent.click(pay);
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/order/protected/services/o1/pay/s1'))).toBe(true);
  });

  it('says the same in English and Kazakh, capped at 100 % of the price', async () => {
    await show(withService(line({ daysLate: 40, penalty: 700, total: 1_400 })), undefined, 'en');
    expect(await screen.findByTestId('service-penalty')).toBeInTheDocument();
    expect(terms()).toContain('Late-payment penalty (days overdue: 40): 700 ₸');
    expect(screen.getByTestId('service-penalty').textContent).toContain('overdue:\u00a040)');
    expect(terms()).toContain('To pay: 1,400 ₸');
    expect(screen.getByRole('button', { name: /^Pay 1,400/ })).toBeTruthy();
  });

  it('once paid late: what was taken, and the penalty’s own receipt (kk)', async () => {
    await show(
      withService(line({ status: 'paid', statusName: 'Төленді', overdue: false, receiptId: 'r1', penaltyReceiptId: 'r2' })),
      undefined,
      'kk',
    );
    const block = await screen.findByTestId('order-service');
    expect(terms()).toContain('Кешіктіргені үшін өсімпұл (2 күн): 42 ₸');
    expect(screen.getByTestId('service-penalty').textContent).toContain('(2\u00a0күн)');
    expect(terms()).toContain('Барлығы төленді: 742 ₸');
    expect(within(block).getByRole('button', { name: 'Өсімпұл түбіртегі' })).toBeTruthy();
    expect(within(block).queryByRole('button', { name: /^Төлеу/ })).toBeNull();
  });

  it('refunded with its cancelled order: the price came back, the penalty did not, and it says so', async () => {
    await show(
      withService(
        line({
          status: 'refunded',
          statusName: 'Возвращено в кошелёк',
          overdue: false,
          daysLate: 10,
          penalty: 210,
          total: 910,
          receiptId: 'r1',
          penaltyReceiptId: 'r2',
        }),
      ),
    );
    await screen.findByTestId('order-service');
    expect(terms()).toContain('Оплачено всего: 910 ₸');
    expect(terms()).toContain('Возвращено в кошелёк: 700 ₸');
    expect(terms()).toContain('Пеня не возвращается');
  });

  it('names the price once when the terms show it: no bare «700 ₸» under the badge (en)', async () => {
    const refunded = { status: 'refunded', statusName: 'Refunded to the wallet', overdue: false, daysLate: 6 } as const;
    await show(withService(line({ ...refunded, penalty: 126, total: 826, receiptId: 'r1' })), undefined, 'en');
    await screen.findByTestId('order-service');
    expect(terms()).toContain('Service price: 700 ₸');
    expect(screen.queryByTestId('service-summary')).toBeNull();
    expect(screen.getByTestId('order-service').textContent?.match(/700\s₸/g)).toHaveLength(2); // price and returned
  });

  it('still says the price of a service without a penalty', async () => {
    await show(withService(line({ overdue: false, daysLate: 0, penalty: 0, total: 700 })), undefined, 'en');
    expect(await screen.findByTestId('service-summary')).toHaveTextContent(/^700\s₸ · Pay by 25\.11\.2026$/);
  });
});

describe('an order the address does not name', () => {
  it('says so in the page heading, with the way back, in Kazakh', async () => {
    sessionStore.set(testSession('person'));
    mockFetch(() => ({ status: 404, body: { errorCode: 'NOT_FOUND', message: 'Табылмады' } }));
    await loadLanguage('kk');
    await loadTexts('orders');
    await renderWithApp(
      <Routes>
        <Route path="/cabinet/orders/:id" element={<OrderRoute />} />
      </Routes>,
      { path: '/cabinet/orders/%ff', lang: 'kk' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Тапсырыс табылмады' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Тапсырыстар тізіміне' })).toBeInTheDocument();
    sessionStore.clear();
  });
});
