import { checkTrackNumber, formatDay } from '@jetkiz/domain';
import { Alert, Badge, Button, Card, Container, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { trackingPath } from '../../config/paths.ts';
import { getTrackQueryOptions } from '../../features/tracking/api/tracking.ts';
import { Milestones, TrackTimeline } from '../../features/tracking/components/track-timeline.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { notifyWarning } from '../../lib/notify.ts';

const day = (iso: string) => formatDay(iso.slice(0, 10));
const S10_SHAPE = /^[A-Z]{2}\d{9}[A-Z]{2}$/;
/** What people paste: spaces, dashes inside the S10 number, lower case. */
const normalize = (input: string) => {
  const compact = input.trim().toUpperCase();
  const s10 = compact.replace(/[\s-]/g, '');
  return S10_SHAPE.test(s10) ? s10 : compact.replace(/\s/g, '');
};
/** An S10 number with a wrong check digit is caught here, before any call. */
const problemOf = (number: string) => (S10_SHAPE.test(number) && !checkTrackNumber(number).ok) || number.length > 40;

/** Public tracking (no sign-in), the number in the address so the page can be shared. */
export const TrackingRoute = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { track = '' } = useParams();
  const current = normalize(decodeURIComponent(track));
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | undefined>(current && problemOf(current) ? t('tracking.invalid') : undefined);
  const result = useQuery({
    ...getTrackQueryOptions(current),
    enabled: current !== '' && !problemOf(current),
    meta: { silent: true },
  });

  const submit = () => {
    const number = normalize(value);
    if (!number || problemOf(number)) {
      setError(t('tracking.invalid'));
      notifyWarning(t('tracking.invalid'));
      return;
    }
    setError(undefined);
    navigate(trackingPath(number));
  };

  const failure = result.error instanceof ApiError ? result.error : undefined;
  const parcel = result.data;
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="xs">
        {t('tracking.title')}
      </Title>
      <Text c="dimmed" mb="md">
        {t('tracking.lead')}
      </Text>
      <search>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Group align="flex-start" gap="sm">
            <TextInput
              label={t('tracking.number')}
              placeholder={t('tracking.placeholder')}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              error={error}
              style={{ flex: 1, minWidth: 220 }}
              autoComplete="off"
              spellCheck={false}
            />
            <Button type="submit" mt={25}>
              {t('tracking.find')}
            </Button>
          </Group>
        </form>
      </search>

      {result.isFetching && !parcel && (
        <Group mt="lg" gap="xs" role="status">
          <Loader size="sm" />
          <Text>{t('tracking.loading')}</Text>
        </Group>
      )}
      {failure && (
        <Alert color={failure.status === 404 ? 'yellow' : 'red'} mt="lg" role="alert">
          {failure.status === 404
            ? t('tracking.notFound')
            : failure.fields.id || [failure.message, failure.description].filter(Boolean).join(' ')}
        </Alert>
      )}
      {parcel && (
        <Stack mt="lg" gap="md">
          <Card withBorder radius="lg" p="lg">
            <Group justify="space-between" mb="md" wrap="wrap">
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
            </Group>
            <Milestones status={parcel.status} />
          </Card>
          <Card withBorder radius="lg" p="lg">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Info label={t('tracking.route')} value={`${parcel.from} → ${parcel.to}`} />
              <Info
                label={t('tracking.expected')}
                value={
                  parcel.deliveredAt
                    ? t('tracking.deliveredAt', { date: day(parcel.deliveredAt) })
                    : t('tracking.expectedRange', {
                        from: day(parcel.estimatedDeliveryFrom),
                        to: day(parcel.estimatedDeliveryTo),
                      })
                }
              />
              <Info label={t('tracking.sender')} value={parcel.sender} />
              <Info label={t('tracking.receiver')} value={parcel.receiver} />
              <Info
                label={t('tracking.carrier')}
                value={[parcel.carrier, parcel.carrierTrackingNumber].filter(Boolean).join(' · ')}
              />
              <Info label={t('tracking.places')} value={String(parcel.placeCnt)} />
            </SimpleGrid>
          </Card>
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
      )}
    </Container>
  );
};

const Info = ({ label, value }: { label: string; value: string }) => (
  <Stack gap={0}>
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <Text fw={500}>{value || '—'}</Text>
  </Stack>
);
