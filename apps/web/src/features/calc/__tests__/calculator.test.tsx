import type { CalcAnswer, LocalityOption, TariffOffer } from '@jetkiz/contract';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messageText } from '../../../lib/field-message.tsx';
import { changeLanguage, initI18n, loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { Calculator } from '../components/calculator.tsx';
import { PriorityCalculator } from '../components/priority-calculator.tsx';
import { TariffList } from '../components/tariff-list.tsx';

const ALMATY: LocalityOption = { kato: '750000000', name: 'Алматы', region: '' };
const KARAGANDA: LocalityOption = { kato: '351010000', name: 'Караганда', region: 'Карагандинская область' };

/** An answer whose quote id and price follow the weight asked for, so a stale one can be told apart. */
const answerFor = (weight: number): CalcAnswer => ({
  calculatorId: `quote-${weight}`,
  pickupDate: '2026-11-24',
  weights: { physWeight: weight, volumetricWeight: 1, chargeableWeight: weight, volume: 0.01, placeCnt: 1, packs: [] },
  tariffs: [
    {
      calculatorId: `quote-${weight}`,
      carrier: { code: 'JETKIZ', name: 'Jetkiz' },
      product: 'STANDARD',
      serviceName: 'Стандарт',
      type: 'standard',
      price: 1000 * weight,
      deliveryDays: 3,
      deliveryDaysMin: 2,
      deliveryDateFrom: '2026-11-26',
      deliveryDateTo: '2026-11-27',
      breakdown: { base: 900 * weight, insurance: 100, services: [], total: 1000 * weight },
    },
  ],
  notes: [],
});

const calcCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([url]) => String(url).includes('/calc/public/calc'));

const setUp = async (from: LocalityOption, to: LocalityOption) => {
  const fetch = mockFetch((url, init) => {
    if (url.pathname.endsWith('/calc/public/calc')) {
      const body = JSON.parse(String(init.body));
      return { body: answerFor(body.packDtos[0].physWeight) };
    }
    if (url.pathname.includes('services')) return { body: { services: [], prodIds: [] } };
    return { body: [] };
  });
  await renderWithApp(
    <Routes>
      <Route path="/calculator" element={<Calculator carried={{ from, to }} />} />
      <Route path="/login" element={<h1>Вход</h1>} />
    </Routes>,
    { path: '/calculator' },
  );
  return fetch;
};

const fillPack = async (weight: string) => {
  await userEvent.type(screen.getByLabelText('Длина, см'), '30');
  await userEvent.type(screen.getByLabelText('Ширина, см'), '20');
  await userEvent.type(screen.getByLabelText('Высота, см'), '10');
  await userEvent.type(screen.getByLabelText('Вес, кг'), weight);
};

