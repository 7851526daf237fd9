import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/test-utils.tsx';
import { PhoneInput } from '../components/phone-input.tsx';

const Field = () => {
  const [phone, setPhone] = useState('');
  return <PhoneInput label="Телефон" value={phone} onChange={setPhone} />;
};

const WAYS = ['+77011230001', '87011230001', '77011230001', '7011230001', '+7 (701) 123-00-01'];

describe('phone input (issue 15: every way a Kazakh mobile is typed ends in the same number)', () => {
  it.each(WAYS)('typing %j key by key shows +7 (701) 123 00 01', async (written) => {
    await renderWithApp(<Field />);
    const input = screen.getByLabelText('Телефон');
    await userEvent.type(input, written);
    expect(input).toHaveValue('+7 (701) 123 00 01');
  });

  it.each(WAYS)('pasting %j shows +7 (701) 123 00 01', async (written) => {
    await renderWithApp(<Field />);
    const input = screen.getByLabelText('Телефон');
    await userEvent.click(input);
    await userEvent.paste(written);
    expect(input).toHaveValue('+7 (701) 123 00 01');
  });

  it('pasting over a half-typed «+7 (» still reads the pasted number', async () => {
    await renderWithApp(<Field />);
    const input = screen.getByLabelText('Телефон');
    await userEvent.type(input, '8');
    expect(input).toHaveValue('+7 (');
    await userEvent.paste('+77011230001');
    expect(input).toHaveValue('+7 (701) 123 00 01');
  });

  it('Backspace deletes digits through the separators down to an empty field', async () => {
    await renderWithApp(<Field />);
    const input = screen.getByLabelText('Телефон');
    await userEvent.type(input, '7011230001');
    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('+7 (701) 123 00 0');
    await userEvent.type(input, '{Backspace}'.repeat(12));
    expect(input).toHaveValue('');
  });
});
