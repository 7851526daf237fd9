import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { InvoicesList, ReceiptsList } from '../components/payment-documents.tsx';

/** Spec §2 «invoices» and «receipts» as screens (issue 19). */

const texts = async (lang: 'ru' | 'kk' | 'en' = 'ru') => {
  await loadLanguage(lang);
  await loadTexts('payments');
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const receipt = (id: string, kind: string, kindName: string, amount: number, order?: string) => ({
  id,
  number: id.slice(0, 8).toUpperCase(),
  kind,
  kindName,
  amount,
  createdAt: '2026-03-05T06:00:00.000Z',
  orderId: order ? `o-${order}` : null,
  orderNumber: order ?? null,
  orderPriority: false,
});

/** The page of receipts the API answers, with its kinds (one the screen has never heard of). */
const receipts = (content: unknown[], totalElements = content.length) => ({
  content,
  totalElements,
  page: 0,
  itemsPerPage: 25,
  kinds: [
    { code: 'topup', name: 'Пополнение' },
    { code: 'order_payment', name: 'Оплата заказа' },
    { code: 'late_credit', name: 'Компенсация за опоздание' },
  ],
});

const stubDownloads = () => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
};

describe('the receipts screen', () => {
  it('lists receipts with their order, filters by a kind the answer names, and downloads a PDF', async () => {
    await texts();
    stubDownloads();
    const fetch = mockFetch((url) => ({
      body: url.pathname.startsWith('/api/payment/protected/receipt/')
        ? {}
        : receipts([receipt('aaaaaaaa-1', 'order_payment', 'Оплата заказа', -4_050, 'JZ-00001000')], 30),
    }));
    await renderWithApp(<ReceiptsList who="person" />);
    expect(await screen.findByText('№ AAAAAAAA')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'JZ-00001000' })).toHaveAttribute('href', '/cabinet/orders/o-JZ-00001000');
    expect(screen.getByText('Документов: 30')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/payment/protected/receipts?page=0&itemsPerPage=25');

    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Вид', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Компенсация за опоздание', hidden: true }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('kind=late_credit'))).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Скачать квитанцию № AAAAAAAA' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/payment/protected/receipt/aaaaaaaa-1'))).toBe(true),
    );
  });

  it('names the act an act’s payment paid, linking to it, in each language', async () => {
    for (const [lang, label] of [
      ['ru', 'Акт'],
      ['kk', 'Акт'],
      ['en', 'Act'],
    ] as const) {
      await texts(lang);
      mockFetch(() => ({
        body: receipts([
          { ...receipt('bbbbbbbb-2', 'order_payment', 'Оплата акта', -125_000, 'АВР-7'), orderId: null, actId: 'a-7' },
        ]),
      }));
      const { unmount } = await renderWithApp(<ReceiptsList who="company" />, { lang });
      const link = await screen.findByRole('link', { name: 'АВР-7' });
      expect(link).toHaveAttribute('href', '/cabinet/acts/a-7');
      expect(link.parentElement?.textContent).toBe(`${label} АВР-7`);
      unmount();
    }
  });

  it('with nothing yet says what to do next, in each language', async () => {
    mockFetch(() => ({ body: receipts([]) }));
    await texts('kk');
    await renderWithApp(<ReceiptsList who="person" />, { lang: 'kk' });
    expect(
      await screen.findByText(
        'Әзірге түбіртектер жоқ. Әмиянды толықтырыңыз немесе тапсырысты төлеңіз — түбіртек осында пайда болады.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Әмиянды толықтыру' })).toHaveAttribute('href', '/cabinet/wallet');
    // The list's empty state is a block: a paragraph holding the sentence's paragraph and the button's block is not HTML.
    expect(document.querySelector('p p, p div')).toBeNull();
  });

  it('searches by a number', async () => {
    await texts('en');
    const fetch = mockFetch(() => ({ body: receipts([]) }));
    await renderWithApp(<ReceiptsList who="company" />, { lang: 'en' });
    await userEvent.setup().type(await screen.findByPlaceholderText('Receipt or order number'), 'JZ-0000');
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('/jur/receipts?') && String(url).includes('q=JZ-0000'))).toBe(
        true,
      ),
    );
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
  });
});

describe('the invoices screen', () => {
  const invoice = (id: number, kind: string, orderId: string | null) => ({
    id,
    number: `JZ-INV-000000${id}`,
    kind,
    kindName: kind === 'order' ? 'Счёт на оплату заказа' : 'Счёт на пополнение кошелька',
    amount: 250_000,
    createdAt: '2026-03-05T06:00:00.000Z',
    orderId,
    orderNumber: orderId ? 'JZ-00001001' : null,
    orderPriority: true,
  });

  it('downloads a transfer invoice again and an order’s invoice from its order (company)', async () => {
    await texts();
    stubDownloads();
    const fetch = mockFetch((url) => ({
      body: url.pathname.endsWith('/jur/invoices')
        ? {
            content: [invoice(1, 'transfer', null), invoice(2, 'order', 'o2')],
            totalElements: 2,
            page: 0,
            itemsPerPage: 25,
            kinds: [],
          }
        : {},
    }));
    await renderWithApp(<InvoicesList who="company" />);
    const row = (await screen.findByText('№ JZ-INV-0000001')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Счёт на пополнение кошелька')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'JZ-00001001' })).toHaveAttribute('href', '/cabinet/priority/orders/o2');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Скачать счёт № JZ-INV-0000001' }));
    await user.click(screen.getByRole('button', { name: 'Скачать счёт № JZ-INV-0000002' }));
    await waitFor(() => {
      const urls = fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
      expect(urls).toContain('/api/payment/protected/jur/invoices/1');
      expect(urls).toContain('/api/payment/protected/jur/order/o2/invoice');
    });
  });

  it('with nothing yet sends a person to the orders, a company to the wallet', async () => {
    await texts('en');
    mockFetch(() => ({ body: { content: [], totalElements: 0, page: 0, itemsPerPage: 25, kinds: [] } }));
    const { unmount } = await renderWithApp(<InvoicesList who="person" />, { lang: 'en' });
    expect(await screen.findByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/cabinet/orders');
    unmount();
    await renderWithApp(<InvoicesList who="company" />, { lang: 'en' });
    expect(await screen.findByRole('link', { name: 'Go to the wallet' })).toHaveAttribute('href', '/cabinet/wallet');
  });
});
