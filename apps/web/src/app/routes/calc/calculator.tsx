import type { LocalityOption } from '@jetkiz/contract';
import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Calculator } from '../../../features/calc/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';

/** The public calculator (spec §2); a route from home arrives in the location's state. */
export const CalculatorRoute = () => {
  const { t } = useTranslation();
  usePageTitle(t('calc.title'));
  const carried = (useLocation().state ?? {}) as { from?: LocalityOption | null; to?: LocalityOption | null };
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{t('calc.title')}</Title>
      <Text mt="xs" mb="lg">
        {t('calc.lead')}
      </Text>
      <Calculator carried={carried} />
    </Container>
  );
};
