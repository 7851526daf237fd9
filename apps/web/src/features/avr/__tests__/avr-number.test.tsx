import type { AvrDetail } from '@jetkiz/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { AvrDetailView } from '../components/avr-detail.tsx';
import { AvrReplacementNote } from '../components/avr-replacement.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('ru');
});

const ID = '1ba63e53-7afe-40f2-b4e2-8561ff4b645c';
const act: AvrDetail = {
  id: ID,
  number: 'АВР-2026-000001',
  avrStatusCode: 'viewed',
  status: 'Viewed',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  date: '2026-12-07',
  issuedAt: '2026-12-07T09:24:35.807Z',
  amount: 4100,
  vat: 565.52,
  vatRate: 16,
  orderCount: 1,
  signed: false,
  paid: true,
  refuseBy: '2026-12-10',
  signBy: '2026-12-14',
  deemedAcceptedAfter: '2026-12-14',
  payBy: null,
  replaces: null,
  replacedBy: null,
  appendix: [],
  sumInWords: { ru: 'Четыре тысячи сто тенге 00 тиын', kk: 'Төрт мың жүз теңге 00 тиын' },
  history: [],
  signatures: [],
  refusalReason: null,
  due: null,
  actions: { sign: false, refuse: false, pay: false },
  documentSha256: 'ab'.repeat(32),
  verificationUrl: 'http://localhost/avr/verify/x',
};

const renderAct = async (lang: 'ru' | 'kk' | 'en') => {
  mockFetch((url) => ({ body: url.pathname.endsWith(`/avr/${ID}`) ? act : url.pathname.endsWith('/html') ? '' : {} }));
  await loadLanguage(lang);
  await loadTexts('account');
  await renderWithApp(<AvrDetailView id={ID} />, { lang });
};

/** «АВР» in Cyrillic reads as a Latin «ABP» on an English page, and cannot be typed there. */
describe('an act’s number on an English page', { timeout: 30_000 }, () => {
  it('is written «AVR-…», and the page says the document prints it in Cyrillic', async () => {
    await renderAct('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'AVR-2026-000001' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByTestId('avr-issued-number')).toHaveTextContent('Number on the document, in Cyrillic: АВР-2026-000001');
  });

  it('stays as issued on a Russian page, with no second line', async () => {
    await renderAct('ru');
    expect(await screen.findByRole('heading', { level: 1, name: 'АВР-2026-000001' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('avr-issued-number')).toBeNull();
  });

  it('names the act a corrected one replaces the same way', async () => {
    await loadLanguage('en');
    await loadTexts('account');
    await renderWithApp(<AvrReplacementNote act={{ replaces: { id: 'a0', number: 'АВР-2026-000007' }, replacedBy: null }} />, {
      lang: 'en',
    });
    expect(await screen.findByRole('link', { name: 'AVR-2026-000007' })).toBeInTheDocument();
  });
});

/** The act's document is named for a screen reader as Kazakh names a thing by its number: «АВР-… актісі». */
describe('the act’s document on a Kazakh page', { timeout: 30_000 }, () => {
  it('is «АВР-2026-000001 актісі», with the possessive a name before a noun takes', async () => {
    await renderAct('kk');
    // «АВР-2026-000001 акті» read as «act АВР-…» with the ending left off, like «Алматы қала».
    expect(await screen.findByTitle('АВР-2026-000001 актісі', {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});
