import '@mantine/charts/styles.css';
import type { Dashboard } from '@jetkiz/contract';
import { BarChart } from '@mantine/charts';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { date, tenge } from '../../../lib/format.ts';

/** Where each figure's list is: the console's orders list with its filters. */
export const DASHBOARD_LINKS = {
  orders: '/operator/orders',
  cancellations: '/operator/orders?status=cancellation_requested',
  late: '/operator/orders?late=true',
  overdueClaims: '/operator/claims?overdue=true',
  claims: '/operator/claims',
  status: (status: string) => `/operator/orders?status=${encodeURIComponent(status)}`,
  carrier: (carrier: string) => `/operator/orders?carrier=${encodeURIComponent(carrier)}`,
} as const;

const Figure = (props: {
  label: string;
  value: ReactNode;
  note?: string | undefined;
  to?: string | undefined;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" data-testid={props.testId}>
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      <Text fw={700} fz={28} lh={1.2} component="div">
        {props.value}
      </Text>
      {props.note && (
        <Text size="xs" c="dimmed">
          {props.note}
        </Text>
      )}
      {props.to && (
        <Anchor component={Link} to={props.to} size="sm" mt={4}>
          {t('opref.dashboard.openList')}
        </Anchor>
      )}
    </Card>
  );
};

/**
 * A figure for today and for the week, each with its word in the language's order («9 сегодня», kk «бүгін 9»: a
 * Kazakh adverb of time goes before the figure, «9 бүгін» read as a broken sentence).
 */
const TodayWeek = ({ today, week }: { today: number | string; week: number | string }) => {
  const dim = <Text span size="sm" fw={400} c="dimmed" />;
  return (
    <Group gap="lg" align="baseline" wrap="wrap">
      <span>
        <Trans i18nKey="opref.dashboard.todayFigure" values={{ value: today }} components={{ dim }} />
      </span>
      <span>
        <Trans i18nKey="opref.dashboard.weekFigure" values={{ value: week }} components={{ dim }} />
      </span>
    </Group>
  );
};

