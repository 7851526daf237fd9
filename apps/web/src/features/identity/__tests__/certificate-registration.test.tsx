import type { UserData } from '@jetkiz/contract';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/router.tsx';
import { loadTexts } from '../../../lib/i18n.ts';
import { FakeSocket, ncaLayer } from '../../../testing/fake-ncalayer.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { closeSigners } from '../../signature/index.ts';
import { CompanyVerificationCard } from '../components/company-verification-card.tsx';

beforeAll(() => {
  // ncalayer-js-client takes the global WebSocket when it first loads.
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  closeSigners();
  ncaLayer.reset();
  vi.restoreAllMocks();
});

const XML = '<registration><nonce>n-1</nonce></registration>';
const ENTREPRENEUR = {
  iin: '900115300003',
  bin: null,
  firstName: 'Ерлан',
  lastName: 'Ахметов',
  organization: null,
  individual: true,
};
const CONFIG = { mapTileUrl: null, mapAttribution: null, carriers: [], ncalayerUrl: 'ws://127.0.0.1:13579' };

/** The API: the one-time XML, the verification of the signed one (or a refusal), registration. */
const api = (refusal?: { status: number; body: object }) =>
  mockFetch((url) => {
    if (url.pathname === '/api/site/public/config') return { body: CONFIG };
    if (url.pathname.endsWith('/xml/get-data-for-sign')) return { body: { message: XML, expiresInSeconds: 300 } };
    if (url.pathname.endsWith('/xml/get-data-from-sign')) {
      return refusal ?? { body: { data: ENTREPRENEUR, signatureToken: 'token-1' } };
    }
    if (url.pathname.endsWith('/register-company')) return { body: { code: 'CREATED', message: 'ok', resendAfterSeconds: 60 } };
    return { body: {} };
  });
const calls = (fetch: ReturnType<typeof mockFetch>, path: string) =>
  fetch.mock.calls.filter(([url]) => String(url).endsWith(path)).map(([, init]) => JSON.parse(String(init?.body ?? '{}')));

const openCompanyForm = async (entityType: 'Индивидуальный предприниматель' | 'Юридическое лицо') => {
  await renderWithApp(<AppRoutes />, { path: '/register' });
  await userEvent.click(await screen.findByRole('radio', { name: 'Компания или ИП' }, { timeout: 5_000 }));
  await userEvent.click(screen.getByRole('radio', { name: entityType }));
};

