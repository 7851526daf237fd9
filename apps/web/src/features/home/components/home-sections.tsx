import { COVERAGE, formatNumber, formatPercent, INSURANCE_RATE_BASIS_POINTS } from '@jetkiz/domain';
import { Badge, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../lib/i18n.ts';
import { getPublicConfigQueryOptions } from '../../site/index.ts';
import { FEATURE_ICONS, type FeatureIcon } from './icons.tsx';

/** The network in figures (spec §9), every number from the domain. */
export const HomeFigures = () => {
  const { t } = useTranslation();
  const lang = currentLang();
  const figures = [
    { value: `${formatNumber(COVERAGE.settlementsOver, lang)}+`, text: t('public.home.settlements') },
    { value: t('public.home.centres'), text: t('public.home.centresText') },
    { value: `${formatNumber(COVERAGE.suppliersOver, lang)}+`, text: t('public.home.suppliers') },
    { value: formatPercent(INSURANCE_RATE_BASIS_POINTS, lang), text: t('public.home.insurance') },
  ];
  return (
    <Container size="lg" py="xl" component="section" aria-labelledby="home-figures">
      <Title order={2} id="home-figures" mb="lg">
        {t('public.home.figuresTitle')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
        {figures.map((f) => (
          <Stack key={f.text} gap={2}>
            <Text
              fz={{ base: 28, sm: 36 }}
              fw={700}
              c="light-dark(var(--mantine-color-brand-8), var(--mantine-color-brand-2))"
              lh={1.1}
            >
              {f.value}
            </Text>
            <Text>{f.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
};

/** The carriers whose tariffs the calculation compares, by display name (from the public configuration). */
export const HomeCarriers = () => {
  const { t } = useTranslation();
  const { data } = useQuery(getPublicConfigQueryOptions());
  return (
    <Container size="lg" py="xl" component="section" aria-labelledby="home-carriers">
      <Title order={2} id="home-carriers" mb="xs">
        {t('public.home.carriersTitle')}
      </Title>
      <Text mb="md">{t('public.home.carriersLead')}</Text>
      <Group gap="sm" mih={32}>
        {(data?.carriers ?? []).map((c) => (
          <Badge key={c.code} size="lg" variant="light" radius="sm" tt="none">
            {c.name}
          </Badge>
        ))}
      </Group>
    </Container>
  );
};

const FEATURES: FeatureIcon[] = ['compare', 'wallet', 'courier', 'track', 'documents', 'insurance'];

/** What a sender does with Jetkiz, one block per step, each with its icon. */
export const HomeFeatures = () => {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl" component="section" aria-labelledby="home-features">
      <Title order={2} id="home-features" mb="lg">
        {t('public.home.featuresTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xl">
        {FEATURES.map((f) => (
          <Group key={f} align="flex-start" wrap="nowrap" gap="md">
            <ThemeIcon size={48} radius="md" variant="light">
              {FEATURE_ICONS[f]}
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={3} size="h5">
                {t(`public.home.features.${f}Title`)}
              </Title>
              <Text size="sm">{t(`public.home.features.${f}Text`)}</Text>
            </Stack>
          </Group>
        ))}
      </SimpleGrid>
    </Container>
  );
};

/** Everything below the fold, in one piece: home loads it after its first paint. */
const HomeSections = () => (
  <>
    <HomeFigures />
    <HomeFeatures />
    <HomeCarriers />
  </>
);
export default HomeSections;
