import { Modal } from '@mantine/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../../app/router.tsx';
import { Milestones } from '../../../features/tracking/index.ts';
import { loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { RouteProgress, trackPageLoad } from '../route-progress.tsx';

describe('the shell (issue 15: loading and accessibility)', () => {
  it('closes the phone menu with Escape (the journey checks the focus goes back to the button)', async () => {
    mockFetch(() => ({ body: [] }));
    await renderWithApp(<AppRoutes />);
    // jsdom has no media queries: the phone-only button counts as hidden there, so it is found by what it controls.
    const burger = document.querySelector<HTMLButtonElement>('button[aria-controls="main-nav"]');
    if (!burger) throw new Error('no menu button');
    expect(burger).toHaveAttribute('aria-label', 'Открыть меню');
    await userEvent.click(burger);
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    expect(nav).toHaveAttribute('data-opened');
    expect(burger).toHaveAttribute('aria-label', 'Закрыть меню');
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(nav).not.toHaveAttribute('data-opened');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves the focus to the new page heading after a change of page', async () => {
    mockFetch(() => ({ body: [] }));
    await renderWithApp(<AppRoutes />);
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Вопросы и ответы' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Вопросы и ответы' }, { timeout: 5_000 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('ends every page with the offer, the policy, help links, support hours and the requisites', async () => {
    mockFetch(() => ({ body: [] }));
    await renderWithApp(<AppRoutes />);
    const footer = await screen.findByRole('contentinfo');
    const links = [
      ['Публичная оферта', '/offer'],
      ['Политика конфиденциальности', '/privacy'],
      ['База знаний', '/knowledge'],
      ['Партнёрская программа', '/partners'],
      ['Связаться с нами', '/contacts'],
    ];
    for (const [name, href] of links) expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    expect(within(footer).getByText(/ТОО «Jetkiz» · БИН 240340012341 · Республика Казахстан/)).toBeInTheDocument();
    expect(within(footer).getByText('Поддержка: Пн–Пт, 09:00–18:00')).toBeInTheDocument();
  });

  it('names a dialog’s close button in the user’s language and adds no second banner', async () => {
    await renderWithApp(
      <Modal opened onClose={() => {}} title="Адрес">
        text
      </Modal>,
      { lang: 'kk' },
    );
    expect(await screen.findByRole('button', { name: 'Жабу' })).toBeInTheDocument();
    expect(screen.queryAllByRole('banner')).toHaveLength(0);
  });

  it('shows a progress bar while a page loads, not for a blink', async () => {
    await renderWithApp(<RouteProgress />);
    let finish = () => {};
    act(() => {
      void trackPageLoad(new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(await screen.findByRole('progressbar', { name: 'Страница загружается' })).toBeInTheDocument();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});

describe('tracking milestones', () => {
  it('are an ordered list a keyboard reaches, each step saying whether it is done', async () => {
    await loadLanguage('ru');
    await loadTexts('tracking');
    await renderWithApp(<Milestones status="sent" />);
    const list = screen.getByRole('list', { name: 'Этапы доставки' });
    expect(list.tagName).toBe('OL');
    expect(list).toHaveAttribute('tabindex', '0');
    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).toHaveTextContent('Оформлен (выполнено)');
    expect(steps[4]).toHaveTextContent('Доставлен (ещё не выполнено)');
  });

  it('in a loading skeleton stay out of the keyboard’s way', async () => {
    await renderWithApp(<Milestones status="" placeholder />);
    expect(document.querySelector('ol')).not.toHaveAttribute('tabindex');
  });
});
