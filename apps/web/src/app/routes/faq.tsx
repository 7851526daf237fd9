import { Accordion, Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { businessTerms } from '../../lib/business-terms.ts';
import { currentLang } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';

const QUESTIONS = ['howToSend', 'whatToSend', 'howToPay', 'registration', 'chargeableWeight', 'declaredValue'] as const;

/** The six questions of the specification, in the interface language. */
export const FaqRoute = () => {
  const { t } = useTranslation();
  const terms = businessTerms(currentLang());
  usePageTitle(t('faq.title'));
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        {t('faq.title')}
      </Title>
      <Accordion variant="separated" multiple defaultValue={['howToSend']}>
        {QUESTIONS.map((key) => (
          <Accordion.Item key={key} value={key}>
            <Accordion.Control>{t(`faq.items.${key}.q`)}</Accordion.Control>
            <Accordion.Panel>{t(`faq.items.${key}.a`, terms)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Container>
  );
};
