import { formatPhone } from '@jetkiz/domain';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateRangeInputs } from '../../../components/date-range-inputs.tsx';
import { orderPath, paths } from '../../../config/paths.ts';
import {
  downloadReport,
  familyOf,
  getOrdersQueryOptions,
  getStatusesQueryOptions,
  type RegistryFilter,
} from '../../../features/orders/api/orders.ts';
import { dateTime, tenge } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';

const PAGE_SIZE = 25;
/** The order registry: search, status and date filters, pages of 25, and the same selection as xlsx. */
export const OrdersRoute = ({ priority = false }: { priority?: boolean }) => {
  const { t } = useTranslation();
  const session = useSession();
  const family = familyOf(session.role, priority);
  const [q, setQ] = useState('');
  const [search] = useDebouncedValue(q.trim(), 300);
  const [status, setStatus] = useState<string | null>(null);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [productSign, setProductSign] = useState<string | null>(null);
  const [deliveryType, setDeliveryType] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [downloading, setDownloading] = useState(false);
  const filter: RegistryFilter = {
    itemsPerPage: PAGE_SIZE,
    page,
    q: search || undefined,
    status: status ?? undefined,
    startDate: startDate || undefined,
    endDate: endDate || undefined,
    ...(priority && {
      productSign: productSign ? Number(productSign) : undefined,
      deliveryType: deliveryType ? Number(deliveryType) : undefined,
    }),
  };
  const orders = useQuery(getOrdersQueryOptions(family, filter));
  const statuses = useQuery(getStatusesQueryOptions(family));
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };
  const reset = () => {
    setQ('');
    setStatus(null);
    setStartDate('');
    setEndDate('');
    setProductSign(null);
    setDeliveryType(null);
    setPage(0);
  };
  const download = async () => {
    setDownloading(true);
    try {
      await downloadReport(family, filter);
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  };
  const total = orders.data?.totalElements ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="lg">
        <Title order={1}>{priority ? t('orders.registry.priorityTitle') : t('orders.registry.title')}</Title>
        <Group>
          {session.role === 'company' && !priority && (
            <Button component={Link} to={paths.addresses} variant="default">
              {t('orders.nav.addresses')}
            </Button>
          )}
          <Button component={Link} to={priority ? paths.priority : paths.calculator}>
            {t('orders.nav.create')}
          </Button>
        </Group>
      </Group>
      <Card withBorder radius="lg" p="md" mb="md" component="search">
        <SimpleGrid cols={{ base: 1, sm: 2, md: priority ? 6 : 4 }}>
          <TextInput
            label={t('orders.registry.search')}
            placeholder={t('orders.registry.searchHint')}
            value={q}
            onChange={(e) => changed(setQ)(e.currentTarget.value)}
            type="search"
          />
          <Select
            label={t('orders.registry.status')}
            placeholder={t('orders.registry.allStatuses')}
            data={(statuses.data ?? []).map((s) => ({ value: s.code, label: s.name }))}
            value={status}
            onChange={changed(setStatus)}
            clearable
          />
          <DateRangeInputs
            startLabel={t('orders.registry.startDate')}
            endLabel={t('orders.registry.endDate')}
            start={startDate}
            end={endDate}
            onStart={changed(setStartDate)}
            onEnd={changed(setEndDate)}
          />
          {priority && (
            <>
              <Select
                label={t('orders.registry.productSign')}
                placeholder={t('orders.registry.any')}
                data={[1, 2].map((n) => ({ value: String(n), label: t(`orders.productSigns.${n}`) }))}
                value={productSign}
                onChange={changed(setProductSign)}
                clearable
              />
              <Select
                label={t('orders.registry.deliveryType')}
                placeholder={t('orders.registry.any')}
                data={[1, 2, 3, 4].map((n) => ({ value: String(n), label: t(`orders.deliveryTypes.${n}`) }))}
                value={deliveryType}
                onChange={changed(setDeliveryType)}
                clearable
              />
            </>
          )}
        </SimpleGrid>
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed" aria-live="polite">
            {orders.isPending ? t('orders.registry.loading') : t('orders.registry.total', { count: total })}
          </Text>
          <Group>
            <Button variant="subtle" onClick={reset}>
              {t('orders.registry.reset')}
            </Button>
            <Button variant="light" onClick={download} loading={downloading} disabled={total === 0}>
              {t('orders.registry.download')}
            </Button>
          </Group>
        </Group>
      </Card>
      {orders.data && orders.data.content.length === 0 ? (
        <Text py="xl" ta="center" c="dimmed">
          {t('orders.registry.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders.registry.number')}</Table.Th>
                <Table.Th>{t('orders.registry.created')}</Table.Th>
                <Table.Th>{t('orders.registry.route')}</Table.Th>
                <Table.Th>{t('orders.registry.receiver')}</Table.Th>
                <Table.Th ta="right">{t('orders.registry.amount')}</Table.Th>
                <Table.Th>{t('orders.registry.statusColumn')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(orders.data?.content ?? []).map((order) => (
                <Table.Tr key={order.id}>
                  <Table.Td>
                    <Anchor component={Link} to={orderPath(order.id, priority)} fw={600}>
                      {order.orderNumber}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {order.trackNumber}
                    </Text>
                  </Table.Td>
                  <Table.Td>{dateTime(order.createdAt)}</Table.Td>
                  <Table.Td>
                    {order.from.name} → {order.to.name}
                  </Table.Td>
                  <Table.Td>
                    {order.receiverName}
                    <Text size="xs" c="dimmed">
                      {formatPhone(order.receiverPhone)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{tenge(order.totalWithPromo)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={order.status === 'cancelled' ? 'gray' : 'blue'}>
                      {order.statusName}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Group justify="center" mt="lg">
          <Pagination total={pages} value={page + 1} onChange={(p) => setPage(p - 1)} />
        </Group>
      )}
    </Container>
  );
};

export const PriorityOrdersRoute = () => <OrdersRoute priority />;
