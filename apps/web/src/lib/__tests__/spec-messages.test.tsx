import type { OrderDetail } from '@jetkiz/contract';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../app/router.tsx';
import { getQuoteTerminalsQueryOptions } from '../../features/orders/api/orders.ts';
import { DocumentsCard } from '../../features/orders/components/order-detail/handover.tsx';
import { OrderDetailView } from '../../features/orders/components/order-detail/order-detail.tsx';
import { OrderRegistry } from '../../features/orders/components/order-registry.tsx';
import { mockFetch, orderSummary, renderWithApp } from '../../testing/test-utils.tsx';
import { loadLanguage, loadTexts } from '../i18n.ts';
import { sessionStore } from '../session.ts';

/**
 * Spec §8's messages where the specification puts them (issue 19): each test fails when its message disappears
 * from its place. The rest of §8 is covered beside its feature (see the report's table).
 */

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const warnings = () => vi.spyOn(notifications, 'show').mockImplementation(() => 'id');

describe('sign-in and recovery: «invalid phone»', () => {
  it.each([
    ['ru', 'Неверный телефон'],
    ['kk', 'Телефон нөмірі қате'],
    ['en', 'Invalid phone number'],
  ] as const)('the sign-in form says it under the phone and as «Внимание» (%s)', async (lang, message) => {
    const show = warnings();
    const fetch = mockFetch(() => ({ body: {} }));
    await renderWithApp(<AppRoutes />, { path: '/login', lang });
    const phone = await screen.findByLabelText(/^(Номер телефона|Телефон нөмірі|Phone number)/, {}, { timeout: 5_000 });
    await userEvent.type(phone, '123');
    await userEvent.type(document.querySelector('input[type="password"]') as HTMLInputElement, 'Qwerty12');
    await userEvent.click(screen.getByRole('button', { name: /^(Войти|Кіру|Sign in)$/ }));
    expect(phone).toHaveAccessibleDescription(message);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['ru', 'Обязательное поле'],
    ['kk', 'Міндетті өріс'],
    ['en', 'This field is required'],
  ] as const)('the recovery form asks for a phone left empty instead of calling it invalid (%s)', async (lang, message) => {
    warnings();
    const fetch = mockFetch(() => ({ body: {} }));
    await renderWithApp(<AppRoutes />, { path: '/recovery', lang });
    const phone = await screen.findByLabelText(/^(Номер телефона|Телефон нөмірі|Phone number)/, {}, { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: /^(Получить код|Код алу|Get a code|Get the code|Send the code)$/ }));
    expect(phone).toHaveAccessibleDescription(message);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('the registration form keeps the format words for a new number', async () => {
    warnings();
    mockFetch(() => ({ body: {} }));
    await renderWithApp(<AppRoutes />, { path: '/register' });
    const phone = await screen.findByLabelText(/^Номер телефона/, {}, { timeout: 5_000 });
    await userEvent.type(phone, '7275554433');
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(phone).toHaveAccessibleDescription('Введите корректный номер сотового телефона Казахстана');
  });
});

const COUNTED = {
  ru: 'Проверьте поля, отмеченные красным: 9',
  kk: 'Қызылмен белгіленген өрістерді тексеріңіз: 9',
  en: 'Check the fields marked in red: 9',
};

describe('company registration: the missing-field messages of spec §8', () => {
  it.each([
    ['ru', ['Введите БИН', 'Введите наименование организации', 'Введите юридический адрес', 'Введите фамилию', 'Введите имя']],
    [
      'kk',
      ['БСН енгізіңіз', 'Ұйымның атауын енгізіңіз', 'Заңды мекенжайды енгізіңіз', 'Тегіңізді енгізіңіз', 'Атыңызды енгізіңіз'],
    ],
    [
      'en',
      [
        'Enter the BIN',
        'Enter the organisation’s name',
        'Enter the legal address',
        'Enter the last name',
        'Enter the first name',
      ],
    ],
  ] as const)('names each empty field under it, and «Внимание» counts them in one toast (%s)', async (lang, messages) => {
    const show = warnings();
    const fetch = mockFetch(() => ({ body: {} }));
    await renderWithApp(<AppRoutes />, { path: '/register', lang });
    await userEvent.click(
      await screen.findByRole(
        'radio',
        { name: /^(Компания или ИП|Компания немесе ЖК|Company or sole proprietor)/ },
        { timeout: 5_000 },
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: /^(Зарегистрироваться|Тіркелу|Register|Sign up)$/ }));
    for (const message of messages) expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    // Nine fields at once would be nine toasts over a phone's screen: one says how many fields to check.
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: COUNTED[lang] }));
    expect(fetch).not.toHaveBeenCalled();
  });
});

