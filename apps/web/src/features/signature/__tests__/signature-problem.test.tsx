import { AVR_MESSAGES } from '@jetkiz/contract';
import { fillText } from '@jetkiz/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { loadTexts } from '../../../lib/i18n.ts';
import { renderWithApp } from '../../../testing/test-utils.tsx';
import { SignatureProblem } from '../components/signature-problem.tsx';

const refused = new ApiError(
  400,
  { errorCode: 'SIGNATURE_SIGNER_REQUIRED', message: 'Ключ без права подписи документов организации' },
  'x',
);

describe('a signature the server refused', () => {
  it('reads as the document names it: an act is spec §8’s «AVR document sending error» with the server’s reason', async () => {
    await renderWithApp(
      <SignatureProblem
        error={refused}
        onRetry={() => undefined}
        refusal={(reason) => fillText(AVR_MESSAGES.sendError.ru, { reason })}
      />,
    );
    await loadTexts('account');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ошибка отправки документа АВР: Ключ без права подписи документов организации',
    );
  });

  it('is the server’s reason alone elsewhere', async () => {
    await renderWithApp(<SignatureProblem error={refused} onRetry={() => undefined} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ключ без права подписи документов организации');
    expect(alert).not.toHaveTextContent('АВР');
  });
});
