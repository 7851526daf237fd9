import type { Lang } from '@jetkiz/domain';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { errorNode, errorSays } from '../../../lib/notify.ts';
import { NCALAYER_INSTALL_URL, NcaLayerFailure, NcaLayerUnavailableError } from '../lib/ncalayer.ts';

/**
 * Why a signature did not go through, beside the button that started it: NCALayer not running (spec §8's message,
 * the link to install it and a retry), NCALayer's own refusal, or the server's (each SIGNATURE_* code has its
 * message, in the caller's language).
 */
export const SignatureProblem = ({
  error,
  onRetry,
  refusal,
}: {
  error: unknown;
  onRetry: () => void;
  /** How the server's refusal reads where the document names it (an act: «Ошибка отправки документа АВР: …»). */
  refusal?: (reason: string, lang: Lang) => string;
}) => {
  const { t } = useTranslation();
  if (!error) return null;
  if (error instanceof NcaLayerUnavailableError) {
    return (
      <Alert color="red" variant="light" title={t('signature.unavailableTitle')} role="alert">
        <Stack gap="sm">
          <Text size="sm">{t('signature.unavailable')}</Text>
          <Group gap="md">
            <Button size="xs" onClick={onRetry}>
              {t('signature.retry')}
            </Button>
            <Anchor href={NCALAYER_INSTALL_URL} target="_blank" rel="noopener noreferrer" size="sm">
              {t('signature.install')}
            </Anchor>
          </Group>
        </Stack>
      </Alert>
    );
  }
  const message =
    error instanceof NcaLayerFailure
      ? t('signature.failed', { details: error.message })
      : error instanceof ApiError
        ? errorNode(error, (lang) => (refusal ?? ((reason: string) => reason))(errorSays(error)(lang), lang))
        : t('notify.genericError');
  return (
    <Alert color="red" variant="light" title={t('signature.refusedTitle')} role="alert">
      <Text size="sm">{message}</Text>
    </Alert>
  );
};
