import { Accordion, Anchor, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { businessTerms } from '../../../lib/business-terms.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { offerTerms } from '../../legal/index.ts';
import { type Article, searchArticles } from '../lib/search-articles.ts';

const ARTICLES = ['packing', 'prohibited', 'documents', 'chargeableWeight', 'claims'] as const;
/** The six questions of spec §1, searched with the articles. */
export const FAQ_QUESTIONS = [
  'howToSend',
  'whatToSend',
  'howToPay',
  'registration',
  'chargeableWeight',
  'declaredValue',
] as const;

/** The knowledge base: its articles and the FAQ, searched on the page as the reader types. */
export const KnowledgeBase = () => {
  const { t, i18n } = useTranslation();
  usePageTitle(t('knowledge.title'));
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const lang = currentLang();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts change with the language
  const all = useMemo<Article[]>(() => {
    const terms = { ...businessTerms(lang), ...offerTerms(lang) };
    const articles = ARTICLES.map((id) => {
      const body = t(`knowledge.articles.${id}`, { returnObjects: true }) as unknown as Record<string, string>;
      const keys = Object.keys(body).filter((k) => k !== 'title');
      return {
        id: `article-${id}`,
        title: t(`knowledge.articles.${id}.title`),
        paragraphs: keys.map((k) => t(`knowledge.articles.${id}.${k}`, terms)),
      };
    });
    const faq = FAQ_QUESTIONS.map((id) => ({
      id: `faq-${id}`,
      title: t(`faq.items.${id}.q`),
      paragraphs: [t(`faq.items.${id}.a`, terms)],
    }));
    return [...articles, ...faq];
  }, [lang, i18n.language, t]);
  const shown = searchArticles(all, deferred);
  const articles = shown.filter((a) => a.id.startsWith('article-'));
  const faq = shown.filter((a) => a.id.startsWith('faq-'));

  const list = (items: Article[]) => (
    <Accordion variant="separated" multiple>
      {items.map((a) => (
        <Accordion.Item key={a.id} value={a.id}>
          <Accordion.Control>{a.title}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs">
              {a.paragraphs.map((p) => (
                <Text key={p}>{p}</Text>
              ))}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );

  return (
    <Container size="md" py="xl">
      <Title order={1}>{t('knowledge.title')}</Title>
      <Text mt="xs" mb="lg">
        {t('knowledge.lead')}
      </Text>
      <TextInput
        type="search"
        label={t('knowledge.search')}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        maw={480}
        mb="xs"
      />
      <Text size="sm" c="dimmed" role="status" aria-live="polite" mb="lg">
        {shown.length === 0 ? t('knowledge.none') : deferred.trim() ? t('knowledge.found', { count: shown.length }) : ''}
      </Text>
      {articles.length > 0 && list(articles)}
      {faq.length > 0 && (
        <section aria-labelledby="knowledge-faq">
          <Title order={2} size="h3" id="knowledge-faq" mt="xl" mb="sm">
            <Anchor component={Link} to={paths.faq} inherit>
              {t('knowledge.faq')}
            </Anchor>
          </Title>
          {list(faq)}
        </section>
      )}
    </Container>
  );
};
