import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { dayFromUrl, pageFromUrl, pageToUrl } from '../../../lib/url-state.ts';
import { mockFetch, orderSummary, renderWithApp } from '../../../testing/test-utils.tsx';
import { OrderRegistry } from '../components/order-registry.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const row = (n: number) => orderSummary({ id: `o${n}`, orderNumber: `JZ-${String(n).padStart(8, '0')}` });

/** The address the registry is at, shown beside it. */
const Address = () => {
  const location = useLocation();
  return <output aria-label="address">{location.search}</output>;
};

const registry = async (path: string, total = 80) => {
  await loadLanguage('ru');
  await Promise.all([loadTexts('orders'), loadTexts('account'), loadTexts('calc')]);
  const fetch = mockFetch((url) =>
    url.pathname.endsWith('/status')
      ? { body: [{ code: 'formed', name: 'Сформирован' }] }
      : {
          body: {
            content: [row(Number(url.searchParams.get('page') ?? 0) + 1)],
            totalElements: total,
            page: 0,
            itemsPerPage: 25,
          },
        },
  );
  await renderWithApp(
    <>
      <OrderRegistry family="person" />
      <Address />
    </>,
    { path },
  );
  const asked = () =>
    fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => !url.pathname.endsWith('/status'));
  return { asked, address: () => screen.getByRole('status', { name: 'address' }).textContent };
};

describe('the registry keeps its filters and page in the address', () => {
  it.each([
    ['', 0],
    ['1', 0],
    ['3', 2],
    ['0', 0],
    ['-2', 0],
    ['2.5', 0],
    ['abc', 0],
    ['9999999', 0],
  ])('page=%j is page %i', (value, page) => {
    expect(pageFromUrl(value)).toBe(page);
  });
  it.each([
    [0, null],
    [2, '3'],
  ])('page %i is written %j', (page, value) => {
    expect(pageToUrl(page)).toBe(value);
  });

  it.each([
    ['2026-11-30', '2026-11-30'],
    ['2026-13-45', ''],
    ['0000-00-00', ''],
    ['1900-01-01', ''],
    ['30.11.2026', ''],
    ['yesterday', ''],
  ])('a day %j in the address filters by %j', (value, day) => {
    expect(dayFromUrl(value)).toBe(day);
  });

  it('asks the API nothing it would refuse: a status or a day no filter could have set is no filter', async () => {
    const { asked } = await registry('/cabinet/orders?status=hacker&startDate=2026-13-45&endDate=1900-01-01');
    await screen.findByText('JZ-00000001');
    const url = asked().at(-1);
    expect([...(url?.searchParams.keys() ?? [])].sort()).toEqual(['itemsPerPage', 'page']);
  });

  it('opens the page and filters the address names, and ignores what no filter could have set', async () => {
    const { asked } = await registry('/cabinet/orders?status=formed&page=3&startDate=yesterday&endDate=2026-11-30&q=JZ');
    await screen.findByText('JZ-00000003');
    const url = asked().at(-1);
    expect(url?.searchParams.get('page')).toBe('2');
    expect(url?.searchParams.get('status')).toBe('formed');
    expect(url?.searchParams.get('q')).toBe('JZ');
    expect(url?.searchParams.get('endDate')).toBe('2026-11-30');
    expect(url?.searchParams.has('startDate')).toBe(false);
    expect(screen.getByRole('searchbox')).toHaveValue('JZ');
  });

  it('writes a new page and a new search into the address; a search starts again at page 1', async () => {
    const { address } = await registry('/cabinet/orders');
    await screen.findByText('JZ-00000001');
    await userEvent.click(screen.getByRole('button', { name: 'Страница 2' }));
    await waitFor(() => expect(address()).toBe('?page=2'));
    await screen.findByText('JZ-00000002');
    await userEvent.type(screen.getByRole('searchbox'), 'QN4');
    await waitFor(() => expect(address()).toBe('?q=QN4'));
  });

  it('says what the search finds under its label, where no width of the row cuts it (a placeholder was cut)', async () => {
    await registry('/cabinet/orders');
    await screen.findByText('JZ-00000001');
    const search = screen.getByRole('searchbox');
    expect(search).toHaveAccessibleDescription('Номер заказа, трек-номер, имя или телефон получателя');
    expect(search).not.toHaveAttribute('placeholder');
  });

  it('a page past the end shows the last page', async () => {
    const { address } = await registry('/cabinet/orders?page=9', 30);
    await waitFor(() => expect(address()).toBe('?page=2'));
  });
});
