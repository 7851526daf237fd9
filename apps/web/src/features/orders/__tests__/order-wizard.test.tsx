import type { OrderDetail, Quote } from '@jetkiz/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { mockFetch, orderSummary, renderWithApp, testSession } from '../../../testing/test-utils.tsx';
import { OrderWizard } from '../components/wizard/order-wizard.tsx';
import { repeatSource } from '../lib/repeat.ts';

afterEach(async () => {
  vi.unstubAllGlobals();
  repeatSource.set(null);
  await changeLanguage('ru');
});

const quote: Quote = {
  calculatorId: 'q1',
  carrier: { code: 'STEPPE', name: 'Steppe Express' },
  product: 'STEPPE_ECONOMY',
  type: 'STANDARD',
  from: { kato: '750000000', name: 'Алматы' },
  to: { kato: '351010000', name: 'Караганда' },
  price: 4_100,
  chargeableWeight: 2,
  declaredPrice: null,
  deliveryFromAddress: true,
  deliveryToAddress: true,
  services: [],
  expiresAt: '2099-12-07T10:00:00Z',
  deliveryDaysMin: 2,
  deliveryDays: 4,
  placeCnt: 1,
  packs: [{ length: 30, width: 20, height: 10, physWeight: 2, placeCnt: 1 }],
};

const party = {
  companyName: null,
  lastName: 'Жұмабаева',
  firstName: 'Әсел',
  middleName: null,
  iinOrBin: '850722400008',
  phone: '77011110001',
  email: 'asel@mail.kz',
  streetAbbrId: 1,
  street: 'Абая',
  house: '10',
  flat: null,
  office: null,
  notation: null,
};
/** The order being repeated: it fills both parties and the contents, so the wizard goes straight to its review. */
const repeated = {
  ...orderSummary({ id: 'o1', from: quote.from, to: quote.to }),
  carrierTrackingNumber: null,
  product: 'STEPPE_ECONOMY',
  pickupDate: null,
  estimatedPickupDate: '2026-11-23',
  estimatedDeliveryFrom: '2026-11-25',
  estimatedDeliveryTo: '2026-11-27',
  declaredPrice: null,
  placeCnt: 1,
  chargeableWeight: 2,
  sender: party,
  receiver: { ...party, lastName: 'Ахметов', firstName: 'Ерлан', iinOrBin: null, phone: '77771234567', email: null },
  parcel: { content: 'Документы', description: null },
  deliveryType: null,
  productSign: null,
  promoCode: null,
  bookingError: null,
  courier: null,
  history: [],
} as unknown as OrderDetail;

const renderRepeated = async () => {
  repeatSource.set({ family: 'person', id: 'o1' });
  mockFetch((url) => {
    if (url.pathname === '/api/order/protected/o1') return { body: repeated };
    if (url.pathname.includes('/get-user-data/'))
      return {
        body: { firstName: 'Әсел', lastName: 'Жұмабаева', phone: '77011110001', email: 'asel@mail.kz', iin: '850722400008' },
      };
    if (url.pathname === '/api/order/public/street/abbr')
      return {
        body: [
          { id: 1, code: 'street', name: 'улица', abbr: 'ул.' },
          { id: 2, code: 'avenue', name: 'проспект', abbr: 'пр.' },
        ],
      };
    return { body: [] };
  });
  await loadLanguage('ru');
  await loadTexts('orders');
  await renderWithApp(
    <OrderWizard quote={quote} session={testSession('person', '77011110001')} priority={false} productSign={null} />,
  );
};

describe('the order wizard’s offer checkbox', { timeout: 30_000 }, () => {
  it('says «accept the offer» in the language switched to, not in the one of the click', async () => {
    await renderRepeated();
    const user = userEvent.setup();
    for (let step = 0; step < 3; step++) await user.click(await screen.findByRole('button', { name: 'Далее' }));
    await user.click(await screen.findByRole('button', { name: 'Оформить заказ' }));
    expect(await screen.findByText('Чтобы оформить заказ, примите условия публичной оферты')).toBeInTheDocument();
    await act(() => changeLanguage('kk'));
    expect(await screen.findByText('Тапсырысты рәсімдеу үшін жария оферта шарттарын қабылдаңыз')).toBeInTheDocument();
    expect(screen.queryByText('Чтобы оформить заказ, примите условия публичной оферты')).toBeNull();
    await act(() => changeLanguage('en'));
    expect(await screen.findByText(/accept the terms of the public offer/i)).toBeInTheDocument();
  });
});

/** At 360 px the prefilled «улица», chosen again, emptied the required street type (Mantine's deselect). */
describe('the order wizard’s required lists', { timeout: 30_000 }, () => {
  it('keep the street type when the one shown is chosen again', async () => {
    await renderRepeated();
    const user = userEvent.setup();
    const type = (await screen.findAllByLabelText(/Тип улицы/)).find((el) => el.tagName === 'INPUT') as HTMLInputElement;
    await waitFor(() => expect(type).toHaveValue('улица'));
    await user.click(type);
    await user.click(await screen.findByRole('option', { name: 'улица', hidden: true }));
    expect(type).toHaveValue('улица');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    // On to the recipient: nothing stopped the sender's step.
    expect(await screen.findByText('Организация (если получатель — компания)')).toBeInTheDocument();
  });
});

describe('the order wizard’s pickup line', { timeout: 30_000 }, () => {
  it('tells a sender who hands the parcel in at a terminal to bring it there, not that a courier will collect it', async () => {
    mockFetch(() => ({ body: [] }));
    await loadLanguage('ru');
    await loadTexts('orders');
    await renderWithApp(
      <OrderWizard
        quote={{ ...quote, deliveryFromAddress: false }}
        session={testSession('person', '77011110001')}
        priority={false}
        productSign={null}
      />,
    );
    expect(await screen.findByText(/^Сдайте посылку на терминал не раньше \d{2}\.\d{2}\.\d{4}/)).toBeInTheDocument();
    expect(screen.queryByText(/Курьер заберёт/)).not.toBeInTheDocument();
  });
});
