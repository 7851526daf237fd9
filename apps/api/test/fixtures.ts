import { topUpEntries } from '@jetkiz/domain';
import type { TestApp } from './helper.ts';
import { callerHeaders } from './http.ts';

export const ALMATY = '750000000';
export const KARAGANDA = '351010000';

/** The user id inside an access token (its `sub`), for tests that set up data directly. */
export const userIdOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;

/**
 * What API tests do as a customer would: call routes, register and confirm a user through the SMS sandbox,
 * calculate a quote and build an order body. `app()` is read at call time (the app is built in beforeAll).
 * Test files sharing one PostgreSQL database give different phone prefixes (4 or 5 digits of a mobile operator's
 * range, none the start of another: test/phone-prefixes.test.ts checks).
 */
export const fixtures = (app: () => TestApp, phonePrefix = '7707') => {
  // 11 digits in all: a 4-digit prefix numbers from 5 000 000, a 5-digit one from 500 000.
  let phoneSeq = 5 * 10 ** (10 - phonePrefix.length);
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object, lang = 'RU') => {
    const response = await app().app.inject({
      method,
      url,
      payload,
      headers: callerHeaders(token, lang),
    });
    const body = response.headers['content-type']?.includes('json') ? response.json() : {};
    return { status: response.statusCode, body, raw: response };
  };

  /** A confirmed user of the given type; answers the token and the phone. */
  const user = async (type: 'person' | 'company') => {
    const phone = `${phonePrefix}${phoneSeq++}`;
    const common = {
      firstName: 'Айгерім',
      lastName: 'Сәрсенова',
      username: phone,
      email: 'a@mail.kz',
      password: 'Qwerty12',
      confirmPassword: 'Qwerty12',
    };
    if (type === 'person')
      await call('POST', '/api/identity/public/registration/register-person', undefined, { ...common, iin: '850722400008' });
    else
      await call('POST', '/api/identity/public/registration/register-company', undefined, {
        ...common,
        bin: '940140000385',
        entityType: 2,
        name: 'ТОО «Тест»',
        legalAddress: 'г. Алматы',
      });
    const confirmed = await call('POST', '/api/identity/public/registration/confirm-code', undefined, {
      code: await app().lastCode(phone),
      userName: phone,
      password: 'Qwerty12',
      confirmPassword: 'Qwerty12',
      userType: type,
    });
    return { token: confirmed.body.access_token as string, phone };
  };

  const quote = async (
    packs = [{ length: 30, width: 20, height: 10, physWeight: 2, placeCnt: 1 }],
    token?: string,
    url = '/api/calc/public/calc',
  ) => (await call('POST', url, token, { from: ALMATY, to: KARAGANDA, packDtos: packs })).body.tariffs[0].calculatorId as string;

  const orderBody = (calculatorId: string, overrides: object = {}) => ({
    calculatorId,
    sender: {
      lastName: 'Сәрсенова',
      firstName: 'Айгерім',
      iinOrBin: '850722400008',
      phone: '+7 (701) 555 44 33',
      email: 'a@mail.kz',
      streetAbbrId: 1,
      street: 'Абая',
      house: '10',
    },
    receiver: {
      lastName: 'Ахметов',
      firstName: 'Ерлан',
      phone: '+7 (777) 123 45 67',
      streetAbbrId: 2,
      street: 'Бухар-Жырау',
      house: '49',
      flat: '12',
    },
    parcelInfo: {
      content: 'Книги',
      description: 'Две коробки',
      packDtos: [{ length: 30, width: 20, height: 10, physWeight: 2, placeCnt: 1 }],
    },
    ...overrides,
  });

  /** Puts 100 000 ₸ in the customer's wallet directly (no bank) and pays the order from it. */
  const payOrder = async (token: string, order: { id: string; totalWithPromo: number }, lang = 'RU') => {
    const userId = userIdOf(token);
    await app().database.db.transaction((tx) =>
      app().app.payments.post(
        tx,
        { key: `test-funds:${order.id}`, kind: 'topup', userId, entries: topUpEntries(userId, 100_000_00) },
        'ru',
      ),
    );
    return call(
      'POST',
      `/api/order/protected/payment/${order.id}?amount=${order.totalWithPromo.toFixed(2)}`,
      token,
      undefined,
      lang,
    );
  };

  /** `count` orders of one new person with a tariff of `carrier`, each paid from the wallet (see `payOrder`). */
  const paidOrders = async (count: number, options: { carrier?: string; places?: number } = {}) => {
    const { token, phone } = await user('person');
    const pack = { length: 30, width: 20, height: 10, physWeight: 2, placeCnt: options.places ?? 1 };
    const calc = await call('POST', '/api/calc/public/calc', undefined, { from: ALMATY, to: KARAGANDA, packDtos: [pack] });
    const tariff = calc.body.tariffs.find((x: { carrier: { code: string } }) => x.carrier.code === (options.carrier ?? 'STEPPE'));
    const orders: Array<{ id: string; orderNumber: string; trackNumber: string; totalWithPromo: number }> = [];
    for (let i = 0; i < count; i++) {
      const body = orderBody(tariff.calculatorId, { parcelInfo: { content: 'Книги', packDtos: [pack] } });
      const order = (await call('POST', '/api/order/protected/order', token, body)).body;
      const paid = await payOrder(token, order);
      if (paid.status !== 200) throw new Error(`order ${order.id} not paid: ${JSON.stringify(paid.body)}`);
      orders.push(order);
    }
    return { token, phone, orders };
  };

  /** A company's priority calculation (Jetkiz's own fleet): 10 kg, 0.05 m³, product sign 1. */
  const priorityCalc = async (token: string) =>
    (
      await call('POST', '/api/calc/protected/jur/priority/calc', token, {
        from: ALMATY,
        to: KARAGANDA,
        physWeight: 10,
        volume: 0.05,
        placeCnt: 1,
        deliverySign: 1,
      })
    ).body as { calculatorId: string; tariffs: Array<{ calculatorId: string; price: number }> };

  /** A priority order's body: the sender left without a name (the placeholder stands in). */
  const priorityOrderBody = (calculatorId: string, overrides: object = {}) =>
    orderBody(calculatorId, {
      sender: {
        iinOrBin: '940140000385',
        phone: '77015554433',
        email: 'office@test.kz',
        streetAbbrId: 1,
        street: 'Абая',
        house: '10',
      },
      parcelInfo: { content: 'Запчасти' },
      productSign: 1,
      // Spec §5: a priority order names its delivery type (2: to the door, as the quote's default).
      deliveryType: 2,
      ...overrides,
    });

  return { call, user, quote, orderBody, payOrder, paidOrders, priorityCalc, priorityOrderBody };
};
