import { deliveryTypeName, type OrderSummary } from '@jetkiz/contract';
import { DELIVERY_TYPE_CODES, isOrderStatus, LIST_PAGE_SIZE } from '@jetkiz/domain';
import { Anchor, Badge, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateRangeInputs } from '../../../components/date-range-inputs.tsx';
import { type ListColumn, PagedList } from '../../../components/paged-list.tsx';
import { orderPath } from '../../../config/paths.ts';
import { textOf } from '../../../lib/field-message.tsx';
import { dateTime, phone, tenge } from '../../../lib/format.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { notifyError } from '../../../lib/notify.ts';
import { dayFromUrl, pageFromUrl, pageToUrl, useUrlSearch, useUrlState } from '../../../lib/url-state.ts';
import {
  downloadReport,
  getOrdersQueryOptions,
  getStatusesQueryOptions,
  type OrderFamily,
  type RegistryFilter,
} from '../api/orders.ts';

type Row = OrderSummary;

/** What the registry keeps in its address: the filters and the page (lib/url-state.ts). */
const URL_KEYS = ['q', 'status', 'startDate', 'endDate', 'productSign', 'deliveryType', 'page'] as const;
type Filters = {
  q: string;
  status: string | null;
  startDate: string;
  endDate: string;
  productSign: string | null;
  deliveryType: string | null;
};
const ONE_OF = (allowed: readonly number[]) => (value: string) => (allowed.includes(Number(value)) ? value : null);
/** The filters an address names; a value no filter could have set (typed into the address) is no filter. */
const filtersOf = (url: Record<(typeof URL_KEYS)[number], string>): Filters => ({
  q: url.q.slice(0, 100),
  status: isOrderStatus(url.status) ? url.status : null,
  startDate: dayFromUrl(url.startDate),
  endDate: dayFromUrl(url.endDate),
  productSign: ONE_OF([1, 2])(url.productSign),
  deliveryType: ONE_OF(DELIVERY_TYPE_CODES)(url.deliveryType),
});

/**
 * The order registry (spec §7): search, status and dates, pages of 25, the same selection as xlsx. The filters and
 * the page live in the address, so going back from an order, or reloading, finds the list where it was.
 */
