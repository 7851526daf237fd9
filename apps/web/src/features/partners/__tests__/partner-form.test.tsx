import { PARTNER_DUPLICATE_FIELDS } from '@jetkiz/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { PartnerForm } from '../components/partner-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const fill = async () => {
  await userEvent.type(screen.getByRole('textbox', { name: /^Contact person/ }), 'Aigerim');
  await userEvent.type(screen.getByRole('textbox', { name: /^City/ }), 'Almaty');
  await userEvent.type(screen.getByRole('textbox', { name: /^Phone/ }), '7020112233');
  await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'shop@example.kz');
};

const open = async () => {
  await loadLanguage('en');
  await loadTexts('public');
  await renderWithApp(<PartnerForm />, { lang: 'en' });
  return screen.findByRole('button', { name: 'Send the application' });
};

describe('the partner application form', () => {
  it('sends one application when submitted twice at once (a double click)', async () => {
    const fetch = mockFetch(() => ({ status: 201, body: { id: 'a1', createdAt: '2026-11-23T10:00:00.000Z' } }));
    const submit = await open();
    await fill();
    // Both clicks land before React draws the button busy (one act: no render between them).
    act(() => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    await screen.findByText(/Application sent/);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says a repeated application under the field it repeats', async () => {
    mockFetch(() => ({
      status: 409,
      body: {
        errorCode: 'PARTNER_APPLICATION_PENDING',
        message: 'Your application has already been received and is awaiting an answer',
        fields: { phone: 'An application from this number has already been sent and is awaiting an answer' },
      },
    }));
    const submit = await open();
    await fill();
    await userEvent.click(submit);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveAccessibleDescription(
        'An application from this number has already been sent and is awaiting an answer',
      ),
    );
  });

  it('keeps the server’s word under the field after a language switch, in the new language', async () => {
    const { phone } = PARTNER_DUPLICATE_FIELDS;
    mockFetch(() => ({
      status: 409,
      body: {
        errorCode: 'PARTNER_APPLICATION_PENDING',
        message: 'Your application has already been received and is awaiting an answer',
        fields: { phone: phone.en },
        fieldTexts: { phone },
      },
    }));
    const submit = await open();
    await fill();
    await userEvent.click(submit);
    // The same input throughout: its label is said in each language too.
    const input = screen.getByRole('textbox', { name: /^Phone/ });
    const field = () => input;
    await waitFor(() => expect(field()).toHaveAccessibleDescription(phone.en));
    try {
      await act(() => changeLanguage('ru'));
      await waitFor(() => expect(field()).toHaveAccessibleDescription(phone.ru));
      await act(() => changeLanguage('kk'));
      await waitFor(() => expect(field()).toHaveAccessibleDescription(phone.kk));
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('tells a BIN typed short in the BIN’s words', async () => {
    mockFetch(() => ({ body: {} }));
    await open();
    const bin = screen.getByRole('textbox', { name: /^BIN or IIN/ });
    await userEvent.type(bin, '94014000038');
    await userEvent.tab();
    expect(bin).toHaveAccessibleDescription('The BIN must have 12 digits');
  });
});
