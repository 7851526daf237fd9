import { claimAmountMessage } from '@jetkiz/contract';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageText } from '../../../lib/field-message.tsx';
import { changeLanguage, loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { OrderClaimsCard } from '../order-claims.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});
// Mantine's autosize textarea listens for web fonts, which jsdom has not.
Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} }, configurable: true });

const ORDER = '2f9d5f1e-7d1c-4f7e-9a51-0c1b2d3e4f50';

describe('the claim form’s amount', () => {
  it.each([
    ['99999', 'Не больше 8 200 ₸ по правилам компенсации'],
    ['0', 'Укажите сумму больше нуля'],
  ])('%s is said under the field, kept as typed, and nothing is filed', async (typed, message) => {
    await loadLanguage('ru');
    await Promise.all([loadTexts('claims'), loadTexts('payments')]);
    const fetch = mockFetch(() => ({
      body: {
        orderId: ORDER,
        deadline: '2027-01-20',
        types: [{ type: 'damage', name: 'Повреждение', maxAmount: 8200 }],
        claims: [],
      },
    }));
    await renderWithApp(<OrderClaimsCard orderId={ORDER} family="person" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Подать претензию' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Что случилось/ }), 'Коробка смята');
    const amount = screen.getByRole('textbox', { name: /Сумма требования/ });
    await userEvent.type(amount, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Отправить претензию' }));
    // The field's error (its hint above says the maximum too).
    const error = await screen.findByText((text) => text.replace(/\s/g, ' ') === message, {
      selector: '.mantine-InputWrapper-error',
    });
    expect(error).toBeInTheDocument();
    expect(amount).not.toHaveValue('8 200');
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });
});

describe('the claim form’s amount the server refused', () => {
  it('stays said under the field after a language switch, in the new language', async () => {
    await loadLanguage('ru');
    await Promise.all([loadTexts('claims'), loadTexts('payments')]);
    const said = { ru: claimAmountMessage('aboveRule', '1 000 ₸', 'ru'), kk: claimAmountMessage('aboveRule', '1 000 ₸', 'kk') };
    mockFetch((_url, init) =>
      init.method === 'POST'
        ? {
            status: 400,
            body: {
              errorCode: 'CLAIM_AMOUNT_ABOVE_RULE',
              message: 'Сумма больше допустимой по правилам компенсации',
              fields: { amount: said.ru },
              fieldTexts: { amount: { ...said, en: claimAmountMessage('aboveRule', '1,000 ₸', 'en') } },
            },
          }
        : {
            body: {
              orderId: ORDER,
              deadline: '2027-01-20',
              types: [{ type: 'damage', name: 'Повреждение', maxAmount: 8200 }],
              claims: [],
            },
          },
    );
    await renderWithApp(<OrderClaimsCard orderId={ORDER} family="person" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Подать претензию' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Что случилось/ }), 'Коробка смята');
    await userEvent.type(screen.getByRole('textbox', { name: /Сумма требования/ }), '1500');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить претензию' }));
    const underField = { selector: '.mantine-InputWrapper-error' };
    // As the page shows them (the testing library reads a no-break space as a space).
    const seen = (lang: 'ru' | 'kk') => said[lang].replace(/\s/g, ' ');
    expect(await screen.findByText(seen('ru'), underField)).toBeInTheDocument();
    try {
      await act(() => changeLanguage('kk'));
      expect(await screen.findByText(seen('kk'), underField)).toBeInTheDocument();
      expect(screen.queryByText(seen('ru'), underField)).toBeNull();
    } finally {
      await act(() => changeLanguage('ru'));
    }
  }, 30_000);
});

describe('the claim form’s photos', () => {
  const options = {
    orderId: ORDER,
    deadline: '2027-01-20',
    types: [{ type: 'damage', name: 'Повреждение', maxAmount: 8200 }],
    claims: [],
  };
  const open = async () => {
    await loadLanguage('ru');
    await Promise.all([loadTexts('claims'), loadTexts('payments')]);
    await renderWithApp(<OrderClaimsCard orderId={ORDER} family="person" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Подать претензию' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Что случилось/ }), 'Коробка смята');
    await userEvent.type(screen.getByRole('textbox', { name: /Сумма требования/ }), '1500');
  };
  const jpeg = (name: string) => new File([new Uint8Array([0x4d, 0x5a, 0x90, 0])], name, { type: 'image/jpeg' });

  it('the picker is ours: its button and «no photos» speak the page’s language, and a chosen photo is counted', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue({ close: () => undefined }));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => undefined }));
    mockFetch(() => ({ body: options }));
    await open();
    expect(screen.getByRole('button', { name: 'Выбрать фото' })).toBeInTheDocument();
    expect(screen.getByText('Фото не выбраны')).toBeInTheDocument();
    const input = screen.getByLabelText('Фотографии') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/heic,image/heif,.heic');
    expect(input.multiple).toBe(true);
    await userEvent.upload(input, jpeg('box.jpg'));
    expect(await screen.findByText('Выбрано фото: 1')).toBeInTheDocument();
    await act(() => changeLanguage('kk'));
    expect(await screen.findByRole('button', { name: 'Сурет таңдау' })).toBeInTheDocument();
    // The form being filled in survives the switch: its text and its photo are still there.
    expect(screen.getByText('Таңдалған сурет: 1')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Коробка смята')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    expect(await screen.findByRole('button', { name: 'Choose photos' })).toBeInTheDocument();
    expect(screen.queryByText('Фото не выбраны')).toBeNull();
    await act(() => changeLanguage('ru'));
    // Three languages loaded and typed into: over the default 5 s on a busy machine.
  }, 30_000);

  it('a file named .jpg that is no picture is refused when chosen, before anything is filed', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new Error('not an image')));
    const fetch = mockFetch(() => ({ body: options }));
    await open();
    await userEvent.upload(screen.getByLabelText('Фотографии'), jpeg('evil.jpg'));
    expect(await screen.findByText(/^Не удалось прочитать изображение/, { selector: '[role=alert]' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'evil.jpg' })).toBeNull();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('an SVG is refused when chosen, under the field, with the types a photo may be', async () => {
    const fetch = mockFetch(() => ({ body: options }));
    await open();
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'drawing.svg', { type: 'image/svg+xml' });
    // Past the input's own filter, as «All files» in the system's dialog is.
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Фотографии'), svg);
    expect(
      await screen.findByText('Файлы этого типа не принимаются. Выберите фото JPEG, PNG или HEIC', { selector: '[role=alert]' }),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('a photo the server refuses after the claim is filed is named, and the dialog closes on the filed claim', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue({ close() {} }));
    const warn = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    const claim = { id: 'c1', photos: [] };
    mockFetch((url, init) =>
      init.method === 'POST' && url.pathname.endsWith('/photos')
        ? { status: 400, body: { errorCode: 'IMAGE_READ_ERROR', message: 'Не удалось прочитать изображение' } }
        : init.method === 'POST'
          ? { body: claim }
          : { body: options },
    );
    await open();
    await userEvent.upload(screen.getByLabelText('Фотографии'), jpeg('broken.jpg'));
    await userEvent.click(screen.getByRole('button', { name: 'Отправить претензию' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    const said = messageText(warn.mock.lastCall?.[0].message);
    expect(said).toContain('Претензия подана, но эти фото не удалось прочитать');
    expect(said).toContain('broken.jpg');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Отправить претензию' })).toBeNull());
  });
});
