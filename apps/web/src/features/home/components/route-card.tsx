import type { LocalityOption } from '@jetkiz/contract';
import { ActionIcon, Alert, Button, Card, Grid, Group, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { LocalityPicker } from '../../reference/index.ts';
import classes from './route-card.module.css';

const SwapIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M7 4v16M7 4L3 8M7 4l4 4M17 20V4M17 20l-4-4M17 20l4-4" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * Home's route picker, which opens the calculator with the route chosen. Both ends in one locality are never
 * offered: Jetkiz has no delivery within a locality, so the card says so and the button stays off (issue 15). It
 * stays in home (not the calculation feature's widget) so that home's first load carries no calculator code.
 */
export const RouteCard = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [from, setFrom] = useState<LocalityOption | null>(null);
  const [to, setTo] = useState<LocalityOption | null>(null);
  const place = (l: LocalityOption) => (l.region ? `${l.name} (${l.region})` : l.name);
  const same = Boolean(from && to && from.kato === to.kato);
  return (
    <Card withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="route-title">
      <Title order={2} size="h3" id="route-title" mb="md">
        {t('home.routeTitle')}
      </Title>
      <Grid align="flex-start" gap="sm">
        <Grid.Col span={{ base: 12, sm: 'auto' }}>
          <LocalityPicker label={t('home.from')} direction="FROM" value={from} onChange={setFrom} required />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 'content' }} className={classes.swap}>
          <ActionIcon
            variant="light"
            size="xl"
            aria-label={t('home.swap')}
            title={t('home.swap')}
            onClick={() => {
              setFrom(to);
              setTo(from);
            }}
          >
            <SwapIcon />
          </ActionIcon>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 'auto' }}>
          <LocalityPicker label={t('home.to')} direction="TO" value={to} onChange={setTo} required />
        </Grid.Col>
      </Grid>
      <Alert mt="md" variant="light" color={same ? 'yellow' : from && to ? 'brand' : 'gray'} role="status" aria-live="polite">
        {from && to
          ? same
            ? t('calcWidget.sameLocality')
            : t('home.routeSummary', { from: place(from), to: place(to) })
          : t('home.chooseBoth')}
      </Alert>
      <Group mt="md">
        <Button size="md" disabled={same} onClick={() => navigate(paths.calculator, { state: { from, to } })}>
          {t('home.calculate')}
        </Button>
      </Group>
    </Card>
  );
};