beforeAll(async () => {
  initI18n();
  await loadLanguage('ru');
  await loadTexts('calc');
});

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('calculator (issue 15)', () => {
  it('marks the tariffs outdated and turns «Оформить» off as soon as an input changes, until calculated again', async () => {
    const fetch = await setUp(ALMATY, KARAGANDA);
    await fillPack('2');
    await userEvent.click(screen.getByRole('button', { name: 'Рассчитать' }));
    const list = await screen.findByRole('list', { name: 'Тарифы' });
    expect(within(list).getByRole('button', { name: 'Оформить' })).toBeEnabled();

    // The weight changes: the old tariffs cannot be ordered.
    await userEvent.clear(screen.getByLabelText('Вес, кг'));
    await userEvent.type(screen.getByLabelText('Вес, кг'), '5');
    expect(screen.getByText('Данные изменились')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Оформить' })).toBeDisabled();

    // Pieces too, and a pack added.
    await userEvent.click(screen.getByRole('button', { name: 'Рассчитать' }));
    await waitFor(() => expect(screen.queryByText('Данные изменились')).not.toBeInTheDocument());
    await userEvent.clear(screen.getByLabelText('Таких мест'));
    await userEvent.type(screen.getByLabelText('Таких мест'), '3');
    expect(within(screen.getByRole('list', { name: 'Тарифы' })).getByRole('button', { name: 'Оформить' })).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Таких мест'));
    await userEvent.type(screen.getByLabelText('Таких мест'), '1');
    // Back to the inputs it was computed from: current again.
    expect(within(screen.getByRole('list', { name: 'Тарифы' })).getByRole('button', { name: 'Оформить' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить место' }));
    expect(within(screen.getByRole('list', { name: 'Тарифы' })).getByRole('button', { name: 'Оформить' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Убрать место 2' }));

    // Ordering uses only the current calculation (5 kg), never the first (2 kg).
    expect(calcCalls(fetch)).toHaveLength(2);
    await userEvent.click(within(screen.getByRole('list', { name: 'Тарифы' })).getByRole('button', { name: 'Оформить' }));
    expect(sessionStorage.getItem('jetkiz.chosenQuote')).toBe('quote-5');
  }, 30_000);

  it('tells a guest to sign in or register, and keeps the tariff and the way back to the order form', async () => {
    const show = vi.spyOn(notifications, 'show');
    await setUp(ALMATY, KARAGANDA);
    await fillPack('2');
    await userEvent.click(screen.getByRole('button', { name: 'Рассчитать' }));
    const list = await screen.findByRole('list', { name: 'Тарифы' });
    await userEvent.click(within(list).getByRole('button', { name: 'Оформить' }));
    await screen.findByRole('heading', { name: 'Вход' });
    expect(sessionStorage.getItem('jetkiz.chosenQuote')).toBe('quote-2');
    expect(sessionStorage.getItem('jetkiz.returnTo')).toBe('/cabinet/orders/new');
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/войдите или зарегистрируйтесь/) }),
    );
  }, 30_000);

  it('within one locality says there is no such delivery, without a call and without an error toast', async () => {
    const show = vi.spyOn(notifications, 'show');
    const fetch = await setUp(ALMATY, ALMATY);
    expect(screen.getByRole('status')).toHaveTextContent('Внутри одного населённого пункта мы пока не доставляем');
    await fillPack('2');
    await userEvent.click(screen.getByRole('button', { name: 'Рассчитать' }));
    expect(calcCalls(fetch)).toHaveLength(0);
    expect(show).not.toHaveBeenCalledWith(expect.objectContaining({ color: 'red' }));
  }, 30_000);

  it('flags each empty pack field with «Внимание» once, and takes the warning away when the fields are fixed', async () => {
    const show = vi.spyOn(notifications, 'show');
    const hide = vi.spyOn(notifications, 'hide');
    await setUp(ALMATY, KARAGANDA);
    await userEvent.click(screen.getByRole('button', { name: 'Рассчитать' }));
    await userEvent.click(screen.getByRole('button', { name: 'Рассчитать' }));
    const warnings = show.mock.calls.filter(([data]) => messageText(data.title) === 'Внимание');
    expect(warnings).toHaveLength(1);
    expect(messageText(warnings[0]?.[0].message)).toBe('Некорректный вес или габарит для точного расчёта');
    expect(within(screen.getByRole('group', { name: 'Место 1' })).getAllByText('Обязательное поле')).toHaveLength(4);
    await fillPack('2');
    expect(hide).toHaveBeenCalledWith('warning:calc');
  }, 30_000);

  it('asks again in the language switched to, so the tariffs’ names from the server follow it', async () => {
    const fetch = mockFetch((url, init) => {
      if (url.pathname.endsWith('/calc/public/calc')) {
        const kazakh = new Headers(init.headers).get('accept-language') === 'KZ';
        const answer = answerFor(2);
        return {
          body: {
            ...answer,
            tariffs: answer.tariffs.map((x) => ({ ...x, serviceName: kazakh ? 'Құрама жүк' : 'Сборный груз' })),
          },
        };
      }
      if (url.pathname.includes('services')) return { body: { services: [], prodIds: [] } };
      return { body: [] };
    });
    await renderWithApp(<Calculator carried={{ from: ALMATY, to: KARAGANDA }} />, { path: '/calculator' });
    await fillPack('2');
    await userEvent.click(screen.getByRole('button', { name: 'Рассчитать' }));
    expect(await screen.findByText('Сборный груз')).toBeInTheDocument();
    try {
      await act(() => loadLanguage('kk'));
      expect(await screen.findByText('Құрама жүк')).toBeInTheDocument();
      expect(calcCalls(fetch)).toHaveLength(2);
      expect(screen.queryByText('Сборный груз')).toBeNull();
    } finally {
      await act(() => loadLanguage('ru'));
    }
  });
});

describe('calculator after a language switch', () => {
  it('asks the tariffs again in the new language: their names come from the server in the language asked in', async () => {
    const fetch = mockFetch((url, init) => {
      if (url.pathname.endsWith('/calc/public/calc')) {
        const kazakh = new Headers(init.headers).get('Accept-Language') === 'KZ';
        const answer = answerFor(Number(JSON.parse(String(init.body)).packDtos[0].physWeight));
        return {
          body: {
            ...answer,
            tariffs: answer.tariffs.map((x) => ({ ...x, serviceName: kazakh ? 'Қалыпты жеткізу' : 'Обычная доставка' })),
          },
        };
      }
      if (url.pathname.includes('services')) return { body: { services: [], prodIds: [] } };
      return { body: [] };
    });
    await renderWithApp(<Calculator carried={{ from: ALMATY, to: KARAGANDA }} />);
    await fillPack('2');
    await userEvent.click(screen.getByRole('button', { name: 'Рассчитать' }));
    expect(await screen.findByText('Обычная доставка')).toBeTruthy();
    await act(() => changeLanguage('kk'));
    await waitFor(() => expect(calcCalls(fetch)).toHaveLength(2));
    expect(new Headers((calcCalls(fetch)[1]?.[1] as RequestInit | undefined)?.headers).get('Accept-Language')).toBe('KZ');
    expect(await screen.findByText('Қалыпты жеткізу')).toBeTruthy();
    await act(() => changeLanguage('ru'));
  });
});

describe('a calculation the server refused, across a language switch', () => {
  it('keeps the server’s word under the field, said in the language switched to', async () => {
    const notServed = {
      ru: 'По этому маршруту доставки нет: выберите другие населённые пункты',
      kk: 'Бұл бағыт бойынша жеткізу жоқ: басқа елді мекендерді таңдаңыз',
      en: 'No delivery on this route: choose other localities',
    };
    mockFetch((url) => {
      if (url.pathname.endsWith('/calc/public/calc'))
        return {
          status: 400,
          body: {
            errorCode: 'VALIDATION',
            message: 'Проверьте введённые данные',
            fields: { to: notServed.ru },
            fieldTexts: { to: notServed },
          },
        };
      if (url.pathname.includes('services')) return { body: { services: [], prodIds: [] } };
      return { body: [] };
    });
    await renderWithApp(<Calculator carried={{ from: ALMATY, to: KARAGANDA }} />);
    await fillPack('2');
    await userEvent.click(screen.getByRole('button', { name: 'Рассчитать' }));
    const underField = { selector: '.mantine-InputWrapper-error' };
    expect(await screen.findByText(notServed.ru, underField)).toBeInTheDocument();
    try {
      await act(() => changeLanguage('kk'));
      expect(await screen.findByText(notServed.kk, underField)).toBeInTheDocument();
      await act(() => changeLanguage('en'));
      expect(await screen.findByText(notServed.en, underField)).toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('ru'));
    }
  });

  it('asked again for the new language only, a failure keeps the tariffs shown and says nothing out of nowhere', async () => {
    const show = vi.spyOn(notifications, 'show');
    let calls = 0;
    const fetch = mockFetch((url) => {
      if (url.pathname.endsWith('/calc/public/calc')) {
        calls += 1;
        const answer = answerFor(2);
        return calls === 1
          ? { body: { ...answer, tariffs: answer.tariffs.map((x) => ({ ...x, serviceName: 'Сборный груз' })) } }
          : { status: 429, body: { errorCode: 'RATE_LIMITED', message: 'Сұраулар тым көп. Кейінірек қайталаңыз' } };
      }
      if (url.pathname.includes('services')) return { body: { services: [], prodIds: [] } };
      return { body: [] };
    });
    await renderWithApp(<Calculator carried={{ from: ALMATY, to: KARAGANDA }} />);
    await fillPack('2');
    await userEvent.click(screen.getByRole('button', { name: 'Рассчитать' }));
    expect(await screen.findByText('Сборный груз')).toBeInTheDocument();
    const shownBefore = show.mock.calls.length;
    try {
      await act(() => changeLanguage('kk'));
      await waitFor(() => expect(calcCalls(fetch)).toHaveLength(2));
      // The refusal has come back and been dealt with: the tariffs stay, with no toast and no field error.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Есептеу' })).toBeEnabled());
      expect(screen.getByText('Сборный груз')).toBeInTheDocument();
      expect(show.mock.calls.slice(shownBefore)).toEqual([]);
      expect(document.querySelector('.mantine-InputWrapper-error')).toBeNull();
    } finally {
      await act(() => changeLanguage('ru'));
    }
  });
});

describe('a tariff the person was looking at, across a language switch', () => {
  it('keeps its breakdown open, orders it under its new quote id, and does not scroll a phone to the tariffs', async () => {
    // Each answer signs new quotes: asked again in Kazakh, the same tariff comes with another id.
    const fetch = mockFetch((url, init) => {
      if (url.pathname.endsWith('/calc/public/calc')) {
        const lang = new Headers(init.headers).get('Accept-Language');
        const answer = answerFor(2);
        const first = answer.tariffs[0] as TariffOffer;
        const second: TariffOffer = { ...first, carrier: { code: 'STEPPE', name: 'Steppe' }, price: 3000 };
        return {
          body: {
            ...answer,
            tariffs: [first, second].map((x) => ({ ...x, calculatorId: `${x.carrier.code}-${lang}` })),
          },
        };
      }
      if (url.pathname.includes('services')) return { body: { services: [], prodIds: [] } };
      return { body: [] };
    });
    // A phone: the tariffs come below the form, and a new calculation is brought into view.
    const wide = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query.includes('62em') });
    const scrolled = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    try {
      await renderWithApp(<Calculator carried={{ from: ALMATY, to: KARAGANDA }} />);
      await fillPack('2');
      await userEvent.click(screen.getByRole('button', { name: 'Рассчитать' }));
      const list = await screen.findByRole('list', { name: 'Тарифы' });
      expect(scrolled).toHaveBeenCalledTimes(1);
      // The breakdown of the dearer one (Steppe), opened to compare.
      await userEvent.click(within(list).getAllByRole('button', { name: 'Из чего цена' })[1] as HTMLElement);
      expect(within(list).getByRole('button', { expanded: true })).toBeTruthy();

      await act(() => changeLanguage('kk'));
      await waitFor(() => expect(calcCalls(fetch)).toHaveLength(2));
      const kazakh = await screen.findByRole('list', { name: 'Тарифтер' });
      await waitFor(() => expect(within(kazakh).getAllByRole('button', { name: 'Рәсімдеу' })).toHaveLength(2));
      const open = within(kazakh).getByRole('button', { expanded: true });
      expect(open.closest('li')?.textContent).toContain('Steppe');
      expect(scrolled).toHaveBeenCalledTimes(1);

      // «Оформить» on it after the switch takes its current quote.
      await userEvent.click(within(open.closest('li') as HTMLElement).getByRole('button', { name: 'Рәсімдеу' }));
      expect(sessionStorage.getItem('jetkiz.chosenQuote')).toBe('STEPPE-KZ');
    } finally {
      window.matchMedia = wide;
      await act(() => changeLanguage('ru'));
    }
  });
});

