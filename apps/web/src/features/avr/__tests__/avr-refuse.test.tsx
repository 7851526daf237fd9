import type { AvrDetail } from '@jetkiz/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { RefuseDialog } from '../components/avr-detail.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('ru');
});

// Mantine's autosize textarea listens for web fonts, which jsdom has not.
Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} }, configurable: true });

const act10 = { id: 'a1', number: 'АВР-2026-000001' } as AvrDetail;

describe('the act-refusal form after a language switch', () => {
  it('says «too short» again in Kazakh, then in English', async () => {
    const fetch = mockFetch(() => ({ body: {} }));
    await loadLanguage('ru');
    await loadTexts('account');
    await renderWithApp(<RefuseDialog act={act10} opened onClose={() => {}} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Причина отказа/), 'коротко');
    await user.click(screen.getByRole('button', { name: 'Отказаться' }));
    expect(await screen.findByText('Напишите причину не короче 10 символов.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await act(() => changeLanguage('kk'));
    expect(screen.getByText('Себебін кемінде 10 таңбамен жазыңыз.')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    expect(screen.getByText('Write a reason of at least 10 characters.')).toBeInTheDocument();
    expect(screen.queryByText('Напишите причину не короче 10 символов.')).toBeNull();
  });
});
