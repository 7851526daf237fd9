import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { ParcelStep } from '../components/wizard/parcel-step.tsx';
import { emptyWizard } from '../components/wizard/wizard-form.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const COMPANY = 'company';
const Parcel = ({ productSign }: { productSign: string | null }) => {
  const form = useForm({ initialValues: emptyWizard(productSign) });
  return <ParcelStep form={form} priority role={COMPANY} promo={null} onPromo={() => undefined} />;
};

/** A priority order's product sign is its quote's: an «Express» order at a «Standard» price is refused by the server. */
describe('the product sign of a priority order', { timeout: 30_000 }, () => {
  it('is the quote’s, shown and not changed', async () => {
    mockFetch(() => ({ body: [] }));
    await loadLanguage('ru');
    await Promise.all([loadTexts('orders'), loadTexts('account')]);
    await renderWithApp(<Parcel productSign="2" />);
    const [sign] = await screen.findAllByLabelText(/^Продукт/, { selector: 'input' }, { timeout: 5_000 });
    expect(sign).toHaveValue('Экспресс');
    // A read-only field, not a list to choose another sign from.
    expect(sign).toHaveAttribute('readonly');
    expect(sign).not.toHaveAttribute('aria-haspopup');
  });
});
