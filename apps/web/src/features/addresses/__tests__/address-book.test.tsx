import { ORDER_MESSAGES } from '@jetkiz/contract';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { AddressBook } from '../components/address-book.tsx';
import { AddressForm } from '../components/address-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const texts = async (lang: 'ru' | 'kk' | 'en') => {
  await loadLanguage(lang);
  await Promise.all([loadTexts('orders'), loadTexts('account')]);
};

const saved = (id: number, name: string) => ({
  id,
  name,
  streetAbbrId: 1,
  street: 'Абая',
  house: '52',
  flat: null,
  office: null,
  kato: '751110000',
  locality: 'Алматы',
  graph: 'Пн–Пт 9:00–18:00',
  address: 'Алматы, Абая, 52',
});

/** The «Внимание» notification's title in Kazakh and English (spec §8). */
const WARNING = { kk: 'Назар аударыңыз', en: 'Attention' } as const;

describe('the address form', () => {
  it.each([
    ['ru', 'Укажите название объекта', 'Укажите населённый пункт', 'Внимание'],
    ['kk', 'Нысан атауын көрсетіңіз', 'Елді мекенді көрсетіңіз', WARNING.kk],
    ['en', 'Enter the name of the place', 'Choose the locality', WARNING.en],
  ] as const)(
    'in %s refuses an empty address with the API rule, under the fields and in one «Внимание» warning, without a call',
    async (lang, name, locality, warning) => {
      await texts(lang);
      const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
      const fetch = mockFetch(() => ({ body: [] }));
      await renderWithApp(<AddressForm address={null} onSaved={() => {}} />, { lang });
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: /Сохранить|Сақтау|Save/ }));
      expect(await screen.findByText(name)).toBeInTheDocument();
      expect(screen.getByText(locality)).toBeInTheDocument();
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
      // Spec §8: client validation errors are a notification titled «Внимание»; five empty fields are one, counted.
      expect(show).toHaveBeenCalledTimes(1);
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: warning, color: 'yellow' }));
    },
  );

  it('says its messages again in the language switched to (ru → kk → en)', async () => {
    await texts('ru');
    mockFetch(() => ({ body: [] }));
    await renderWithApp(<AddressForm address={null} onSaved={() => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Сохранить' }));
    const shown = [ORDER_MESSAGES.addressName, ORDER_MESSAGES.streetType, ORDER_MESSAGES.building, ORDER_MESSAGES.locality];
    for (const message of shown) expect(await screen.findByText(message.ru)).toBeInTheDocument();
    for (const lang of ['kk', 'en'] as const) {
      await act(() => changeLanguage(lang));
      for (const message of shown) expect(screen.getByText(message[lang])).toBeInTheDocument();
      expect(screen.queryByText(ORDER_MESSAGES.addressName.ru)).toBeNull();
    }
    await act(() => changeLanguage('ru'));
  });

  it('says the locality’s error as every field’s, in the same red, tied to its input', async () => {
    await texts('ru');
    mockFetch(() => ({ body: [] }));
    await renderWithApp(<AddressForm address={null} onSaved={() => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Сохранить' }));
    const nameError = await screen.findByText(ORDER_MESSAGES.addressName.ru);
    const localityError = screen.getByText(ORDER_MESSAGES.locality.ru);
    // One kind of element, one colour: a hand-made line under the picker was a darker red (red.9) than the fields'.
    expect(localityError.className).toBe(nameError.className);
    expect(localityError.getAttribute('style')).toBe(nameError.getAttribute('style'));
    expect(screen.getByRole('combobox', { name: /Населённый пункт/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('clears a field message as soon as the field is fixed', async () => {
    await texts('ru');
    mockFetch(() => ({ body: [] }));
    await renderWithApp(<AddressForm address={null} onSaved={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Укажите название объекта');
    await user.type(screen.getByLabelText(/Название объекта/), 'Склад');
    await waitFor(() => expect(screen.queryByText('Укажите название объекта')).not.toBeInTheDocument());
    expect(screen.getByText('Укажите название улицы')).toBeInTheDocument();
  });
});

describe('the address book', () => {
  it('asks for ten addresses a page, zero-based, and shows the next page', async () => {
    await texts('ru');
    const fetch = mockFetch((url) =>
      url.pathname.endsWith('/address')
        ? { body: { content: [saved(1, `Склад ${url.searchParams.get('page')}`)], totalElements: 12 } }
        : { body: [] },
    );
    await renderWithApp(<AddressBook />);
    expect(await screen.findByText('Склад 0')).toBeInTheDocument();
    const first = fetch.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .find((url) => url.pathname.endsWith('/address'));
    expect(first?.searchParams.get('page')).toBe('0');
    expect(first?.searchParams.get('pageSize')).toBe('10');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Страница 2' }));
    expect(await screen.findByText('Склад 1')).toBeInTheDocument();
  });

  it('goes back a page when the last address of the last page is deleted, instead of «none yet» under «Адресов: 10»', async () => {
    await texts('ru');
    let book = Array.from({ length: 11 }, (_, i) => saved(i + 1, `Склад ${i + 1}`));
    mockFetch((url, init) => {
      if (!url.pathname.endsWith('/address')) return { body: [] };
      if (init.method === 'DELETE') {
        book = book.filter((a) => a.id !== Number(url.searchParams.get('id')));
        return { body: { content: book.slice(0, 10), totalElements: book.length } };
      }
      const page = Number(url.searchParams.get('page'));
      return { body: { content: book.slice(page * 10, page * 10 + 10), totalElements: book.length } };
    });
    await renderWithApp(<AddressBook />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Страница 2' }));
    await user.click(await screen.findByRole('button', { name: 'Удалить: Склад 11' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Адресов: 10')).toBeInTheDocument();
    expect(await screen.findByText('Склад 1')).toBeInTheDocument();
    expect(screen.queryByText('Адресов пока нет')).toBeNull();
  });

  it.each([
    ['ru', 'Алматы', 'улица', 'Алматы, улица Абая, 52, офис 4'],
    ['en', 'Almaty', 'street', 'Almaty, Абая Street, 52, office 4'],
  ] as const)(
    'writes the address in %s as the order pages do, not the Russian line stored at saving',
    async (lang, locality, type, line) => {
      await texts(lang);
      mockFetch((url) =>
        url.pathname.endsWith('/address')
          ? { body: { content: [{ ...saved(1, 'Склад'), locality, office: '4' }], totalElements: 1 } }
          : url.pathname.endsWith('/street/abbr')
            ? { body: [{ id: 1, name: type }] }
            : { body: [] },
      );
      await renderWithApp(<AddressBook />, { lang });
      expect(await screen.findByText(line)).toBeInTheDocument();
      expect(screen.queryByText('Алматы, Абая, 52')).not.toBeInTheDocument();
    },
  );
});
