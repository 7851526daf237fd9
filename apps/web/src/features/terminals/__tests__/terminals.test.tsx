import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/router.tsx';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { placeOf, placeOfPoint } from '../lib/places.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const TERMINALS = [
  {
    id: 1,
    code: 'ALA',
    kato: '750000000',
    locality: 'Алматы',
    region: '',
    name: 'Алматы',
    address: 'пр. Абая, 52',
    hours: 'Пн–Пт 09:00–19:00, Сб 10:00–15:00',
    maxWeightKg: 1000,
    maxSideCm: 300,
  },
  {
    id: 5,
    code: 'KOK',
    kato: '111010000',
    locality: 'Кокшетау',
    region: 'Акмолинская область',
    name: 'Кокшетау',
    address: 'ул. Абая, 96',
    hours: 'Пн–Пт 09:00–19:00, Сб 10:00–15:00',
    maxWeightKg: 500,
    maxSideCm: 200,
  },
];

const PICKUP_POINT = {
  ...TERMINALS[0],
  id: 11,
  code: 'STP-1',
  name: 'Пункт выдачи Steppe',
  address: 'ул. Толе би, 101',
  carrier: { code: 'STEPPE', name: 'Steppe Express' },
  kind: 'pickupPoint',
  maxWeightKg: 1500,
  maxSideCm: 250,
};

const answer = (config: { mapTileUrl: string | null }) =>
  mockFetch((url) => {
    if (url.pathname === '/api/order/public/terminal') return { body: TERMINALS };
    if (url.pathname === '/api/site/public/config') return { body: { ...config, mapAttribution: null, carriers: [] } };
    return { status: 404, body: { errorCode: 'NOT_FOUND', message: 'Не найдено' } };
  });

describe('terminals', () => {
  it('shows the list alone when no tile server is configured, regions named in one style, routes and «send from here»', async () => {
    answer({ mapTileUrl: null });
    await renderWithApp(<AppRoutes />, { path: '/terminals' });
    expect(await screen.findByRole('heading', { level: 2, name: 'г. Алматы' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Акмолинская область' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Карта терминалов' })).toBeNull();
    const card = screen.getByText('пр. Абая, 52').closest('.mantine-Card-root') as HTMLElement;
    // The hours on one line, after a clock, named for screen readers.
    expect(within(card).getByText(/Пн–Пт 09:00–19:00, Сб 10:00–15:00/)).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(card).getByRole('link', { name: 'Маршрут в 2ГИС' }).getAttribute('href')).toMatch(
      /^https:\/\/2gis\.kz\/directions\//,
    );
    expect(within(card).getByRole('link', { name: 'Маршрут в Яндекс Картах' }).getAttribute('href')).toMatch(
      /^https:\/\/yandex\.kz\/maps\/\?rtext=~43\.2389%2C76\.8897/,
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Отправить отсюда' }));
    await screen.findByRole('heading', { level: 1, name: /Калькулятор|Расчёт/ }, { timeout: 5_000 });
  }, 30_000);

  it('sets the regions side by side, each with its terminals under it: not one narrow column on a wide screen', async () => {
    answer({ mapTileUrl: null });
    await renderWithApp(<AppRoutes />, { path: '/terminals' });
    const almaty = await screen.findByRole('region', { name: 'г. Алматы' }, { timeout: 5_000 });
    const akmola = screen.getByRole('region', { name: 'Акмолинская область' });
    // One grid of regions (1 column on a phone, 2 on a tablet, 3 from 992 px), not a grid of cards inside each region.
    const grid = screen.getByTestId('terminal-regions');
    expect(almaty.parentElement).toBe(grid);
    expect(akmola.parentElement).toBe(grid);
    expect(grid).toHaveClass('mantine-SimpleGrid-root');
    expect(within(almaty).getByText('пр. Абая, 52')).toBeInTheDocument();
  }, 30_000);

  it.each([
    // A unit stays with its number («300» at a line's end and «см» on the next read as two things).
    [
      'ru',
      'До 1\u00a0000\u00a0кг, до 300\u00a0см по большей стороне',
      'До 1\u00a0500\u00a0кг, до 250\u00a0см по большей стороне',
    ],
    [
      'kk',
      '1\u00a0000\u00a0кг‑ға дейін, ең ұзын жағы 300\u00a0см‑ге дейін',
      '1\u00a0500\u00a0кг‑ға дейін, ең ұзын жағы 250\u00a0см‑ге дейін',
    ],
    [
      'en',
      'Up to 1,000\u00a0kg, up to 300\u00a0cm on the longest side',
      'Up to 1,500\u00a0kg, up to 250\u00a0cm on the longest side',
    ],
  ] as const)(
    'writes the limits of a terminal and of a pickup point as every number of the product (%s)',
    async (lang, terminal, point) => {
      mockFetch((url) => {
        if (url.pathname === '/api/order/public/terminal') return { body: TERMINALS };
        if (url.pathname === '/api/order/public/pickup-points') return { body: [PICKUP_POINT] };
        if (url.pathname === '/api/site/public/config') return { body: { mapTileUrl: null, mapAttribution: null, carriers: [] } };
        return { status: 404, body: { errorCode: 'NOT_FOUND', message: 'Не найдено' } };
      });
      await renderWithApp(<AppRoutes />, { path: '/terminals', lang });
      const card = (el: HTMLElement) => el.closest('.mantine-Card-root') as HTMLElement;
      const terminalCard = card(await screen.findByText('пр. Абая, 52', {}, { timeout: 5_000 }));
      const pointCard = card(await screen.findByText('ул. Толе би, 101', {}, { timeout: 5_000 }));
      // As written: the default matcher would read a no-break space as a plain one.
      expect(within(terminalCard).getByText(terminal, { normalizer: (text) => text })).toBeInTheDocument();
      expect(within(pointCard).getByText(point, { normalizer: (text) => text })).toBeInTheDocument();
    },
    30_000,
  );

  it('names its page', async () => {
    answer({ mapTileUrl: null });
    await renderWithApp(<AppRoutes />, { path: '/terminals', lang: 'en' });
    await waitFor(() => expect(document.title).toMatch(/ — Jetkiz$/), { timeout: 5_000 });
    expect(document.title).not.toBe('Jetkiz');
  }, 30_000);
});

describe('a store or pickup point on the map (issue 19)', () => {
  const almaty = {
    id: 1,
    code: 'ALA',
    kato: '750000000',
    locality: 'Алматы',
    region: '',
    name: 'Терминал',
    address: 'ул. Суюнбая, 2',
    hours: '9–18',
    maxWeightKg: 1000,
    maxSideCm: 300,
  };
  it('stands beside its city terminal, each point of a city apart from the others', () => {
    const first = placeOfPoint({ kato: '750000000' }, 0, [almaty]);
    const second = placeOfPoint({ kato: '750000000' }, 1, [almaty]);
    const city = placeOf(almaty);
    expect(first && city && Math.abs(first.lat - city.lat) < 0.05 && Math.abs(first.lon - city.lon) < 0.05).toBe(true);
    expect(first).not.toEqual(second);
    expect(first).not.toEqual(city);
  });
  it('is not drawn where no terminal stands', () => {
    expect(placeOfPoint({ kato: '111111111' }, 0, [almaty])).toBeNull();
  });
});
