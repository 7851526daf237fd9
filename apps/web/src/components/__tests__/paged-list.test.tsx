import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { loadLanguage, loadTexts } from '../../lib/i18n.ts';
import { renderWithApp } from '../../testing/test-utils.tsx';
import { type ListColumn, PagedList } from '../paged-list.tsx';

type Row = { id: string; number: string; route: string; status: string; amount: string };
const rows: Row[] = [
  { id: '1', number: 'JZ-00001000', route: 'Алматы → Караганда', status: 'Оплачен', amount: '4 500 ₸' },
  { id: '2', number: 'JZ-00001001', route: 'Астана → Шымкент', status: 'Сформирован', amount: '12 000 ₸' },
];
const columns: ListColumn<Row>[] = [
  { key: 'number', header: 'Номер', role: 'title', cell: (r) => r.number },
  { key: 'route', header: 'Маршрут', cell: (r) => r.route },
  { key: 'amount', header: 'Сумма', role: 'amount', cell: (r) => r.amount },
  { key: 'status', header: 'Статус', role: 'status', cell: (r) => r.status },
];

/** Pretends the screen is a phone (max-width queries match) or a desktop. */
const screenWidth = (phone: boolean) => {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: phone && query.includes('max-width'),
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
};

const render = async (props: Partial<Parameters<typeof PagedList<Row>>[0]> = {}) => {
  await loadLanguage('ru');
  await loadTexts('account');
  const onPage = vi.fn();
  await renderWithApp(
    <PagedList
      label="Мои заказы"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      page={0}
      pageSize={25}
      total={60}
      onPage={onPage}
      empty="Заказов не найдено"
      filters={<input aria-label="Поиск" />}
      activeFilters={1}
      {...props}
    />,
  );
  return onPage;
};

let restore = () => {};
afterEach(() => restore());

describe('the shared paged list', () => {
  it('is a table on a desktop, with the filters in line', async () => {
    restore = screenWidth(false);
    await render();
    const table = screen.getByRole('table', { name: 'Мои заказы' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByLabelText('Поиск').closest('search')).not.toBeNull();
    expect(screen.queryByRole('button', { name: /Фильтры/ })).not.toBeInTheDocument();
  });

  it('is cards on a phone, each with its status and amount, and the filters fold behind one button', async () => {
    restore = screenWidth(true);
    await render();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Мои заказы' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1] as HTMLElement).getByText('Сформирован')).toBeVisible();
    expect(within(cards[1] as HTMLElement).getByText('12 000 ₸')).toBeVisible();
    const fold = screen.getByRole('button', { name: 'Фильтры: 1' });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'true');
  });

  it('leaves a row’s empty value out of its card, where a table leaves the cell empty', async () => {
    restore = screenWidth(true);
    const withNote: ListColumn<Row>[] = [
      ...columns,
      { key: 'note', header: 'Причина', cell: (r) => (r.id === '1' ? 'Ошибка банка' : '') },
    ];
    await render({ columns: withNote });
    const [first, second] = within(screen.getByRole('list', { name: 'Мои заказы' })).getAllByRole('listitem');
    expect(within(first as HTMLElement).getByText('Причина:')).toBeVisible();
    expect(within(second as HTMLElement).queryByText('Причина:')).toBeNull();
  });

  it('counts pages from the total and answers zero-based pages', async () => {
    restore = screenWidth(false);
    const onPage = await render();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Страница 3' }));
    expect(onPage).toHaveBeenCalledWith(2);
    expect(screen.queryByRole('button', { name: 'Страница 4' })).not.toBeInTheDocument();
  });

  it('says what to do when there is nothing', async () => {
    restore = screenWidth(true);
    await render({ rows: [], total: 0 });
    expect(screen.getByText('Заказов не найдено')).toBeInTheDocument();
  });

  it('says why the rows could not be read instead of «nothing» (a 403 read as an empty list of acts)', async () => {
    restore = screenWidth(false);
    const refused = new ApiError(403, { errorCode: 'COMPANY_ROLE_REQUIRED', message: 'Нет прав доступа' }, 'Forbidden');
    await render({ rows: undefined, total: 0, error: refused });
    expect(screen.getByRole('alert')).toHaveTextContent('Нет прав доступа');
    expect(screen.queryByText('Заказов не найдено')).toBeNull();
  });
});
