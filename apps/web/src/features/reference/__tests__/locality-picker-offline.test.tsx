import type { LocalityOption } from '@jetkiz/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/test-utils.tsx';
import { LocalityPicker } from '../components/locality-picker.tsx';

const Harness = () => {
  const [value, setValue] = useState<LocalityOption | null>(null);
  return <LocalityPicker label="Откуда" direction="FROM" value={value} onChange={setValue} />;
};

afterEach(() => vi.unstubAllGlobals());

describe('locality picker without the server (issue 15)', () => {
  it('says there is no connection, not «Населённый пункт не найден»', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await renderWithApp(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Откуда' });
    await userEvent.type(input, 'Алм');
    const said = await screen.findByText(/Нет соединения с сервером/, {}, { timeout: 8_000 });
    expect(said).toBeInTheDocument();
    expect(screen.queryByText('Населённый пункт не найден')).not.toBeInTheDocument();
  }, 15_000);
});
