import type { UserData } from '@jetkiz/contract';
import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { renderWithApp } from '../../../testing/test-utils.tsx';
import { ProfileAvatar } from '../components/profile-avatar.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const user = {
  phone: '77011234567',
  userType: 'person',
  firstName: 'Айгерім',
  lastName: 'Сәрсенова',
} as UserData;

describe('the profile picture', () => {
  it.each([
    ['ru', 'Файлы этого типа не принимаются. Выберите файл JPEG, PNG или WebP'],
    ['kk', 'Бұл түрдегі файлдар қабылданбайды. JPEG, PNG немесе WebP файлын таңдаңыз'],
    ['en', 'Files of this type are not accepted. Choose a JPEG, PNG or WebP file'],
  ] as const)('in %s refuses an SVG under the button, with the types taken, and sends nothing', async (lang, message) => {
    await loadLanguage(lang);
    await loadTexts('account');
    vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    // No picture yet: the GET answers 204.
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    await renderWithApp(<ProfileAvatar user={user} />, { lang });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' });
    // Past the input's own filter, as «All files» in the system's dialog is.
    await userEvent.setup({ applyAccept: false }).upload(input, svg);
    expect(await screen.findByText(message, { selector: '[role=alert]' })).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
