import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RunningSystem } from './system.ts';

export type StaffRole = 'administrator' | 'operator' | 'accountant' | 'viewer';
export type SignedInStaff = {
  staffId: string;
  phone: string;
  password: string;
  /** The TOTP secret enrolled (base32): `totpCodeOf(secret)` gives a code for a later sign-in. */
  secret: string;
  recoveryCodes: string[];
};

/** The code an authenticator app shows now for a secret (the same library and settings as the API). */
export const totpCodeOf = (secret: string, at = Date.now()): string =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/**
 * A staff member made through the journeys' hook (the system must start with STAFF_TEST_HOOKS=on: set
 * `process.env.STAFF_TEST_HOOKS = 'on'` at the top of the journey file, before `useSystemAndBrowser()`).
 */
export const createStaff = async (system: RunningSystem, role: StaffRole, name = `Тестов ${role}`) => {
  const phone = `7742${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  const response = await fetch(`${system.baseUrl}/api/test/operator/staff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, name, role }),
  });
  if (!response.ok) throw new Error(`the staff hook answered ${response.status}: is STAFF_TEST_HOOKS=on?`);
  return (await response.json()) as { staffId: string; phone: string; password: string };
};

/**
 * Signs a new staff member of this role in to the console in Russian, the way a person does the first time: phone and
 * password, the authenticator set up from the page's key (the code computed here), the recovery codes confirmed as
 * saved; ends on the console's start page.
 */
export const signInStaff = async (page: Page, system: RunningSystem, role: StaffRole, name?: string): Promise<SignedInStaff> => {
  const staff = await createStaff(system, role, name);
  await page.goto(`${system.baseUrl}/operator`);
  await page.getByLabel('Номер телефона').fill(`+${staff.phone}`);
  // The field's label starts with «Пароль»; the eye button beside it is «Показать или скрыть пароль».
  await page.getByLabel(/^Пароль/).fill(staff.password);
  await page.getByRole('button', { name: 'Продолжить' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByLabel('Код').fill(totpCodeOf(secret));
  await page.getByRole('button', { name: 'Войти' }).click();
  const list = page.getByRole('list', { name: 'Резервные коды' });
  await list.waitFor();
  const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  expect(recoveryCodes).toHaveLength(10);
  await page.getByLabel('Я сохранил(а) резервные коды').check();
  await page.getByRole('button', { name: 'Перейти в консоль' }).click();
  await page.getByRole('navigation', { name: 'Меню консоли' }).waitFor();
  return { ...staff, secret, recoveryCodes };
};
