import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderPath, paths } from '../../../config/paths.ts';
import { date, tenge } from '../../../lib/format.ts';
import { getOrdersQueryOptions, type OrderFamily } from '../api/orders.ts';

/**
 * The last few orders on the cabinet's dashboard, each with its status and amount, and a link to them all. With none,
 * it invites a first order only to a customer who may order (`mayOrder`: not a blocked one).
 */
export const RecentOrders = ({
  family,
  count = 5,
  mayOrder = true,
}: {
  family: OrderFamily;
  count?: number;
  mayOrder?: boolean;
}) => {
  const { t } = useTranslation();
  const orders = useQuery(getOrdersQueryOptions(family, { page: 0, itemsPerPage: count }));
  const rows = orders.data?.content ?? [];
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="recent-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="recent-title">
          {t('cabinet.dashboard.recent')}
        </Title>
        {rows.length > 0 && (
          <Anchor component={Link} to={paths.orders} size="sm">
            {t('cabinet.dashboard.allOrders')}
          </Anchor>
        )}
      </Group>
      {orders.isPending ? (
        <Stack gap="xs" aria-hidden>
          <Skeleton height={44} />
          <Skeleton height={44} />
        </Stack>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t(mayOrder ? 'cabinet.dashboard.noOrders' : 'cabinet.dashboard.noOrdersYet')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((order) => (
            <Group component="li" key={order.id} justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }} align="flex-start">
                <Anchor component={Link} to={orderPath(order.id)} fw={600}>
                  {order.orderNumber}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {date(order.createdAt)} · {order.from.name} → {order.to.name}
                </Text>
                <Badge
                  variant="light"
                  color={order.status === 'cancelled' ? 'gray' : 'blue'}
                  style={{ textTransform: 'none' }}
                  maw="100%"
                >
                  {order.statusName}
                </Badge>
              </Stack>
              <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                {tenge(order.totalWithPromo)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
};
