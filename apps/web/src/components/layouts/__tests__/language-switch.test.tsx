import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../../app/router.tsx';
import { LANGUAGE_STORAGE_KEY } from '../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';

describe('language switch', () => {
  it('switches the whole page to Kazakh and English and remembers the choice', async () => {
    mockFetch(() => ({ body: [] }));
    await renderWithApp(<AppRoutes />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Доставка посылок и грузов по всему Казахстану');
    // The footer loads just after the page (it is below the first screen).
    expect(await screen.findByText('Поддержка: Пн–Пт, 09:00–18:00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Қазақша/ }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Бүкіл Қазақстан бойынша'), {
      timeout: 5_000,
    });
    expect(screen.getByRole('button', { name: /Қазақша/ })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('kz');
    expect(document.documentElement.lang).toBe('kk');

    await userEvent.click(screen.getByRole('button', { name: /English/ }));
    await waitFor(
      () => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Parcel and cargo delivery all over Kazakhstan'),
      { timeout: 5_000 },
    );
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});
