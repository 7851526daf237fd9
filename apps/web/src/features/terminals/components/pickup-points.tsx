import type { PickupPoint } from '@jetkiz/contract';
import { formatNumber, normalizeForSearch } from '@jetkiz/domain';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpeningHours } from '../../../components/opening-hours.tsx';
import { currentLang } from '../../../lib/i18n.ts';
import { getPickupPointsQueryOptions } from '../api/pickup-points.ts';

/** One store or pickup point: its carrier and kind, address, hours and the limits a parcel must fit. */
const PointCard = ({ point }: { point: PickupPoint }) => {
  const { t } = useTranslation();
  const lang = currentLang();
  return (
    <Card withBorder radius="md" id={`point-${point.code}`}>
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text fw={700}>{point.locality}</Text>
          <Badge variant="light" color={point.kind === 'store' ? 'grape' : 'blue'}>
            {t(`pickupPoints.kinds.${point.kind}`)}
          </Badge>
        </Group>
        <Text fw={500}>{point.name}</Text>
        <Text>{point.address}</Text>
        <Text size="sm">
          <OpeningHours hours={point.hours} />
        </Text>
        <Text size="sm" c="dimmed">
          {t('terminals.limits', { kg: formatNumber(point.maxWeightKg, lang), cm: formatNumber(point.maxSideCm, lang) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('pickupPoints.carrier', { name: point.carrier.name })}
        </Text>
      </Stack>
    </Card>
  );
};

/**
 * The partner carriers' stores and pickup points beside the terminals (issue 19): where a marketplace seller's
 * parcel can go (Shop, AgentPvz), filtered by the page's search.
 */
export const PickupPointsSection = ({ search }: { search: string }) => {
  const { t } = useTranslation();
  const { data = [] } = useQuery(getPickupPointsQueryOptions());
  const needle = normalizeForSearch(search);
  const shown = data.filter(
    (p) => !needle || normalizeForSearch(`${p.locality} ${p.region} ${p.name} ${p.address}`).includes(needle),
  );
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="pickup-points-title">
      <Title order={2} size="h3" mt="xl" mb="xs" id="pickup-points-title">
        {t('pickupPoints.title')}
      </Title>
      <Text mb="md">{t('pickupPoints.lead')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {shown.map((p) => (
          <PointCard key={p.id} point={p} />
        ))}
      </SimpleGrid>
    </section>
  );
};
