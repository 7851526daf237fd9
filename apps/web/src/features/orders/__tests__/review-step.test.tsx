import type { Quote } from '@jetkiz/contract';
import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { EMPTY_PARTY } from '../components/wizard/party-fields.tsx';
import { ReviewStep } from '../components/wizard/review-step.tsx';
import { emptyWizard } from '../components/wizard/wizard-form.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const quote: Quote = {
  calculatorId: 'q1',
  carrier: { code: 'STEPPE', name: 'Steppe Express' },
  product: 'STEPPE_ECONOMY',
  type: 'STANDARD',
  from: { kato: '750000000', name: 'Алматы' },
  to: { kato: '710000000', name: 'Астана' },
  price: 4_700,
  chargeableWeight: 3,
  declaredPrice: null,
  deliveryFromAddress: true,
  deliveryToAddress: true,
  services: [],
  expiresAt: '2026-12-07T10:00:00Z',
  deliveryDaysMin: 2,
  deliveryDays: 4,
  placeCnt: 1,
  packs: [{ length: 30, width: 20, height: 15, physWeight: 2.5, placeCnt: 1 }],
};

const Review = ({
  declaredPrice = null,
  deliveryFromAddress = true,
}: {
  declaredPrice?: number | null;
  deliveryFromAddress?: boolean;
} = {}) => {
  const form = useForm({
    initialValues: {
      ...emptyWizard(),
      // Typed into the phone field without the country code, as the sweep did.
      sender: { ...EMPTY_PARTY, lastName: 'Иванов', firstName: 'Иван', phone: '7015550002', iinOrBin: '850722400008' },
      receiver: {
        ...EMPTY_PARTY,
        companyName: 'ТОО «Дала»',
        lastName: 'Петров',
        firstName: 'Пётр',
        phone: '+7 (702) 555 00 03',
        iinOrBin: '240340012341',
      },
    },
  });
  return (
    <ReviewStep
      form={form}
      quote={{ ...quote, declaredPrice, deliveryFromAddress }}
      terminals={undefined}
      calculation={{
        deliveryDaysMin: 2,
        deliveryDays: 4,
        placeCnt: 1,
        packs: [{ placeCnt: 1, physWeight: 2.5, chargeableWeight: 3 }],
      }}
      pickup="2026-12-08"
      promo={null}
    />
  );
};

describe('the order’s last step', () => {
  it('writes phones and weights as the rest of the site does: «+7 (701) 555 00 02», «2,5 кг»', async () => {
    mockFetch(() => ({ body: [] }));
    await loadLanguage('ru');
    await loadTexts('orders');
    await renderWithApp(<Review />);
    expect(await screen.findByText('+7 (701) 555 00 02')).toBeInTheDocument();
    expect(screen.getByText('+7 (702) 555 00 03')).toBeInTheDocument();
    expect(screen.getByText(/\(1 × 2,5 кг\)/)).toBeInTheDocument();
  });

  it('names a person’s number «ИИН» and a company’s «БИН», not «ИИН/БИН»', async () => {
    mockFetch(() => ({ body: [] }));
    await loadLanguage('ru');
    await loadTexts('orders');
    await renderWithApp(<Review />);
    expect(await screen.findByText('ИИН 850722400008')).toBeInTheDocument();
    expect(screen.getByText('БИН 240340012341')).toBeInTheDocument();
    expect(screen.queryByText(/ИИН\/БИН/)).not.toBeInTheDocument();
  });

  it('says the parcel is handed in at the terminal, not collected, when the sender chose «Сдам на терминале»', async () => {
    mockFetch(() => ({ body: [] }));
    await loadLanguage('ru');
    await loadTexts('orders');
    await renderWithApp(<Review deliveryFromAddress={false} />);
    expect(await screen.findByText('Сдача на терминал')).toBeInTheDocument();
    expect(screen.queryByText('Забор')).not.toBeInTheDocument();
  });

  // Spec §9: 0.5 % of the declared value; 100 ₸ without one or under 20 000 ₸.
  it.each([
    [null, /^100\s₸, без объявленной ценности$/],
    [15_000, /^100\s₸, объявленная ценность 15\s000\s₸$/],
    [25_000, /^125\s₸, объявленная ценность 25\s000\s₸$/],
  ])('says what the insurance costs, declared value %s', async (declaredPrice, text) => {
    mockFetch(() => ({ body: [] }));
    await loadLanguage('ru');
    await loadTexts('orders');
    await renderWithApp(<Review declaredPrice={declaredPrice} />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
