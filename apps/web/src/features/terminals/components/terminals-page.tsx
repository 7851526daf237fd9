import type { PickupPoint, Terminal } from '@jetkiz/contract';
import { normalizeForSearch } from '@jetkiz/domain';
import { Container, Loader, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { getTerminalsQueryOptions } from '../../calc/index.ts';
import { getPublicConfigQueryOptions } from '../../site/index.ts';
import { getPickupPointsQueryOptions } from '../api/pickup-points.ts';
import { regionOf } from '../lib/places.ts';
import { PickupPointsSection } from './pickup-points.tsx';
import { TerminalCard } from './terminal-card.tsx';

/** Leaflet and its styles load only when a tile server is configured. */
const TerminalsMap = lazy(() => import('./terminals-map.tsx'));

/**
 * Terminal addresses by region with a search that forgives Kazakh letters typed as Russian ones, and a map when a
 * tile server is configured (the list alone otherwise).
 */
export const TerminalsPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('terminals.title'));
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const { data = [], isPending } = useQuery(getTerminalsQueryOptions());
  const { data: config } = useQuery(getPublicConfigQueryOptions());
  const { data: pickupPoints = [] } = useQuery({ ...getPickupPointsQueryOptions(), enabled: Boolean(config?.mapTileUrl) });
  const pointLabel = useCallback((point: PickupPoint) => `${point.carrier.name} · ${t(`pickupPoints.kinds.${point.kind}`)}`, [t]);
  const needle = normalizeForSearch(search);
  const shown = useMemo(
    () => data.filter((x) => !needle || normalizeForSearch(`${x.locality} ${x.region} ${x.address}`).includes(needle)),
    [data, needle],
  );
  // The same list while the search and the answers stay (the map is drawn again when it changes).
  const pointsShown = useMemo(
    () => pickupPoints.filter((point) => shown.some((x) => x.kato === point.kato)),
    [pickupPoints, shown],
  );
  const city = (name: string) => t('terminalsMap.city', { name });
  const regions = [...new Set(shown.map((x) => regionOf(x, city)))].sort((a, b) => a.localeCompare(b));
  const sendFrom = useCallback(
    (terminal: Terminal) =>
      navigate(`${paths.calculator}?from=${terminal.kato}`, {
        state: { from: { kato: terminal.kato, name: terminal.locality, region: terminal.region } },
      }),
    [navigate],
  );
  const showOnList = useCallback((terminal: Terminal) => {
    document.getElementById(`terminal-${terminal.code}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, []);
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{t('terminals.title')}</Title>
      <Text mt="xs" mb="lg">
        {t('terminals.lead')}
      </Text>
      {config?.mapTileUrl && data.length > 0 && (
        <Suspense fallback={<Skeleton height={420} radius="md" aria-label={t('terminalsMap.loading')} />}>
          <TerminalsMap
            terminals={shown}
            pickupPoints={pointsShown}
            pointLabel={pointLabel}
            tileUrl={config.mapTileUrl}
            attribution={config.mapAttribution}
            label={t('terminalsMap.map')}
            onSelect={showOnList}
          />
        </Suspense>
      )}
      <TextInput
        label={t('terminals.search')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
        my="lg"
        type="search"
      />
      {isPending && <Loader size="sm" />}
      {!isPending && shown.length === 0 && <Text>{t('terminals.none')}</Text>}
      {/*
        The regions side by side, each with its terminals under its name: most regions have one terminal, and a grid of
        cards inside each region left a 1280 px screen one narrow column of cards with two thirds of it empty.
      */}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing="xl" data-testid="terminal-regions">
        {regions.map((region) => (
          <Stack component="section" key={region} aria-label={region} gap="sm">
            <Title order={2} size="h4">
              {region}
            </Title>
            {shown
              .filter((x) => regionOf(x, city) === region)
              .map((x) => (
                <TerminalCard key={x.id} terminal={x} onSendFrom={sendFrom} />
              ))}
          </Stack>
        ))}
      </SimpleGrid>
      <PickupPointsSection search={search} />
    </Container>
  );
};
