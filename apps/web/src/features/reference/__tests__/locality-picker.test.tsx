import type { LocalityOption } from '@jetkiz/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { LocalityPicker } from '../components/locality-picker.tsx';

const KARAGANDA = { kato: '351010000', name: 'Қарағанды', region: 'Қарағанды облысы' };
const KARAGAI = { kato: '114543600', name: 'Қарағай', region: 'Біржан сал ауданы, Ақмола облысы' };
const ASTANA = { kato: '710000000', name: 'Астана', region: '' };

const Harness = ({ onChange }: { onChange: (v: LocalityOption | null) => void }) => {
  const [value, setValue] = useState<LocalityOption | null>(null);
  return (
    <LocalityPicker
      label="Қайдан"
      direction="FROM"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
};

describe('locality picker', () => {
  it('asks the server as you type, in your language, and picks with the keyboard', async () => {
    const fetch = mockFetch((url) => ({ body: url.searchParams.get('name') ? [KARAGANDA, KARAGAI] : [ASTANA] }));
    const onChange = vi.fn();
    await renderWithApp(<Harness onChange={onChange} />, { lang: 'kk' });
    const input = screen.getByRole('combobox', { name: 'Қайдан' });

    await userEvent.click(input);
    expect(await screen.findByRole('option', { name: /Астана/ })).toBeInTheDocument();

    await userEvent.type(input, 'Қарағ');
    expect(await screen.findByRole('option', { name: /Қарағанды/ })).toBeInTheDocument();
    const searched = fetch.mock.calls.map(([u]) => new URL(String(u), 'http://x'));
    const last = searched.at(-1);
    expect(last?.pathname).toBe('/api/calc/public/nsi/direction');
    expect(last?.searchParams.get('type')).toBe('FROM');
    expect(last?.searchParams.get('name')).toBe('Қарағ');
    expect(new Headers(fetch.mock.calls.at(-1)?.[1]?.headers).get('accept-language')).toBe('KZ');

    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(KARAGANDA);
    expect(input).toHaveValue('Қарағанды');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAccessibleDescription('Қарағанды облысы');
  });

  it('says so when nothing matches, and Escape restores the chosen name', async () => {
    mockFetch((url) => ({ body: url.searchParams.get('name') === 'Астана' || !url.searchParams.get('name') ? [ASTANA] : [] }));
    const onChange = vi.fn();
    await renderWithApp(<Harness onChange={onChange} />, { lang: 'ru' });
    const input = screen.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('option', { name: /Астана/ }));
    expect(onChange).toHaveBeenLastCalledWith(ASTANA);

    await userEvent.clear(input);
    await userEvent.type(input, 'Zzzz');
    expect(await screen.findByText('Населённый пункт не найден')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(input).toHaveValue('Астана'));
  });
});