/** The day and the week at a glance: figures with links into their lists, and two charts of the week's orders. */
export const DashboardView = ({ data }: { data: Dashboard }) => {
  const { t } = useTranslation();
  const series = [
    { name: 'today', label: t('opref.dashboard.today'), color: 'teal.6' },
    { name: 'week', label: t('opref.dashboard.week'), color: 'blue.6' },
  ];
  const orders = data.ordersByStatus.reduce((sum, s) => ({ today: sum.today + s.today, week: sum.week + s.week }), {
    today: 0,
    week: 0,
  });
  const errorLinks = { carrierBooking: DASHBOARD_LINKS.status('paid'), carrierCancel: DASHBOARD_LINKS.status('cancelled') };
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('opref.dashboard.title')}</Title>
        <Text c="dimmed">{t('opref.dashboard.period', { today: date(data.today), weekFrom: date(data.weekFrom) })}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <Figure
          testId="dash-orders"
          label={t('opref.dashboard.orders')}
          value={<TodayWeek today={orders.today} week={orders.week} />}
          to={DASHBOARD_LINKS.orders}
        />
        <Figure
          testId="dash-revenue"
          label={t('opref.dashboard.revenue')}
          value={<TodayWeek today={tenge(data.revenue.today)} week={tenge(data.revenue.week)} />}
          note={t('opref.dashboard.revenueNote')}
        />
        <Figure
          testId="dash-cancellations"
          label={t('opref.dashboard.openRequests')}
          value={data.openRequests.cancellations}
          note={t('opref.dashboard.openRequestsNote')}
          to={DASHBOARD_LINKS.cancellations}
        />
        <Figure
          testId="dash-late"
          label={t('opref.dashboard.late')}
          value={data.late}
          note={t('opref.dashboard.lateNote')}
          to={DASHBOARD_LINKS.late}
        />
        <Figure
          testId="dash-claims"
          label={t('claims.op.title')}
          // The big figure is what waits for a decision; its note says how many of them are past their term (a card
          // reading «0» while a claim was under review looked like no claims).
          value={data.claims.filed}
          note={`${t('claims.op.filedCount', { count: data.claims.filed })} · ${t('claims.op.overdueCount', { count: data.claims.overdue })}`}
          to={data.claims.overdue > 0 ? DASHBOARD_LINKS.overdueClaims : DASHBOARD_LINKS.claims}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder padding="md" data-testid="dash-topups">
          <Title order={2} size="h4" mb="xs">
            {t('opref.dashboard.topUps')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('opref.dashboard.count')}
          </Text>
          <Text fw={700} fz="xl" component="div">
            <TodayWeek today={data.topUps.count.today} week={data.topUps.count.week} />
          </Text>
          <Text size="sm" c="dimmed" mt="xs">
            {t('opref.dashboard.amount')}
          </Text>
          <Text fw={700} fz="xl" component="div">
            <TodayWeek today={tenge(data.topUps.amount.today)} week={tenge(data.topUps.amount.week)} />
          </Text>
        </Card>
        <Card withBorder padding="md" data-testid="dash-errors">
          <Title order={2} size="h4" mb="xs">
            {t('opref.dashboard.errors')}
          </Title>
          <Stack gap={6}>
            {(['smsFailed', 'smsWaiting', 'carrierBooking', 'carrierCancel'] as const).map((key) => (
              <Group key={key} justify="space-between" wrap="nowrap">
                {key === 'carrierBooking' || key === 'carrierCancel' ? (
                  <Anchor component={Link} to={errorLinks[key]} size="sm">
                    {t(`opref.dashboard.${key}`)}
                  </Anchor>
                ) : (
                  <Text size="sm">{t(`opref.dashboard.${key}`)}</Text>
                )}
                <Text fw={700} c={data.errors[key] > 0 ? 'red.8' : undefined}>
                  {data.errors[key]}
                </Text>
              </Group>
            ))}
          </Stack>
        </Card>
      </SimpleGrid>
      {orders.week === 0 ? (
        <Text>{t('opref.dashboard.noOrders')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <Card withBorder padding="md" data-testid="dash-chart-status">
            <Title order={2} size="h4" mb="sm">
              {t('opref.dashboard.byStatus')}
            </Title>
            {/* Bars lie down, a status's name beside each: standing bars skipped the names that did not fit under them
                («Передан на отправку» at 1280 px, most of them at 360). */}
            <BarChart
              h={Math.max(160, 44 * data.ordersByStatus.length + 60)}
              data={data.ordersByStatus}
              dataKey="name"
              series={series}
              orientation="vertical"
              withLegend
              tickLine="x"
              xAxisProps={{ allowDecimals: false }}
              yAxisProps={{ width: 120, interval: 0 }}
            />
            <Group gap="xs" mt="xs" wrap="wrap">
              {data.ordersByStatus.map((s) => (
                <Anchor key={s.status} component={Link} to={DASHBOARD_LINKS.status(s.status)} size="xs">
                  {s.name}: {s.week}
                </Anchor>
              ))}
            </Group>
          </Card>
          <Card withBorder padding="md" data-testid="dash-chart-carrier">
            <Title order={2} size="h4" mb="sm">
              {t('opref.dashboard.byCarrier')}
            </Title>
            <BarChart
              h={280}
              data={data.ordersByCarrier}
              dataKey="name"
              series={series}
              withLegend
              tickLine="y"
              yAxisProps={{ allowDecimals: false }}
            />
            <Group gap="xs" mt="xs" wrap="wrap">
              {data.ordersByCarrier.map((c) => (
                <Anchor key={c.carrier} component={Link} to={DASHBOARD_LINKS.carrier(c.carrier)} size="xs">
                  {c.name}: {c.week}
                </Anchor>
              ))}
            </Group>
          </Card>
        </SimpleGrid>
      )}
    </Stack>
  );
};
