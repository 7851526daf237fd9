import type { Terminal } from '@jetkiz/contract';
import { formatNumber } from '@jetkiz/domain';
import { Anchor, Button, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../lib/i18n.ts';
import { route2gis, routeYandex } from '../lib/places.ts';

const ClockIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" strokeLinecap="round" />
  </svg>
);

/** One terminal: city, address, hours on one line, limits, routes in 2GIS and Yandex Maps, «send from here». */
export const TerminalCard = ({ terminal, onSendFrom }: { terminal: Terminal; onSendFrom: (t: Terminal) => void }) => {
  const { t } = useTranslation();
  const lang = currentLang();
  return (
    <Card withBorder radius="md" id={`terminal-${terminal.code}`}>
      <Stack gap={6} h="100%">
        <Text fw={700}>{terminal.locality}</Text>
        <Text>{terminal.address}</Text>
        <Group gap={6} wrap="nowrap">
          <ClockIcon />
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            <VisuallyHidden>{t('terminals.hours')}: </VisuallyHidden>
            {terminal.hours}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('terminals.limits', {
            kg: formatNumber(terminal.maxWeightKg, lang),
            cm: formatNumber(terminal.maxSideCm, lang),
          })}
        </Text>
        <Group gap="md" mt="auto" pt="xs">
          <Anchor href={route2gis(terminal)} target="_blank" rel="noopener noreferrer" size="sm">
            {t('terminalsMap.route2gis')}
          </Anchor>
          <Anchor href={routeYandex(terminal)} target="_blank" rel="noopener noreferrer" size="sm">
            {t('terminalsMap.routeYandex')}
          </Anchor>
        </Group>
        <Button variant="light" size="sm" onClick={() => onSendFrom(terminal)}>
          {t('terminalsMap.sendFrom')}
        </Button>
      </Stack>
    </Card>
  );
};
