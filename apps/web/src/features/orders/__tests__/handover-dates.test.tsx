import { type OrderDetail, PICKUP_MESSAGES } from '@jetkiz/contract';
import { createWorkCalendar } from '@jetkiz/domain';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { clearToasts } from '../../../lib/notify.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { SendCard } from '../components/order-detail/handover.tsx';

afterEach(() => {
  // A warning still on screen would be updated, not shown again, in the next test.
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const paid = {
  id: 'o-1',
  billing: 'prepaid',
  paymentStatus: 'paid',
  bookingError: null,
  bookingErrorKind: null,
} as unknown as OrderDetail;

const builtIn = createWorkCalendar();
/** The server's calendar: the built-in days off, and the ones the operator added. */
const calendarAnswer = (url: URL, extra: string[] = []) => {
  const from = url.searchParams.get('from') as string;
  const to = url.searchParams.get('to') as string;
  const days = builtIn
    .nonWorkingDays(from, to)
    .map((d) => ({ date: d.date, kind: d.kind, name: null as string | null }))
    .concat(extra.map((date) => ({ date, kind: 'transfer', name: 'Перенос выходного дня' })))
    .sort((a, b) => a.date.localeCompare(b.date));
  return { body: { from, to, complete: true, days } };
};

type Answer = { status?: number; body: unknown };
/** Answers the calendar call (with `daysOff` added) and the send call (`sent`), records the send calls. */
const server = (options: { daysOff?: string[]; calendarFails?: boolean; sent?: Answer; clock?: string } = {}) => {
  const sends: URL[] = [];
  // The server's clock, when it is not this computer's (an Almaty wall-clock time): its answers' Date header.
  const headers = options.clock ? { date: almaty(options.clock).toUTCString() } : undefined;
  const fetch = mockFetch((url) => {
    if (url.pathname === '/api/order/public/calendar')
      return options.calendarFails ? { status: 500, body: {}, headers } : { ...calendarAnswer(url, options.daysOff), headers };
    if (url.pathname.includes('/send/')) {
      sends.push(url);
      return options.sent ?? { body: { orderNum: 'JZ-1', trackNumber: 'T', carrierTrackingNumber: null, pickupDate: '' } };
    }
    return { body: [] };
  });
  return { fetch, sends };
};

/** An Almaty wall-clock time (UTC+5). */
const almaty = (time: string) => new Date(`${time}:00+05:00`);
const shown = () => (document.querySelector('.mantine-Select-input') as HTMLInputElement | null)?.value;
const SEND = /^(Передать перевозчику|Тасымалдаушыға беру|Hand over to the carrier)$/;

const open = async (lang: 'ru' | 'kk' | 'en', at: string) => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(almaty(at));
  await loadLanguage(lang);
  await loadTexts('orders');
  await loadTexts('tracking');
  await renderWithApp(<SendCard order={paid} family="person" />, { lang });
  // The server's calendar arrives.
  await act(() => vi.advanceTimersByTimeAsync(50));
};

describe('handing an order over', () => {
  it.each([
    // English in Kazakhstan too: as lib/format's date and the domain's formatDay (documents, SMS) write a day.
    ['en', /^\d{2}\.\d{2}\.\d{4} 10:00$/],
    ['ru', /^\d{2}\.\d{2}\.\d{4} 10:00$/],
  ] as const)('offers the pickup days as every date is written (%s)', async (lang, shape) => {
    await loadLanguage(lang);
    await loadTexts('orders');
    await loadTexts('tracking');
    mockFetch(() => ({ body: [] }));
    await renderWithApp(<SendCard order={paid} family="person" />, { lang });
    expect((document.querySelector('input[aria-haspopup], .mantine-Select-input') as HTMLInputElement | null)?.value).toMatch(
      shape,
    );
  });
});

describe('the pickup dates of a page left open', () => {
  it('stop offering today when the clock passes the 09:00 cut-off', async () => {
    server();
    await open('ru', '2026-12-07T08:59');
    expect(shown()).toBe('07.12.2026 10:00');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(shown()).toBe('08.12.2026 10:00');
  });

  it('are worked out again when the tab comes back the next day (its timer slept)', async () => {
    server();
    await open('ru', '2026-12-07T08:00');
    expect(shown()).toBe('07.12.2026 10:00');
    // The laptop slept: the clock moved on, no timer fired.
    vi.setSystemTime(almaty('2026-12-08T12:00'));
    act(() => {
      fireEvent.focus(window);
    });
    expect(shown()).toBe('09.12.2026 10:00');
  });

  it.each([
    ['ru', 'Выбрана некорректная дата'],
    ['kk', 'Қате күн таңдалды'],
    ['en', 'Incorrect date selected'],
  ] as const)('are checked again on sending: past the cut-off, today is not sent (%s)', async (lang, message) => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    const { sends } = server();
    await open(lang, '2026-12-07T08:50');
    vi.setSystemTime(almaty('2026-12-07T09:00'));
    fireEvent.click(screen.getByRole('button', { name: SEND }));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message, color: 'yellow' }));
    expect(sends).toHaveLength(0);
    expect(shown()).toMatch(/^08[./]12[./]2026 10:00$/);
  });
});