export const OrderRegistry = ({ family }: { family: OrderFamily }) => {
  const { t } = useTranslation();
  const priority = family === 'priority';
  const [url, setUrl] = useUrlState(URL_KEYS);
  const filters = filtersOf(url);
  const page = pageFromUrl(url.page);
  const [q, setQ] = useUrlSearch(
    filters.q,
    useCallback((search: string) => setUrl({ q: search, page: null }), [setUrl]),
  );
  const setPage = (next: number) => setUrl({ page: pageToUrl(next) });
  const [downloading, setDownloading] = useState(false);
  const filter: RegistryFilter = {
    itemsPerPage: LIST_PAGE_SIZE,
    page,
    q: filters.q || undefined,
    status: filters.status ?? undefined,
    startDate: filters.startDate || undefined,
    endDate: filters.endDate || undefined,
    ...(priority && {
      productSign: filters.productSign ? Number(filters.productSign) : undefined,
      deliveryType: filters.deliveryType ? Number(filters.deliveryType) : undefined,
    }),
  };
  const orders = useQuery(getOrdersQueryOptions(family, filter));
  const statuses = useQuery(getStatusesQueryOptions(family));
  const set =
    <K extends Exclude<keyof Filters, 'q'>>(key: K) =>
    (value: Filters[K]) =>
      setUrl({ [key]: value, page: null });
  const download = async () => {
    setDownloading(true);
    try {
      await downloadReport(family, filter);
    } catch (error) {
      // Spec §8: a report that could not be saved says «file upload error».
      notifyError(error, textOf('notify.reportError'));
    } finally {
      setDownloading(false);
    }
  };
  const total = orders.data?.totalElements ?? 0;
  const active = Object.values(filters).filter((v) => v !== null && v !== '').length;
  // A page past the end (fewer orders since, or an address typed by hand) shows the last one.
  const lastPage = Math.max(0, Math.ceil(total / LIST_PAGE_SIZE) - 1);
  useEffect(() => {
    if (orders.data && page > lastPage) setUrl({ page: pageToUrl(lastPage) });
  }, [orders.data, page, lastPage, setUrl]);

  const columns: ListColumn<Row>[] = [
    {
      key: 'number',
      header: t('orders.registry.number'),
      role: 'title',
      cell: (order) => (
        <>
          <Anchor component={Link} to={orderPath(order.id, priority)} fw={600}>
            {order.orderNumber}
          </Anchor>
          <Text size="xs" c="dimmed">
            {order.trackNumber}
          </Text>
        </>
      ),
    },
    {
      key: 'created',
      header: t('orders.registry.created'),
      // Who in the organisation created a company order (issue 16).
      cell: (order) => (
        <>
          {dateTime(order.createdAt)}
          {order.createdBy && (
            <Text size="xs" c="dimmed" component="span" display="block">
              {t('orders.registry.createdBy', { name: order.createdBy.name })}
            </Text>
          )}
        </>
      ),
    },
    { key: 'route', header: t('orders.registry.route'), cell: (order) => `${order.from.name} → ${order.to.name}` },
    {
      key: 'receiver',
      header: t('orders.registry.receiver'),
      cell: (order) => (
        <>
          {order.receiverName}
          <Text size="xs" c="dimmed" component="span" display="block">
            {phone(order.receiverPhone)}
          </Text>
        </>
      ),
    },
    { key: 'amount', header: t('orders.registry.amount'), role: 'amount', cell: (order) => tenge(order.totalWithPromo) },
    {
      key: 'status',
      header: t('orders.registry.statusColumn'),
      role: 'status',
      cell: (order) => (
        <Badge variant="light" color={order.status === 'cancelled' ? 'gray' : 'blue'} style={{ textTransform: 'none' }}>
          {order.statusName}
        </Badge>
      ),
    },
  ];

  return (
    <PagedList
      label={priority ? t('orders.registry.priorityTitle') : t('orders.registry.title')}
      columns={columns}
      rows={orders.data?.content}
      rowKey={(order) => order.id}
      page={page}
      pageSize={LIST_PAGE_SIZE}
      total={total}
      onPage={setPage}
      loading={orders.isPending}
      error={orders.error}
      empty={t('orders.registry.empty')}
      minWidth={760}
      activeFilters={active}
      filters={
        <Stack gap="sm">
          {/* A row of its own, its hint said under the label: as a placeholder in a quarter of the row it was cut to
              «Номер заказа, трек-номе» at 1280 px and shorter on a phone. */}
          <TextInput
            label={t('orders.registry.search')}
            description={t('orders.registry.searchHint')}
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
            type="search"
          />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <Select
              label={t('orders.registry.status')}
              placeholder={t('orders.registry.allStatuses')}
              data={(statuses.data ?? []).map((s) => ({ value: s.code, label: s.name }))}
              value={filters.status}
              onChange={set('status')}
              clearable
            />
            <DateRangeInputs
              startLabel={t('orders.registry.startDate')}
              endLabel={t('orders.registry.endDate')}
              start={filters.startDate}
              end={filters.endDate}
              onStart={set('startDate')}
              onEnd={set('endDate')}
            />
            {priority && (
              <>
                <Select
                  label={t('orders.registry.productSign')}
                  placeholder={t('orders.registry.any')}
                  data={[1, 2].map((n) => ({ value: String(n), label: t(`orders.productSigns.${n}`) }))}
                  value={filters.productSign}
                  onChange={set('productSign')}
                  clearable
                />
                <Select
                  label={t('orders.registry.deliveryType')}
                  placeholder={t('orders.registry.any')}
                  data={DELIVERY_TYPE_CODES.map((n) => ({ value: String(n), label: deliveryTypeName(n, currentLang()) }))}
                  value={filters.deliveryType}
                  onChange={set('deliveryType')}
                  clearable
                />
              </>
            )}
          </SimpleGrid>
        </Stack>
      }
      toolbar={
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {orders.isPending ? t('orders.registry.loading') : t('orders.registry.total', { count: total })}
          </Text>
          <Group gap="xs">
            <Button
              variant="subtle"
              onClick={() => {
                setQ('');
                setUrl(Object.fromEntries(URL_KEYS.map((key) => [key, null])));
              }}
            >
              {t('orders.registry.reset')}
            </Button>
            <Button variant="light" onClick={download} loading={downloading} disabled={total === 0}>
              {t('orders.registry.download')}
            </Button>
          </Group>
        </Group>
      }
    />
  );
};
