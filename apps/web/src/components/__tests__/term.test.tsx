import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/test-utils.tsx';
import { Term } from '../term.tsx';

describe('Term', () => {
  it('keeps the value on the line of the label’s last word: no break after the colon, none inside the value', async () => {
    // At 360 px the English penalty's label wraps; its value used to drop to a line of its own.
    await renderWithApp(
      <dl>
        <Term label="Late-payment penalty (days overdue: 3)" value={'126\u00a0₸'} />
      </dl>,
    );
    const label = screen.getByRole('term');
    const value = screen.getByRole('definition');
    expect(label.textContent).toBe('Late-payment penalty (days overdue: 3):\u00a0');
    expect(label).toHaveStyle({ display: 'inline' });
    expect(value).toHaveStyle({ display: 'inline', whiteSpace: 'nowrap' });
    // Label and value are one run of text: nothing between them where a line may break.
    expect(label.nextSibling).toBe(value);
  });
});
