import {
  AVR_TERMS,
  avrAcceptanceWorkingDays,
  formatTenge,
  MIN_INSURED_VALUE,
  OFFER_TERMS,
  OFFER_VERSION,
  VOLUMETRIC_KG_PER_M3,
} from '@jetkiz/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/router.tsx';
import { sessionStore } from '../../../lib/session.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { periodText } from '../lib/offer-terms.ts';

afterEach(() => {
  sessionStore.clear();
  vi.restoreAllMocks();
});

const NBSP = /\u00a0/g;
const plain = (text: string | null | undefined) => (text ?? '').replace(NBSP, ' ');

describe('the public offer', () => {
  it('quotes the terms of the domain, both readings of the AVR terms, and its version (ru)', async () => {
    await renderWithApp(<AppRoutes />, { path: '/offer' });
    const title = await screen.findByRole('heading', { level: 1, name: 'Публичная оферта' }, { timeout: 5_000 });
    expect(title).toBeInTheDocument();
    const text = plain(document.body.textContent);
    const [y, m, d] = OFFER_VERSION.split('-');
    expect(text).toContain(`Редакция от ${d}.${m}.${y}`);
    expect(text).toContain(plain(`в течение ${periodText(AVR_TERMS.signWithinWorkingDays, 'working', 'ru')}`));
    expect(text).toContain(plain(`в течение ${periodText(AVR_TERMS.refuseWithinWorkingDays, 'working', 'ru')}`));
    expect(text).toContain(plain(`в течение ${periodText(OFFER_TERMS.refundCalendarDays, 'calendar', 'ru')}`));
    expect(text).toContain(plain(formatTenge(MIN_INSURED_VALUE, 'ru')));
    expect(text).toContain(`1 м³ = ${VOLUMETRIC_KG_PER_M3} кг`);
    expect(text).toContain('Антикоррупционная оговорка');
    await waitFor(() => expect(document.title).toBe('Публичная оферта — Jetkiz'));
  }, 30_000);

  it('reads in Kazakh and English too, with the same terms', async () => {
    await renderWithApp(<AppRoutes />, { path: '/offer', lang: 'kk' });
    await screen.findByRole('heading', { level: 1, name: 'Жария оферта' }, { timeout: 5_000 });
    expect(plain(document.body.textContent)).toContain(
      plain(`${periodText(OFFER_TERMS.claimFilingWorkingDays, 'working', 'kk')} ішінде`),
    );
  });
});

describe('the offer on acts of completed works (spec §9: both readings, and the one the system applies)', () => {
  const acts = () => plain(document.getElementById('offer-acts')?.textContent);
  const working = (days: number, lang: 'ru' | 'kk' | 'en') => plain(periodText(days, 'working', lang));
  const sign = AVR_TERMS.signWithinWorkingDays;
  const refuse = AVR_TERMS.refuseWithinWorkingDays;
  // The term after which the act's page says it is deemed accepted (domain avrDeemedAcceptedAfter).
  const accepted = avrAcceptanceWorkingDays(AVR_TERMS);

  it.each([
    [
      'ru',
      'Публичная оферта',
      [
        `подписывает акт электронной цифровой подписью в течение ${working(sign, 'ru')}`,
        `в течение ${working(refuse, 'ru')} подписывает акт или направляет мотивированный отказ`,
        `считается принятым только по истечении ${working(accepted, 'ru')}`,
        `отказаться от акта можно в течение ${working(refuse, 'ru')}, подписать — в течение ${working(sign, 'ru')}`,
      ],
    ],
    [
      'kk',
      'Жария оферта',
      [
        `${working(sign, 'kk')} ішінде электрондық цифрлық қолтаңбамен қол қояды`,
        `${working(refuse, 'kk')} ішінде актіге қол қояды немесе дәлелді бас тарту жібереді`,
        `${working(accepted, 'kk')} өткен соң ғана қабылданды деп саналады`,
      ],
    ],
    [
      'en',
      'Public offer agreement',
      [
        `signs the act with a digital signature within ${working(sign, 'en')}`,
        `sends a reasoned refusal within ${working(refuse, 'en')}`,
        `deemed accepted only after ${working(accepted, 'en')}`,
      ],
    ],
  ] as const)(
    'states both clauses and that the act is deemed accepted only after the longer term (%s)',
    async (lang, title, phrases) => {
      await renderWithApp(<AppRoutes />, { path: '/offer', lang });
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 });
      for (const phrase of phrases) expect(acts()).toContain(phrase);
      expect(accepted).toBe(sign);
    },
    30_000,
  );
});