/** One order of the registry (the report's button waits for one). */
const registryRow = orderSummary();

describe('downloads: «file upload error» and «file conversion error»', () => {
  it('the order registry’s report that cannot be saved says «Ошибка выгрузки файла» in red', async () => {
    await loadLanguage('ru');
    await Promise.all([loadTexts('orders'), loadTexts('account'), loadTexts('calc')]);
    const show = warnings();
    mockFetch((url) =>
      url.pathname.endsWith('/report')
        ? { status: 500, body: { errorCode: 'INTERNAL', message: 'Произошла ошибка' } }
        : url.pathname.endsWith('/status')
          ? { body: [] }
          : { body: { content: [registryRow], totalElements: 1, page: 0, itemsPerPage: 25 } },
    );
    await renderWithApp(<OrderRegistry family="person" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать Excel' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Ошибка', color: 'red', message: 'Ошибка выгрузки файла', autoClose: 6_000 }),
      ),
    );
  });

  it('an order’s file that cannot be saved says «Ошибка конвертации файла» in red', async () => {
    await loadLanguage('ru');
    await Promise.all([loadTexts('orders'), loadTexts('tracking'), loadTexts('payments')]);
    const show = warnings();
    mockFetch((url) =>
      url.pathname.endsWith('/files')
        ? { body: [{ id: 'f1', type: 'waybill', name: 'waybill.pdf', contentType: 'application/pdf' }] }
        : { status: 500, body: { errorCode: 'INTERNAL', message: 'Произошла ошибка' } },
    );
    const order = { id: 'o1', status: 'paid', paymentStatus: 'paid', billing: 'prePaid' } as unknown as OrderDetail;
    await renderWithApp(<DocumentsCard order={order} family="person" userRole="person" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Накладная (A4)' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Ошибка', message: 'Ошибка конвертации файла' })),
    );
  });
});

describe('a failed terminal lookup: «request the address again»', () => {
  it.each([
    ['ru', 'Не удалось получить адрес терминала. Запросите адрес ещё раз'],
    ['kk', 'Терминалдың мекенжайын алу мүмкін болмады. Мекенжайды қайта сұратыңыз'],
    ['en', 'Could not get the terminal address. Request the address again'],
  ] as const)('is the failure message of GET /calc/public/{id}/terminal (%s)', async (lang, message) => {
    await loadLanguage(lang);
    expect(getQuoteTerminalsQueryOptions('q1', false).meta?.errorMessage?.(lang)).toBe(message);
    expect(getQuoteTerminalsQueryOptions('q1', true).meta?.errorMessage?.(lang)).toBe(message);
  });
});

describe('a failed cancel: «order cancellation error»', () => {
  it('says «Не удалось отменить заказ» with the server’s reason in red', async () => {
    await loadLanguage('ru');
    await Promise.all([loadTexts('orders'), loadTexts('tracking'), loadTexts('payments')]);
    const show = warnings();
    mockFetch((_url, init) =>
      init.method === 'PUT'
        ? { status: 409, body: { errorCode: 'ORDER_NOT_CANCELLABLE', message: 'Заказ уже нельзя отменить' } }
        : { body: [] },
    );
    const party = { lastName: 'Ахметов', firstName: 'Ерлан', phone: '77011230001', streetAbbrId: 1, street: 'Абая', house: '10' };
    const order = {
      ...registryRow,
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
    } as unknown as OrderDetail;
    await renderWithApp(
      <OrderDetailView order={order} family="person" userRole="person" back="/cabinet/orders" onPay={() => {}} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Да, отменить' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Ошибка', message: 'Не удалось отменить заказ: Заказ уже нельзя отменить' }),
      ),
    );
  });
});
