import type { UserData } from '@jetkiz/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { renderWithApp } from '../../../testing/test-utils.tsx';
import { ProfileCard } from '../components/profile-card.tsx';

const ENTREPRENEUR: UserData = {
  phone: '77481130101',
  userType: 'company',
  role: 'company',
  entityType: 1,
  firstName: 'Гульнара',
  lastName: 'Омарова',
  email: 'ip@mail.kz',
  iin: '880425406781',
  bin: null,
  name: 'ИП Омарова Гульнара',
  legalAddress: 'г. Алматы, ул. Жандосова, 5',
  blocked: null,
  createdAt: '2026-11-01T10:00:00Z',
  verified: null,
  companyAccess: { owner: true, roles: [], organizationName: 'ИП Омарова Гульнара' },
};

const accountType = async (user: UserData, lang: 'ru' | 'kk' | 'en') => {
  await loadLanguage(lang);
  await loadTexts('account');
  const { unmount } = await renderWithApp(<ProfileCard user={user} />, { lang });
  const label = screen.getByText(/^(Тип аккаунта|Аккаунт түрі|Account type)$/);
  const value = label.nextElementSibling?.textContent;
  unmount();
  return value;
};

describe('the profile card', () => {
  it.each([
    ['ru', 'Индивидуальный предприниматель', 'Компания'],
    ['kk', 'Жеке кәсіпкер', 'Компания'],
    ['en', 'Individual entrepreneur', 'Company'],
  ] as const)(
    'in %s calls an entrepreneur’s account an entrepreneur’s, a legal entity’s a company’s',
    async (lang, ip, company) => {
      expect(await accountType(ENTREPRENEUR, lang)).toBe(ip);
      expect(await accountType({ ...ENTREPRENEUR, entityType: 2, iin: null, bin: '150340012340' }, lang)).toBe(company);
    },
  );
});
