import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IinForm } from '../../../features/identity/components/iin-form.tsx';
import { loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { type Session, sessionStore } from '../../../lib/session.ts';
import { renderWithApp } from '../../../testing/test-utils.tsx';
import { activeSection, CabinetNav } from '../cabinet-nav.tsx';

const session = (role: Session['role']): Session => ({
  token: 't',
  refreshToken: 'r',
  expiresIn: 3600,
  createdAt: Date.now(),
  phone: '77029000001',
  role,
  partner: false,
});

afterEach(() => sessionStore.clear());

describe('the cabinet menu', () => {
  it.each([
    ['person', ['Мои заказы', 'Новый заказ', 'Кошелёк', 'Профиль']],
    ['company', ['Мои заказы', 'Новый заказ', 'Кошелёк', 'Адресная книга', 'Приоритетные заказы', 'Профиль']],
  ] as const)('shows a %s its sections', async (role, names) => {
    sessionStore.set(session(role));
    await loadLanguage('ru');
    await loadTexts('account');
    await renderWithApp(<CabinetNav />, { path: '/cabinet/wallet' });
    const nav = screen.getByRole('navigation', { name: 'Разделы кабинета' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(names);
    expect(within(nav).getByRole('link', { name: 'Кошелёк' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['/cabinet/orders/abc', '/cabinet/orders'],
    ['/cabinet/priority/orders/abc', '/cabinet/priority/orders'],
    ['/cabinet/password', '/cabinet'],
    ['/cabinet/addresses', '/cabinet/addresses'],
    ['/calculator', undefined],
  ])('puts %s under %s', (path, section) => {
    expect(activeSection(path)).toBe(section);
  });
});

describe('IIN entry', () => {
  it('asks a private person for the IIN', async () => {
    await loadLanguage('ru');
    await loadTexts('account');
    await renderWithApp(<IinForm session={session('person')} />);
    expect(screen.getByRole('heading', { name: 'Укажите ИИН' })).toBeInTheDocument();
  });

  it('never asks a company for an IIN', async () => {
    await loadLanguage('kk');
    await loadTexts('account');
    await renderWithApp(<IinForm session={session('company')} />, { lang: 'kk' });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/ЖСН/)).not.toBeInTheDocument();
  });
});
