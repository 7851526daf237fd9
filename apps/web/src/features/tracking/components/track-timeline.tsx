import type { Track } from '@jetkiz/contract';
import { Badge, Group, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../../lib/format.ts';

/** Kept here too for the pages that import the strip from this file. */
export { Milestones } from './milestones.tsx';

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
