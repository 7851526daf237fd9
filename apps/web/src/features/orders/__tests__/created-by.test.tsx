import type { OrderDetail } from '@jetkiz/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { mockFetch, orderSummary, renderWithApp } from '../../../testing/test-utils.tsx';
import { OrderFacts } from '../components/order-detail/order-facts.tsx';
import { OrderRegistry } from '../components/order-registry.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const summary = (id: string, createdBy: { name: string } | null) => orderSummary({ id, orderNumber: `JZ-${id}`, createdBy });

const texts = async (lang: 'ru' | 'kk' | 'en') => {
  await loadLanguage(lang);
  await Promise.all([loadTexts('orders'), loadTexts('account'), loadTexts('calc')]);
};

describe('who created a company order (issue 16)', () => {
  it.each([
    ['ru', 'Автор заказа: Сапарова Айгерим'],
    ['kk', 'Тапсырысты жасаған: Сапарова Айгерим'],
    ['en', 'Created by Сапарова Айгерим'],
  ] as const)('stands in the registry under the date, in %s; an order without it has no line', async (lang, line) => {
    await texts(lang);
    mockFetch((url) =>
      url.pathname.endsWith('/status')
        ? { body: [] }
        : {
            body: {
              content: [summary('1', { name: 'Сапарова Айгерим' }), summary('2', null)],
              totalElements: 2,
              page: 0,
              itemsPerPage: 25,
            },
          },
    );
    await renderWithApp(<OrderRegistry family="company" />, { lang });
    expect(await screen.findByText(line)).toBeInTheDocument();
    expect(screen.getAllByText(/Сапарова Айгерим/)).toHaveLength(1);
  });

  it('is a fact of the order page', async () => {
    await texts('ru');
    const detail = {
      ...summary('1', { name: 'Нұрланов Асқар' }),
      carrierTrackingNumber: null,
      placeCnt: 1,
      chargeableWeight: 5,
      declaredPrice: null,
      promoCode: null,
      productSign: null,
      deliveryType: null,
      pickupDate: null,
      estimatedPickupDate: '2026-11-23',
      estimatedDeliveryFrom: '2026-11-25',
      estimatedDeliveryTo: '2026-11-27',
      history: [],
    } as unknown as OrderDetail;
    await renderWithApp(<OrderFacts order={detail} />);
    expect(screen.getByText('Автор заказа')).toBeInTheDocument();
    expect(screen.getByText('Нұрланов Асқар')).toBeInTheDocument();
  });
});
