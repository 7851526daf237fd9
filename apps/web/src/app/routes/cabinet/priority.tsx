import { Alert, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PriorityCalculator } from '../../../features/calc/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.ts';

/** The priority (client) calculation of companies (spec §2). */
export const PriorityRoute = () => {
  const { t } = useTranslation();
  usePageTitle(t('priority.title'));
  const session = useSession();
  if (session.role !== 'company') {
    return (
      <Container size="sm" py="xl">
        <Alert color="yellow">{t('priority.companyOnly')}</Alert>
      </Container>
    );
  }
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{t('priority.title')}</Title>
      <Text mt="xs" mb="lg">
        {t('priority.lead')}
      </Text>
      <PriorityCalculator />
    </Container>
  );
};
