import type { Track } from '@jetkiz/contract';
import { Badge, Group, Stack, Text, ThemeIcon, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../../lib/format.ts';

/** The parcel's road in five milestones, as the order's status stands. */
const MILESTONES = ['formed', 'sent', 'in_transit', 'arrived', 'delivered'] as const;
const REACHED: Record<string, number> = {
  formed: 0,
  paid: 0,
  sent: 1,
  cancellation_requested: 1,
  in_transit: 2,
  arrived: 3,
  out_for_delivery: 3,
  delivered: 4,
};
/** Pictograms drawn inline (no icon font, no emoji font needed): box, hand-over, truck, pin, tick. */
const PATHS = [
  'M4 8l8-4 8 4v8l-8 4-8-4zM4 8l8 4 8-4M12 12v8',
  'M3 12h6l3-3 3 3h6M7 16l5 3 5-3',
  'M2 7h11v9H2zM13 10h4l3 3v3h-7M6 19a1.5 1.5 0 100-3 1.5 1.5 0 000 3zM17 19a1.5 1.5 0 100-3 1.5 1.5 0 000 3z',
  'M12 21s-6-5.5-6-10a6 6 0 1112 0c0 4.5-6 10-6 10zM12 13a2 2 0 100-4 2 2 0 000 4z',
  'M5 12l4.5 4.5L19 7',
];
const Pictogram = ({ index }: { index: number }) => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={PATHS[index]} />
  </svg>
);

export const Milestones = ({ status }: { status: string }) => {
  const { t } = useTranslation();
  const reached = REACHED[status] ?? -1;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" role="list" aria-label={t('tracking.events')} style={{ overflowX: 'auto' }}>
      {MILESTONES.map((m, i) => {
        const done = i <= reached;
        return (
          <Stack
            key={m}
            gap={4}
            align="center"
            role="listitem"
            style={{ flex: 1, minWidth: 60 }}
            aria-current={i === reached ? 'step' : undefined}
          >
            <ThemeIcon size={40} radius="xl" color={done ? 'teal.9' : 'gray.2'} c={done ? 'white' : 'gray.8'} aria-hidden>
              <Pictogram index={i} />
            </ThemeIcon>
            <Text
              size="xs"
              ta="center"
              fw={i === reached ? 700 : 400}
              c={done ? undefined : 'gray.7'}
              style={{ overflowWrap: 'anywhere', hyphens: 'auto' }}
            >
              {t(`tracking.milestones.${m}`)}
            </Text>
          </Stack>
        );
      })}
    </Group>
  );
};

/** The carrier's events, newest first, with time and place. */
export const TrackTimeline = ({ track }: { track: Track }) => {
  const { t } = useTranslation();
  if (track.events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('tracking.noEvents')}
      </Text>
    );
  }
  const events = [...track.events].reverse();
  return (
    <Timeline active={0} bulletSize={16} lineWidth={2} color="teal.8">
      {events.map((e, i) => (
        <Timeline.Item
          key={`${e.event}-${e.at}-${e.place}`}
          title={
            <Group gap="xs">
              <Text fw={i === 0 ? 700 : 500}>{e.name}</Text>
              {e.event === 'delivery_failed' && (
                <Badge color="orange" variant="light" size="sm">
                  !
                </Badge>
              )}
            </Group>
          }
        >
          <Text size="sm" c="dimmed">
            {dateTime(e.at)}
            {e.place ? ` · ${e.place}` : ''}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
};
