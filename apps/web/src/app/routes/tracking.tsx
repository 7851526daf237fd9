import { Container, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { trackingPath } from '../../config/paths.ts';
import {
  getTrackQueryOptions,
  isBadTrackNumber,
  normalizeTrackNumber,
  TrackResult,
  TrackSearch,
} from '../../features/tracking/index.ts';
import { usePageTitle } from '../../lib/page-title.ts';

/** Public tracking (no sign-in), the number in the address so the page can be shared. */
export const TrackingRoute = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Decoded by the router already; a part whose escapes are not UTF-8 comes as it was and is simply a wrong number
  // (decoding it again threw «URI malformed» into the error page).
  const { track = '' } = useParams();
  const current = normalizeTrackNumber(track);
  const wanted = current !== '' && !isBadTrackNumber(current);
  const result = useQuery({ ...getTrackQueryOptions(current), enabled: wanted, meta: { silent: true } });
  usePageTitle(current && result.data ? `${current} · ${t('tracking.title')}` : t('tracking.title'));
  // The parcel's cards are drawn at a lower priority than typing and tapping, in slices: on a slow phone the page
  // stays responsive while they render (the grey cards stay until then, so nothing moves).
  const parcel = useDeferredValue(result.data);

  return (
    <Container size="md" py="xl">
      <Title order={1} mb="xs">
        {t('tracking.title')}
      </Title>
      <Text c="dimmed" mb="md">
        {t('tracking.lead')}
      </Text>
      <TrackSearch key={current} current={current} onSearch={(number) => navigate(trackingPath(number))} />
      <TrackResult parcel={parcel} loading={wanted && (result.isPending || parcel !== result.data)} error={result.error} />
    </Container>
  );
};