describe('a computer whose clock is wrong', () => {
  it('is offered the days by the server’s clock: it is past the cut-off there, though 08:00 here', async () => {
    server({ clock: '2026-12-07T10:30' });
    await open('ru', '2026-12-07T08:00');
    expect(shown()).toBe('08.12.2026 10:00');
  });

  it('set a day ahead, is still offered today while the server’s morning is before the cut-off', async () => {
    const { sends } = server({ clock: '2026-12-07T08:00' });
    await open('ru', '2026-12-08T08:00');
    expect(shown()).toBe('07.12.2026 10:00');
    fireEvent.click(screen.getByRole('button', { name: SEND }));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(sends[0]?.searchParams.get('pickupDate')).toBe('07.12.2026 10:00:00');
  });
});

describe('a pickup date the server refuses', () => {
  it.each([
    ['ru', 'Выбрана некорректная дата', 'Проверьте введённые данные'],
    ['kk', 'Қате күн таңдалды', 'Енгізілген деректерді тексеріңіз'],
    ['en', 'Incorrect date selected', 'Please check the data you entered'],
  ] as const)('says §8’s words, not «check the data» (%s)', async (lang, message, generic) => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    const { sends } = server({
      sent: { status: 400, body: { errorCode: 'VALIDATION', message: generic, fields: { pickupDate: message } } },
    });
    await open(lang, '2026-12-07T12:00');
    fireEvent.click(screen.getByRole('button', { name: SEND }));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(sends).toHaveLength(1);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message, color: 'red' }));
    expect(show).not.toHaveBeenCalledWith(expect.objectContaining({ message: generic }));
  });
});

describe('a pickup date the server refused, across a language switch', () => {
  it('stays said under the field, in the language switched to', async () => {
    vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    server({
      sent: {
        status: 400,
        body: {
          errorCode: 'VALIDATION',
          message: 'Проверьте введённые данные',
          fields: { pickupDate: PICKUP_MESSAGES.past.ru },
          fieldTexts: { pickupDate: PICKUP_MESSAGES.past },
        },
      },
    });
    await open('ru', '2026-12-07T12:00');
    fireEvent.click(screen.getByRole('button', { name: SEND }));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText(PICKUP_MESSAGES.past.ru)).toBeInTheDocument();
    try {
      await act(() => changeLanguage('kk'));
      expect(screen.getByText(PICKUP_MESSAGES.past.kk)).toBeInTheDocument();
      await act(() => changeLanguage('en'));
      expect(screen.getByText(PICKUP_MESSAGES.past.en)).toBeInTheDocument();
      expect(screen.queryByText(PICKUP_MESSAGES.past.ru)).toBeNull();
    } finally {
      await act(() => changeLanguage('ru'));
    }
  });
});

describe('the working days the pickup dates go by', () => {
  it('are the server’s: a day off the operator entered is not offered', async () => {
    const { sends } = server({ daysOff: ['2026-12-08'] });
    await open('ru', '2026-12-07T12:00');
    expect(shown()).toBe('09.12.2026 10:00');
    fireEvent.click(screen.getByRole('button', { name: SEND }));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(sends[0]?.searchParams.get('pickupDate')).toBe('09.12.2026 10:00:00');
  });

  it('are the built-in ones when the server’s calendar fails', async () => {
    server({ daysOff: ['2026-12-08'], calendarFails: true });
    await open('ru', '2026-12-07T12:00');
    expect(shown()).toBe('08.12.2026 10:00');
  });
});
