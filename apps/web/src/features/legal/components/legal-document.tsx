import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { offerTerms } from '../lib/offer-terms.ts';

type Section = Record<string, string> & { title: string };

/**
 * A legal text (the offer, the privacy policy) from the catalogue: `<doc>.title`, `<doc>.lead` and
 * `<doc>.sections.<name>.{title,p1…}`, with every term filled from the domain. The sections and their paragraphs
 * are read from the catalogue, so adding a paragraph is a change of texts only.
 */
export const LegalDocument = ({ doc }: { doc: 'offer' | 'privacy' }) => {
  const { t } = useTranslation();
  const terms = offerTerms(currentLang());
  usePageTitle(t(`${doc}.title`));
  const sections = t(`${doc}.sections`, { returnObjects: true }) as unknown as Record<string, Section>;
  const names = Object.keys(sections);
  return (
    <Container size="md" py="xl">
      <Title order={1}>{t(`${doc}.title`)}</Title>
      <Text c="dimmed" mt={4}>
        {t('legal.version', terms)}
      </Text>
      <Text mt="md" size="lg">
        {t(`${doc}.lead`, terms)}
      </Text>
      <nav aria-labelledby={`${doc}-contents`}>
        <Title order={2} size="h4" id={`${doc}-contents`} mt="xl" mb="xs">
          {t('legal.contents')}
        </Title>
        <List spacing={4} listStyleType="none" withPadding={false}>
          {names.map((name) => (
            <List.Item key={name}>
              <Anchor href={`#${doc}-${name}`}>{t(`${doc}.sections.${name}.title`)}</Anchor>
            </List.Item>
          ))}
        </List>
      </nav>
      <Stack gap="xl" mt="xl">
        {names.map((name) => (
          <section key={name} id={`${doc}-${name}`} aria-labelledby={`${doc}-${name}-title`}>
            <Title order={2} size="h3" id={`${doc}-${name}-title`} mb="sm">
              {t(`${doc}.sections.${name}.title`)}
            </Title>
            <Stack gap="xs">
              {Object.keys(sections[name] ?? {})
                .filter((key) => key !== 'title')
                .map((key) => (
                  <Text key={key}>{t(`${doc}.sections.${name}.${key}`, terms)}</Text>
                ))}
            </Stack>
          </section>
        ))}
      </Stack>
    </Container>
  );
};
