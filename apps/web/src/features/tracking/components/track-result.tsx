import type { Track } from '@jetkiz/contract';
import { Alert, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingSkeleton } from '../../../components/loading-skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldMessage, serverFieldErrors } from '../../../lib/field-message.tsx';
import { date } from '../../../lib/format.ts';
import { Milestones } from './milestones.tsx';
import { TrackTimeline } from './track-timeline.tsx';

/** A day as the reader's language writes it; an instant (the delivery's) as its day in Almaty, not in UTC. */
const day = (value: string) => date(value);

const Info = ({ label, value }: { label: string; value: string | undefined }) => (
  <Stack gap={0}>
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    {value === undefined ? <Skeleton height={16} mt={4} mb={4} width="70%" /> : <Text fw={500}>{value || '—'}</Text>}
  </Stack>
);

const INFO_KEYS = ['route', 'expected', 'sender', 'receiver', 'carrier', 'places'] as const;

/** The two cards of a parcel; without a parcel, the same cards with grey bars (so nothing moves when it comes). */
const ParcelCards = ({ parcel }: { parcel?: Track }) => {
  const { t } = useTranslation();
  const values: Record<(typeof INFO_KEYS)[number], string> | undefined = parcel && {
    route: `${parcel.from} → ${parcel.to}`,
    // A cancelled order expects no delivery (its badge says why): «—», not the dates it once had.
    expected: parcel.deliveredAt
      ? day(parcel.deliveredAt)
      : parcel.status === 'cancelled'
        ? ''
        : // A promise of one day (a priority order's) is that day, not «с 14.12.2026 по 14.12.2026».
          parcel.estimatedDeliveryFrom === parcel.estimatedDeliveryTo
          ? day(parcel.estimatedDeliveryFrom)
          : t('tracking.expectedRange', { from: day(parcel.estimatedDeliveryFrom), to: day(parcel.estimatedDeliveryTo) }),
    sender: parcel.sender,
    receiver: parcel.receiver,
    carrier: [parcel.carrier, parcel.carrierTrackingNumber].filter(Boolean).join(' · '),
    places: String(parcel.placeCnt),
  };
  return (
    <>
      <Card withBorder radius="lg" p="lg">
        <Group justify="space-between" mb="md" wrap="wrap" mih={36}>
          {parcel ? (
            <>
              <Title order={2} size="h3" style={{ letterSpacing: 1 }}>
                {parcel.trackNumber}
              </Title>
              <Badge
                size="lg"
                color={parcel.status === 'delivered' ? 'teal.9' : 'blue.8'}
                variant="filled"
                data-testid="track-status"
              >
                {parcel.statusName}
              </Badge>
            </>
          ) : (
            <>
              <Skeleton height={28} width={200} />
              <Skeleton height={26} width={120} radius="xl" />
            </>
          )}
        </Group>
        <Milestones status={parcel?.status ?? ''} placeholder={!parcel} />
      </Card>
      <Card withBorder radius="lg" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {INFO_KEYS.map((key) => (
            // A delivered parcel's day is no longer «expected»: «Дата доставки 07.12.2026», not «Ожидаемая доставка:
            // Доставлена 07.12.2026» under a «Доставлен» badge (the parcel's gender against the order's).
            <Info
              key={key}
              label={t(key === 'expected' && parcel?.deliveredAt ? 'tracking.deliveredOn' : `tracking.${key}`)}
              value={values?.[key]}
            />
          ))}
        </SimpleGrid>
      </Card>
    </>
  );
};

type Props = { parcel?: Track; loading: boolean; error: unknown };

/**
 * What the search found: the parcel, a skeleton of it while it loads, or why there is none. The loading shape
 * is the result's shape, so the page does not jump when the answer arrives (CLS).
 */
export const TrackResult = ({ parcel, loading, error }: Props) => {
  const { t } = useTranslation();
  const failure = error instanceof ApiError ? error : undefined;
  if (parcel) {
    return (
      <Stack mt="lg" gap="md">
        <ParcelCards parcel={parcel} />
        <Card withBorder radius="lg" p="lg">
          <Title order={2} size="h4" mb="md">
            {t('tracking.events')}
          </Title>
          <TrackTimeline track={parcel} />
        </Card>
        <Text size="sm" c="dimmed">
          {t('tracking.share')}
        </Text>
      </Stack>
    );
  }
  if (loading) {
    return (
      <Stack mt="lg" gap="md">
        <LoadingSkeleton label={t('tracking.loading')}>
          <ParcelCards />
        </LoadingSkeleton>
      </Stack>
    );
  }
  if (failure) {
    return (
      <Alert color={failure.status === 404 ? 'yellow' : 'red'} mt="lg" role="alert">
        {failure.status === 404
          ? t('tracking.notFound')
          : // A refused track number's message, or a wait, follows a switch of language (the answer says it in each).
            (serverFieldErrors(failure).id ??
            fieldMessage((lang) => [failure.messageIn(lang), failure.descriptionIn(lang)].filter(Boolean).join(' ')))}
      </Alert>
    );
  }
  if (error) {
    return (
      <Alert color="red" mt="lg" role="alert">
        {t('notify.offline')}
      </Alert>
    );
  }
  return null;
};
