import { fillText, type Localized, placeholdersOf } from '@jetkiz/domain';
import { describe, expect, it } from 'vitest';
import * as contract from '../index.ts';

const isLocalized = (value: unknown): value is Localized =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).sort().join() === 'en,kk,ru' &&
  Object.values(value).every((text) => typeof text === 'string');

/** Every text in ru/kk/en the contract exports, however deep in a catalogue, with the path to it. */
const catalogueTexts = (): Array<[string, Localized]> => {
  const found: Array<[string, Localized]> = [];
  const seen = new Set<object>();
  const visit = (value: unknown, path: string) => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (isLocalized(value)) {
      found.push([path, value]);
      return;
    }
    for (const [key, child] of Object.entries(value)) visit(child, `${path}.${key}`);
  };
  for (const [name, value] of Object.entries(contract)) visit(value, name);
  return found;
};

const texts = catalogueTexts();

describe('message catalogues: one template syntax, the same placeholders in every language', () => {
  it('finds the catalogues (identity, sign-in and the rest)', () => {
    const paths = texts.map(([path]) => path);
    expect(paths).toEqual(
      expect.arrayContaining(['IDENTITY_TEXTS.codeSent', 'IDENTITY_TEXTS.smsRecovery', 'SIGN_IN_TEXTS.paused']),
    );
    expect(texts.length).toBeGreaterThan(50);
  });

  it.each(texts)('%s uses only {{name}} placeholders, the same set in ru, kk and en', (_path, text) => {
    for (const lang of ['ru', 'kk', 'en'] as const) {
      const withoutPlaceholders = text[lang].replace(/\{\{[A-Za-z][A-Za-z0-9_]*\}\}/g, '');
      expect(withoutPlaceholders, `${lang}: a brace outside a {{name}} placeholder`).not.toMatch(/[{}]/);
    }
    const names = (lang: 'ru' | 'kk' | 'en') => placeholdersOf(text[lang]).sort();
    expect(names('kk')).toEqual(names('ru'));
    expect(names('en')).toEqual(names('ru'));
  });

  it('fills the identity texts with the domain fillText', () => {
    expect(fillText(contract.IDENTITY_TEXTS.codeSent.kk, { phone: '+7 701 123 45 67' })).toBe(
      'Код +7 701 123 45 67 нөміріне жіберілді',
    );
    expect(fillText(contract.IDENTITY_TEXTS.smsRegistration.en, { code: '1234' })).toBe(
      'Jetkiz: your confirmation code is 1234. Do not share it.',
    );
  });
});
