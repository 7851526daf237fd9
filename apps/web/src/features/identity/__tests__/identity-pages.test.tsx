import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/router.tsx';
import { messageText } from '../../../lib/field-message.tsx';
import { loadLanguage } from '../../../lib/i18n.ts';
import { sessionStore } from '../../../lib/session.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { CodeForm } from '../components/code-form.tsx';
import { PhoneInput } from '../components/phone-input.tsx';

afterEach(() => {
  sessionStore.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('registration page', () => {
  it('checks the form before any call: each failure sits under its field, and a «Внимание» notification counts them', async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    const fetch = mockFetch(() => ({ body: {} }));
    await renderWithApp(<AppRoutes />, { path: '/register' });
    await userEvent.click(await screen.findByRole('button', { name: 'Зарегистрироваться' }, { timeout: 5_000 }));
    expect(fetch).not.toHaveBeenCalled();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Внимание' }));
    expect(messageText(show.mock.lastCall?.[0].message)).toMatch(/^Проверьте поля, отмеченные красным: \d+$/);
    // The eye buttons of both password fields are named in the page's language, not Mantine's English.
    expect(screen.getAllByRole('button', { name: 'Показать или скрыть пароль' })).toHaveLength(2);
    expect(screen.getByLabelText(/^ИИН/)).toHaveAccessibleDescription('Обязательное поле');

    await userEvent.type(screen.getByLabelText(/^ИИН/), '850722400009');
    expect(screen.getByLabelText(/^ИИН/)).not.toHaveAccessibleDescription('Обязательное поле');
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(screen.getByLabelText(/^ИИН/)).toHaveAccessibleDescription('Неверный ИИН');
  });

  it('says the fields’ problems again in the language switched to', async () => {
    vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    mockFetch(() => ({ body: {} }));
    await renderWithApp(<AppRoutes />, { path: '/register' });
    await userEvent.click(await screen.findByRole('button', { name: 'Зарегистрироваться' }, { timeout: 5_000 }));
    expect(screen.getByLabelText(/^ИИН/)).toHaveAccessibleDescription('Обязательное поле');
    try {
      await act(() => loadLanguage('kk'));
      await waitFor(() => expect(screen.getByLabelText(/^ЖСН/)).toHaveAccessibleDescription('Міндетті өріс'));
    } finally {
      await act(() => loadLanguage('ru'));
    }
  });

  it.each([
    ['a new code is texted', { body: { code: 'CREATED', message: 'ok', resendAfterSeconds: 60 } }],
    // The code's page was reloaded (the draft lives in memory) and the form sent again: the code texted is still good.
    [
      'a code was texted under a minute ago',
      { status: 429, body: { errorCode: 'IDENTITY_CODE_COOLDOWN', message: 'Новый код можно запросить через минуту' } },
    ],
  ])(
    'sends a valid person form and moves on to the code when %s',
    async (_, answer) => {
      const show = vi.spyOn(notifications, 'show');
      const fetch = mockFetch(() => answer);
      await renderWithApp(<AppRoutes />, { path: '/register' });
      await screen.findByRole('button', { name: 'Зарегистрироваться' }, { timeout: 5_000 });
      await userEvent.type(screen.getByLabelText(/^Фамилия/), 'Сәрсенова');
      await userEvent.type(screen.getByLabelText(/^Имя/), 'Айгерім');
      await userEvent.type(screen.getByLabelText(/^ИИН/), '850722400008');
      await userEvent.type(screen.getByLabelText(/^Номер телефона/), '87015554433');
      await userEvent.type(screen.getByLabelText(/^Электронная почта/), 'a@mail.kz');
      const [password, repeat] = document.querySelectorAll<HTMLInputElement>('input[autocomplete="new-password"]');
      if (!password || !repeat) throw new Error('no password fields');
      await userEvent.type(password, 'Qwerty12');
      expect(screen.getByText('Надёжность пароля: хороший')).toBeInTheDocument();
      await userEvent.type(repeat, 'Qwerty12');
      await userEvent.click(screen.getByRole('checkbox', { name: /персональных данных/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
      await screen.findByRole('heading', { name: 'Подтверждение номера' }, { timeout: 5_000 });
      const [url, init] = fetch.mock.calls[0] ?? [];
      expect(String(url)).toBe('/api/identity/public/registration/register-person');
      expect(JSON.parse(String(init?.body))).toMatchObject({
        username: '77015554433',
        iin: '850722400008',
        password: 'Qwerty12',
      });
      expect(screen.getByText('Мы отправили 4-значный код на номер +7 (701) 555 44 33.')).toBeInTheDocument();
      expect(show).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Ошибка' }));
    },
    30_000,
  );
});

describe('company registration', () => {
  it('registers an individual entrepreneur by the owner IIN (entity type 1)', async () => {
    const fetch = mockFetch(() => ({ body: { code: 'ALREADY_CREATED', message: 'ok', resendAfterSeconds: 60 } }));
    await renderWithApp(<AppRoutes />, { path: '/register' });
    await userEvent.click(await screen.findByRole('radio', { name: 'Компания или ИП' }, { timeout: 5_000 }));
    await userEvent.click(screen.getByRole('radio', { name: 'Индивидуальный предприниматель' }));
    await userEvent.type(screen.getByLabelText(/^ИИН предпринимателя/), '900115300003');
    await userEvent.type(screen.getByLabelText(/^Наименование организации/), 'ИП Ахметов');
    await userEvent.type(screen.getByLabelText(/^Юридический адрес/), 'г. Астана, ул. Кенесары, 1');
    await userEvent.type(screen.getByLabelText(/^Фамилия/), 'Ахметов');
    await userEvent.type(screen.getByLabelText(/^Имя/), 'Ерлан');
    await userEvent.type(screen.getByLabelText(/^Номер телефона/), '7775554433');
    await userEvent.type(screen.getByLabelText(/^Электронная почта/), 'ie@mail.kz');
    const [password, repeat] = document.querySelectorAll<HTMLInputElement>('input[autocomplete="new-password"]');
    if (!password || !repeat) throw new Error('no password fields');
    await userEvent.type(password, 'Qwerty12');
    await userEvent.type(repeat, 'Qwerty12');
    await userEvent.click(screen.getByRole('checkbox', { name: /персональных данных/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await screen.findByRole('heading', { name: 'Подтверждение номера' }, { timeout: 5_000 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/identity/public/registration/register-company');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      entityType: 1,
      bin: '900115300003',
      name: 'ИП Ахметов',
      username: '77775554433',
    });
  }, 30_000);
});

describe('sign-in page', () => {
  it('shows the server refusal on the form (a 401 stays silent elsewhere) and signs in to the cabinet', async () => {
    let attempt = 0;
    mockFetch((url) => {
      if (url.pathname.endsWith('/public/auth')) {
        attempt++;
        return attempt === 1
          ? { status: 401, body: { errorCode: 'IDENTITY_BAD_CREDENTIALS', message: 'Неверный номер телефона или пароль' } }
          : { body: { access_token: 'a', refresh_token: 'r', expires_in: 900, token_type: 'Bearer', role: 'person' } };
      }
      return {
        body: {
          phone: '77015554433',
          userType: 'person',
          role: 'person',
          entityType: null,
          firstName: 'Айгерім',
          lastName: 'Сәрсенова',
          email: 'a@mail.kz',
          iin: null,
          bin: null,
          name: null,
          legalAddress: null,
          blocked: { reason: 'Долг', since: '2026-11-01T00:00:00Z' },
          createdAt: '2026-11-01T00:00:00Z',
        },
      };
    });
    await renderWithApp(<AppRoutes />, { path: '/login' });
    await userEvent.type(await screen.findByLabelText(/^Номер телефона/, undefined, { timeout: 5_000 }), '7015554433');
    await userEvent.type(document.querySelector('input[autocomplete="current-password"]') as HTMLInputElement, 'Qwerty12');
    await userEvent.click(screen.getAllByRole('button', { name: 'Войти' }).at(-1) as HTMLElement);
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный номер телефона или пароль');
    await userEvent.click(screen.getAllByRole('button', { name: 'Войти' }).at(-1) as HTMLElement);
    await screen.findByRole('heading', { name: 'Личный кабинет' }, { timeout: 5_000 });
    expect(sessionStore.get()).toMatchObject({ token: 'a', phone: '77015554433', role: 'person' });
    expect(await screen.findByText(/Причина: Долг/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Укажите ИИН' })).toBeInTheDocument();
    // Blocked: no «new order» call to make an order the API would refuse, nor an invitation to a first one.
    expect(screen.queryByRole('heading', { name: 'Оформить новый заказ' })).toBeNull();
    expect(await screen.findByText('Заказов пока нет.')).toBeInTheDocument();
    expect(screen.queryByText(/оформите первый заказ/)).toBeNull();
  });

  it('shows a blocked customer the block on the order form, not four steps the API would refuse', async () => {
    sessionStore.set({
      token: 't',
      refreshToken: 'r',
      expiresIn: 3600,
      createdAt: Date.now(),
      phone: '77015554433',
      role: 'person',
      partner: false,
    });
    mockFetch(() => ({
      body: {
        phone: '77015554433',
        userType: 'person',
        role: 'person',
        firstName: 'Айгерім',
        lastName: 'Сәрсенова',
        blocked: { reason: 'Долг', since: '2026-11-01T00:00:00Z' },
      },
    }));
    await renderWithApp(<AppRoutes />, { path: '/cabinet/orders/new' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Оформление заказа' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('Пока аккаунт заблокирован, оформить заказ нельзя.')).toBeInTheDocument();
    // The frame's banner says why, once.
    expect(await screen.findAllByText(/Причина: Долг/)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'В личный кабинет' })).toBeInTheDocument();
    expect(screen.queryByText(/Сначала выберите тариф/)).toBeNull();
  }, 30_000);
});

describe('components', () => {
  it('formats the phone into the mask as it is typed', async () => {
    const onChange = vi.fn();
    await renderWithApp(<PhoneInput label="Телефон" value="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Телефон'), { target: { value: '87015554433' } });
    expect(onChange).toHaveBeenLastCalledWith('+7 (701) 555 44 33');
  });

  it('counts down to resending the code in minutes and seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onResend = vi.fn(async () => undefined);
    await renderWithApp(<CodeForm submitLabel="Подтвердить" pending={false} onSubmit={() => {}} onResend={onResend} />);
    expect(screen.getByRole('timer')).toHaveTextContent('Отправить код повторно через 1:00');
    act(() => vi.advanceTimersByTime(45_000));
    expect(screen.getByRole('timer')).toHaveTextContent('через 0:15');
    act(() => vi.advanceTimersByTime(16_000));
    fireEvent.click(screen.getByRole('button', { name: 'Отправить код повторно' }));
    expect(onResend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('1:00'));
  });
});

describe('password recovery page', () => {
  it('asks for the 6-digit code of the request the server named, and sends that request id with it', async () => {
    const requestId = '5b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const fetch = mockFetch((url) =>
      url.pathname.endsWith('/confirm-code')
        ? { body: { message: 'Пароль успешно изменён' } }
        : { body: { message: 'ok', resendAfterSeconds: 600, requestId } },
    );
    await renderWithApp(<AppRoutes />, { path: '/recovery' });
    await screen.findByRole('heading', { name: 'Восстановление пароля' }, { timeout: 5_000 });
    await userEvent.type(screen.getByLabelText(/^Номер телефона/), '87015554433');
    const [password, repeat] = document.querySelectorAll<HTMLInputElement>('input[autocomplete="new-password"]');
    if (!password || !repeat) throw new Error('no password fields');
    await userEvent.type(password, 'Recovered1');
    await userEvent.type(repeat, 'Recovered1');
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    await screen.findByText(/мы отправили на него 6-значный код/, {}, { timeout: 5_000 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/identity/public/change-password');
    expect(JSON.parse(String(init?.body))).toEqual({ phoneNumber: '77015554433', newPassword: 'Recovered1' });
    // The countdown follows the server's wait (recovery's waits grow).
    expect(screen.getByRole('timer')).toHaveTextContent('через 10:00');

    const submit = screen.getByRole('button', { name: 'Сменить пароль' });
    await userEvent.type(screen.getByLabelText(/^Код из SMS/), '1234');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Код из SMS/), '5678');
    expect(screen.getByLabelText(/^Код из SMS/)).toHaveValue('123456');
    await userEvent.click(submit);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const [confirmUrl, confirmInit] = fetch.mock.calls[1] ?? [];
    expect(String(confirmUrl)).toBe('/api/identity/public/change-password/confirm-code');
    expect(JSON.parse(String(confirmInit?.body))).toEqual({
      phoneNumber: '77015554433',
      code: '123456',
      userType: 'person',
      requestId,
    });
  }, 30_000);
});
