import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { offerTerms } from '../../legal/index.ts';
import { PartnerForm } from './partner-form.tsx';

const BENEFITS = ['sellers', 'points', 'carriers'] as const;

/** The partner programme: who it is for, and the application form. */
export const PartnersPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('partners.title'));
  const terms = offerTerms(currentLang());
  return (
    <Container size="lg" py="xl">
      <Stack gap="xs" maw={760}>
        <Title order={1}>{t('partners.title')}</Title>
        <Text size="lg">{t('partners.lead')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" my="xl">
        {BENEFITS.map((b) => (
          <Stack key={b} gap={4}>
            <Title order={2} size="h4">
              {t(`partners.benefits.${b}Title`)}
            </Title>
            <Text>{t(`partners.benefits.${b}Text`, terms)}</Text>
          </Stack>
        ))}
      </SimpleGrid>
      <PartnerForm />
    </Container>
  );
};