describe('period texts', () => {
  it.each([
    [1, 'working', 'ru', 'gen', '1 рабочего дня'],
    [3, 'working', 'ru', 'gen', '3 рабочих дней'],
    [1, 'working', 'ru', 'acc', '1 рабочий день'],
    [3, 'working', 'ru', 'acc', '3 рабочих дня'],
    [15, 'calendar', 'ru', 'gen', '15 календарных дней'],
    [21, 'calendar', 'ru', 'gen', '21 календарного дня'],
    [30, 'working', 'kk', 'gen', '30 жұмыс күні'],
    [1, 'working', 'en', 'gen', '1 working day'],
    [15, 'calendar', 'en', 'gen', '15 calendar days'],
  ] as const)('%i %s days in %s (%s) → %s', (days, kind, lang, ruCase, expected) => {
    expect(plain(periodText(days, kind, lang, ruCase))).toBe(expected);
  });
});

describe('the knowledge base', () => {
  it('finds articles and FAQ answers by words typed as on a Russian keyboard, and says when nothing is found', async () => {
    await renderWithApp(<AppRoutes />, { path: '/knowledge', lang: 'kk' });
    const search = await screen.findByRole('searchbox', { name: 'Мақалалардан іздеу' }, { timeout: 5_000 });
    expect(screen.getByRole('button', { name: 'Жүкті қалай қаптау керек' })).toBeInTheDocument();
    // «салмак» typed without the Kazakh қ still finds «Төленетін салмақ».
    await userEvent.type(search, 'салмак');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Жүкті қалай қаптау керек' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Төленетін салмақ' })).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'зззз');
    await screen.findByText(/Ештеңе табылмады/);
    await waitFor(() => expect(document.title).toBe('Білім қоры — Jetkiz'));
  }, 30_000);
});

describe('the partner programme', () => {
  it('checks the form with the domain rules before any call, then sends it and thanks', async () => {
    const fetch = mockFetch(() => ({ status: 201, body: { id: 'a1', createdAt: '2026-11-23T10:00:00.000Z' } }));
    await renderWithApp(<AppRoutes />, { path: '/partners', lang: 'en' });
    const submit = await screen.findByRole('button', { name: 'Send the application' }, { timeout: 5_000 });
    await userEvent.click(submit);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^Contact person/ })).toHaveAccessibleDescription('This field is required');
    await userEvent.type(screen.getByRole('textbox', { name: /^Contact person/ }), 'Aigerim');
    await userEvent.type(screen.getByRole('textbox', { name: /^City/ }), 'Almaty');
    await userEvent.type(screen.getByRole('textbox', { name: /^Phone/ }), '7020112233');
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveValue('+7 (702) 011 22 33');
    await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'shop@example');
    await userEvent.click(submit);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription('Enter a valid e-mail address');
    await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), '.kz');
    await userEvent.click(submit);
    await screen.findByText(/Application sent/);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/partner/public/application');
    expect(JSON.parse(String(init?.body))).toMatchObject({ name: 'Aigerim', phone: '+7 (702) 011 22 33', website: '' });
  }, 30_000);
});

describe('registration', () => {
  it('asks for consent to personal-data processing, with links to the policy and the offer, before any call', async () => {
    const fetch = mockFetch(() => ({ body: {} }));
    await renderWithApp(<AppRoutes />, { path: '/register' });
    const consent = await screen.findByRole('checkbox', { name: /персональных данных/ }, { timeout: 5_000 });
    const label = consent.closest('.mantine-Checkbox-root') as HTMLElement;
    expect(within(label).getByRole('link', { name: 'Политике конфиденциальности' })).toHaveAttribute('href', '/privacy');
    expect(within(label).getByRole('link', { name: 'публичную оферту' })).toHaveAttribute('href', '/offer');
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(fetch).not.toHaveBeenCalled();
    expect(consent).toHaveAccessibleDescription('Чтобы зарегистрироваться, дайте согласие на обработку персональных данных');
    await userEvent.click(consent);
    expect(consent).not.toHaveAccessibleDescription(/согласие/);
  }, 30_000);
});