describe('registration with a digital signature', () => {
  it('fills and locks BIN/IIN, organisation and names from the certificate, and registers with the signature token', async () => {
    const fetch = api();
    await openCompanyForm('Индивидуальный предприниматель');
    await userEvent.click(screen.getByRole('button', { name: 'Подписать в NCALayer' }));
    await screen.findByText('Данные взяты из сертификата: Ахметов Ерлан', undefined, { timeout: 5_000 });

    // Signed in NCALayer with an individual's key (entity type 1), then verified by the server with that type.
    const signed = ncaLayer.requests.find((r) => r.module === 'kz.gov.pki.knca.basics');
    expect(signed?.args).toMatchObject({
      format: 'xml',
      data: XML,
      signerParams: { extKeyUsageOids: expect.arrayContaining(['1.2.398.3.3.4.1.1']) },
    });
    expect(calls(fetch, '/xml/get-data-from-sign')).toEqual([
      { entityType: 1, xmlData: '<registration><nonce>n-1</nonce><ds:Signature>fake</ds:Signature></registration>' },
    ]);
    const iin = screen.getByLabelText(/^ИИН предпринимателя/);
    expect(iin).toHaveValue('900115300003');
    expect(iin).toHaveAttribute('readonly');
    expect(iin).toHaveAccessibleDescription('Из сертификата ЭЦП');
    expect(screen.getByLabelText(/^Наименование организации/)).toHaveValue('ИП Ахметов Ерлан');
    expect(screen.getByLabelText(/^Фамилия/)).toHaveValue('Ахметов');
    expect(screen.getByLabelText(/^Имя/)).toHaveAttribute('readonly');
    expect(screen.getByRole('radio', { name: 'Юридическое лицо' })).toBeDisabled();

    // The user adds what a certificate does not hold.
    await userEvent.type(screen.getByLabelText(/^Юридический адрес/), 'г. Астана, ул. Кенесары, 1');
    await userEvent.type(screen.getByLabelText(/^Номер телефона/), '7055990011');
    await userEvent.type(screen.getByLabelText(/^Электронная почта/), 'ie@mail.kz');
    const [password, repeat] = document.querySelectorAll<HTMLInputElement>('input[autocomplete="new-password"]');
    if (!password || !repeat) throw new Error('no password fields');
    await userEvent.type(password, 'Qwerty12');
    await userEvent.type(repeat, 'Qwerty12');
    await userEvent.click(screen.getByRole('checkbox', { name: /персональных данных/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await screen.findByRole('heading', { name: 'Подтверждение номера' }, { timeout: 5_000 });
    expect(calls(fetch, '/register-company')).toEqual([
      expect.objectContaining({
        entityType: 1,
        bin: '900115300003',
        name: 'ИП Ахметов Ерлан',
        lastName: 'Ахметов',
        firstName: 'Ерлан',
        legalAddress: 'г. Астана, ул. Кенесары, 1',
        username: '77055990011',
        signatureToken: 'token-1',
      }),
    ]);
  }, 30_000);

  it("shows the spec's message when NCALayer is not running, with the install link and a retry that works", async () => {
    const fetch = api();
    ncaLayer.state.mode = 'down';
    await openCompanyForm('Юридическое лицо');
    await userEvent.click(screen.getByRole('button', { name: 'Подписать в NCALayer' }));
    const alert = await screen.findByRole('alert', undefined, { timeout: 5_000 });
    expect(alert).toHaveTextContent(
      'Нет соединения с локальным приложением для подписи: убедитесь, что оно запущено, и повторите попытку',
    );
    expect(screen.getByRole('link', { name: 'Установить NCALayer' })).toHaveAttribute('href', 'https://ncl.pki.gov.kz/');
    // No one-time XML is asked for while NCALayer cannot sign it.
    expect(calls(fetch, '/xml/get-data-for-sign')).toEqual([]);

    ncaLayer.state.mode = 'running';
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await screen.findByText('Данные взяты из сертификата: Ахметов Ерлан', undefined, { timeout: 5_000 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 30_000);

  it("shows the server's refusal of the certificate in the caller's language, and no toast", async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    api({
      status: 400,
      body: { errorCode: 'SIGNATURE_LEGAL_ENTITY_REQUIRED', message: 'Сертификат должен принадлежать юридическому лицу' },
    });
    await openCompanyForm('Юридическое лицо');
    await userEvent.click(screen.getByRole('button', { name: 'Подписать в NCALayer' }));
    const alert = await screen.findByRole('alert', undefined, { timeout: 5_000 });
    expect(alert).toHaveTextContent('Подпись не принята');
    expect(alert).toHaveTextContent('Сертификат должен принадлежать юридическому лицу');
    expect(show).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^БИН/)).not.toHaveAttribute('readonly');
  }, 30_000);

  it('leaves the form as it was when the user cancels in NCALayer', async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    const fetch = api();
    ncaLayer.state.next = 'cancel';
    await openCompanyForm('Юридическое лицо');
    await userEvent.type(screen.getByLabelText(/^БИН/), '180340021');
    await userEvent.click(screen.getByRole('button', { name: 'Подписать в NCALayer' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Подписать в NCALayer' })).toBeEnabled());
    await waitFor(() => expect(ncaLayer.requests.some((r) => r.module === 'kz.gov.pki.knca.basics')).toBe(true));
    await waitFor(() => expect(screen.queryByText('Подпишите документ в окне NCALayer…')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(show).not.toHaveBeenCalled();
    expect(calls(fetch, '/xml/get-data-from-sign')).toEqual([]);
    expect(screen.getByLabelText(/^БИН/)).toHaveValue('180340021');
  }, 30_000);
});

const COMPANY: UserData = {
  phone: '77055990022',
  userType: 'company',
  role: 'company',
  entityType: 2,
  firstName: 'Ерлан',
  lastName: 'Ахметов',
  email: 'co@mail.kz',
  iin: null,
  bin: '180340021725',
  name: 'ТОО «Жетісу Логистик»',
  legalAddress: 'Алматы',
  blocked: null,
  createdAt: '2026-11-01T10:00:00Z',
  verified: null,
  companyAccess: { owner: true, roles: [], organizationName: 'ТОО «Жетісу Логистик»' },
};

describe('the cabinet: a company verified by digital signature', () => {
  it('verifies a company registered by the typed form with its key, and says so', async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    const fetch = mockFetch((url) => {
      if (url.pathname === '/api/site/public/config') return { body: CONFIG };
      if (url.pathname.endsWith('/company/verification/xml')) return { body: { message: XML, expiresInSeconds: 300 } };
      if (url.pathname.endsWith('/company/verification')) {
        return {
          body: { ...COMPANY, verified: { at: '2026-11-24T05:00:00Z', signer: 'АХМЕТОВ ЕРЛАН', offerVersion: '2026-01' } },
        };
      }
      return { body: {} };
    });
    await loadTexts('account');
    await renderWithApp(<CompanyVerificationCard user={COMPANY} />);
    expect(screen.getByRole('heading', { name: 'Подтвердите компанию ЭЦП' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить ЭЦП' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Проверка прошла успешно' })));
    expect(ncaLayer.requests.find((r) => r.module === 'kz.gov.pki.knca.basics')?.args).toMatchObject({
      signerParams: { extKeyUsageOids: expect.arrayContaining(['1.2.398.3.3.4.1.2']) },
    });
    expect(calls(fetch, '/company/verification')).toEqual([
      { xmlData: '<registration><nonce>n-1</nonce><ds:Signature>fake</ds:Signature></registration>' },
    ]);
  }, 30_000);

  it('shows who signed, when, and the offer version; an employee without the right cannot verify', async () => {
    mockFetch(() => ({ body: CONFIG }));
    await loadTexts('account');
    const { unmount } = await renderWithApp(
      <CompanyVerificationCard
        user={{ ...COMPANY, verified: { at: '2026-11-24T05:00:00Z', signer: 'АХМЕТОВ ЕРЛАН', offerVersion: '2026-01' } }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Компания подтверждена ЭЦП' })).toBeInTheDocument();
    expect(screen.getByText('АХМЕТОВ ЕРЛАН')).toBeInTheDocument();
    expect(screen.getByText('2026-01')).toBeInTheDocument();
    unmount();

    await renderWithApp(
      <CompanyVerificationCard
        user={{ ...COMPANY, companyAccess: { owner: false, roles: ['finance'], organizationName: null } }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Подтвердить ЭЦП' })).not.toBeInTheDocument();
    expect(screen.getByText('Подтвердить компанию может её владелец или администратор.')).toBeInTheDocument();
  }, 30_000);
});
