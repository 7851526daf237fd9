import { Box, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeSections, RouteCard, TrackField } from '../../features/home/index.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import classes from './home.module.css';

/** Home: the route to calculate, a tracking field, the network in figures, the carriers and how it works. */
export const HomeRoute = () => {
  const { t } = useTranslation();
  usePageTitle(t('app.tagline'));
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 'xl', sm: 48 }}>
          <Stack gap="md" maw={720}>
            <Title order={1} className={classes.title}>
              {t('home.title')}
            </Title>
            <Text size="lg">{t('home.lead')}</Text>
          </Stack>
          <Grid mt="xl" gap="lg" align="flex-start">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <RouteCard />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <TrackField />
            </Grid.Col>
          </Grid>
        </Container>
      </Box>
      {/* Space kept for the sections that load after the first paint, so nothing below them jumps. */}
      <Suspense fallback={<Box mih={900} />}>
        <HomeSections />
      </Suspense>
    </>
  );
};
