import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AvrRegistry } from '../../../features/avr/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';

/** The company's acts of completed works (finance and signer roles; the cabinet's gate checks). */
export const AvrsRoute = () => {
  const { t } = useTranslation();
  usePageTitle(t('avr.title'));
  return (
    <Stack gap="md">
      <Title order={1} mt="xs">
        {t('avr.title')}
      </Title>
      <AvrRegistry />
    </Stack>
  );
};