describe('the declared value of both calculators', () => {
  it.each([
    ['public', () => <Calculator carried={{ from: ALMATY, to: KARAGANDA }} />],
    ['priority', () => <PriorityCalculator />],
  ])('in the %s calculator names the insurance’s rate and least fee', async (_kind, View) => {
    mockFetch(() => ({ body: [] }));
    await renderWithApp(<View />);
    const hint = await screen.findByText(/^Необязательно\. Страховка/);
    expect(hint.textContent).toMatch(/^Необязательно\. Страховка — 0,5\s%, не меньше 100\s₸$/);
  });
});

describe('a tariff delivered on one day', () => {
  it.each([
    ['ru', 'Доставка 14\\.12$', 'Доставка 26\\.11 – 27\\.11$'],
    ['kk', 'Жеткізу 14\\.12$', 'Жеткізу 26\\.11 – 27\\.11$'],
    ['en', 'Delivery 14\\.12$', 'Delivery 26\\.11 – 27\\.11$'],
  ] as const)('names that day, not a range from it to itself (%s)', async (lang, one, range) => {
    await loadLanguage(lang);
    await loadTexts('calc');
    try {
      const answer = answerFor(2);
      const [offer] = answer.tariffs as [TariffOffer];
      const oneDay: TariffOffer = {
        ...offer,
        calculatorId: 'one-day',
        deliveryDateFrom: '2026-12-14',
        deliveryDateTo: '2026-12-14',
      };
      await renderWithApp(<TariffList answer={{ ...answer, tariffs: [offer, oneDay] }} />, { lang });
      expect(screen.getAllByText(new RegExp(one)).length).toBe(1);
      expect(screen.getAllByText(new RegExp(range)).length).toBe(1);
    } finally {
      await loadLanguage('ru');
    }
  });
});
