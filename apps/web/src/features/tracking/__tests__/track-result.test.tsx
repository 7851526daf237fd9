import { ERRORS, TRACK_MESSAGES, TRACKING_MESSAGES, type Track } from '@jetkiz/contract';
import { fillText } from '@jetkiz/domain';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { changeLanguage, loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { errorAnswer, renderWithApp } from '../../../testing/test-utils.tsx';
import { TrackResult } from '../components/track-result.tsx';

const parcel = (over: Partial<Track>): Track => ({
  trackNumber: 'SP104368884KZ',
  carrierTrackingNumber: null,
  carrier: 'Steppe Express',
  status: 'delivered',
  statusName: 'Доставлен',
  from: 'Алматы',
  to: 'Караганда',
  sender: 'А. С.',
  receiver: 'Е. А.',
  placeCnt: 1,
  pickupDate: '2026-12-03',
  estimatedDeliveryFrom: '2026-12-05',
  estimatedDeliveryTo: '2026-12-08',
  deliveredAt: null,
  events: [],
  ...over,
});

const show = async (track: Track, lang: 'ru' | 'en' = 'ru') => {
  await loadLanguage(lang);
  await loadTexts('tracking');
  await renderWithApp(<TrackResult parcel={track} loading={false} error={null} />, { lang });
};

describe('the public tracking card', () => {
  it.each([
    ['ru', 'Дата доставки', '07.12.2026'],
    ['en', 'Delivered on', '07.12.2026'],
  ] as const)(
    'a delivery three minutes after midnight in Almaty is that day, not the UTC one before, under its own label (%s)',
    async (lang, label, day) => {
      await show(parcel({ deliveredAt: '2026-12-06T19:03:00.000Z' }), lang);
      expect(screen.getByText(label).nextElementSibling).toHaveTextContent(day);
      expect(screen.queryByText(/Ожидаемая доставка|Expected delivery/)).toBeNull();
    },
  );

  it.each([
    ['ru', '14.12.2026'],
    ['en', '14.12.2026'],
  ] as const)('a promise of one day is that day, not «с 14.12.2026 по 14.12.2026» (%s)', async (lang, day) => {
    await show(parcel({ status: 'sent', estimatedDeliveryFrom: '2026-12-14', estimatedDeliveryTo: '2026-12-14' }), lang);
    const label = lang === 'ru' ? 'Ожидаемая доставка' : 'Expected delivery';
    expect(screen.getByText(label).nextElementSibling?.textContent).toBe(day);
  });

  it('a cancelled order was ordered all the same: its first milestone is done', async () => {
    await show(parcel({ status: 'cancelled', statusName: 'Отменён' }));
    const steps = within(screen.getByTestId('track-milestones')).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('Оформлен (выполнено)');
    expect(steps[1]).toHaveTextContent('(ещё не выполнено)');
    // Nor does it promise a delivery any more.
    expect(screen.queryByText(/05\.12\.2026/)).toBeNull();
  });

  it('a refused track number says why in the language switched to, not the one it was asked in', async () => {
    const invalid = TRACK_MESSAGES.checksum;
    const refused = new ApiError(
      400,
      { errorCode: 'VALIDATION', message: 'Проверьте введённые данные', fields: { id: invalid.ru }, fieldTexts: { id: invalid } },
      '',
    );
    await loadLanguage('ru');
    await loadTexts('tracking');
    await renderWithApp(<TrackResult loading={false} error={refused} />, { lang: 'ru' });
    expect(screen.getByRole('alert')).toHaveTextContent(invalid.ru);
    try {
      await act(() => changeLanguage('kk'));
      expect(screen.getByRole('alert')).toHaveTextContent(invalid.kk);
      await act(() => changeLanguage('en'));
      expect(screen.getByRole('alert')).toHaveTextContent(invalid.en);
    } finally {
      await act(() => changeLanguage('ru'));
    }
  });

  it('too many unknown numbers: the wait is said in the language switched to, with its minutes', async () => {
    const wait = { ru: '', kk: '', en: '' };
    for (const lang of ['ru', 'kk', 'en'] as const) wait[lang] = fillText(TRACKING_MESSAGES.retryIn[lang], { minutes: 5 });
    const slowed = new ApiError(
      429,
      errorAnswer('TRACKING_TOO_MANY_MISSES', 'ru', { description: wait.ru, descriptionTexts: wait }),
      '',
    );
    await loadLanguage('ru');
    await loadTexts('tracking');
    await renderWithApp(<TrackResult loading={false} error={slowed} />, { lang: 'ru' });
    const said = ERRORS.TRACKING_TOO_MANY_MISSES.message;
    expect(screen.getByRole('alert')).toHaveTextContent(`${said.ru} ${wait.ru}`);
    try {
      await act(() => changeLanguage('kk'));
      expect(screen.getByRole('alert')).toHaveTextContent(`${said.kk} ${wait.kk}`);
      await act(() => changeLanguage('en'));
      expect(screen.getByRole('alert')).toHaveTextContent(`${said.en} ${wait.en}`);
    } finally {
      await act(() => changeLanguage('ru'));
    }
  });
});
