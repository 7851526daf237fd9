import type { AvrDetail } from '@jetkiz/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { AvrDetailView } from '../components/avr-detail.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('ru');
});

const ID = '1ba63e53-7afe-40f2-b4e2-8561ff4b645c';
const act = (over: Partial<AvrDetail>): AvrDetail => ({
  id: ID,
  number: 'АВР-2026-000001',
  avrStatusCode: 'viewed',
  status: 'Просмотрен',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  date: '2026-12-07',
  issuedAt: '2026-12-07T09:24:35.807Z',
  amount: 4100,
  vat: 565.52,
  vatRate: 16,
  orderCount: 1,
  signed: false,
  paid: false,
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
  ...over,
});

const renderAct = async (detail: AvrDetail) => {
  mockFetch((url) => ({ body: url.pathname.endsWith(`/avr/${ID}`) ? detail : url.pathname.endsWith('/html') ? '' : {} }));
  await loadLanguage('ru');
  await loadTexts('account');
  await renderWithApp(<AvrDetailView id={ID} />);
  await screen.findByRole('heading', { level: 1, name: 'АВР-2026-000001' }, { timeout: 5_000 });
};

/** The terms beside an act are the ones still running: a decided act showed «Отказаться можно до» as if it could. */
describe('an act’s terms', { timeout: 30_000 }, () => {
  it('are shown while the act waits for the company', async () => {
    await renderAct(act({}));
    expect(screen.getByText('Отказаться можно до:')).toBeInTheDocument();
    expect(screen.getByText('Подписать до:')).toBeInTheDocument();
    expect(screen.getByText('Считается принятым после:')).toBeInTheDocument();
  });

  it.each([
    ['paid', 'Оплачен'],
    ['verified', 'Подписан и проверен'],
    ['refused', 'Отклонён'],
  ] as const)('are gone once the act is %s', async (code, name) => {
    await renderAct(act({ avrStatusCode: code, status: name, paid: code === 'paid', signed: code !== 'refused' }));
    expect(screen.queryByText('Отказаться можно до:')).toBeNull();
    expect(screen.queryByText('Подписать до:')).toBeNull();
    expect(screen.queryByText('Сроки')).toBeNull();
  });

  it('leave the payment term of a post-paid act deemed accepted, until it is paid', async () => {
    await renderAct(act({ avrStatusCode: 'deemed_accepted', status: 'Считается принятым', payBy: '2026-12-24' }));
    expect(screen.getByText('Оплатить до:')).toBeInTheDocument();
    expect(screen.getByText('24.12.2026')).toBeInTheDocument();
    expect(screen.queryByText('Отказаться можно до:')).toBeNull();
  });
});
