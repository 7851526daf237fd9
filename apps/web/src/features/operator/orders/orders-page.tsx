import type { OperatorOrderItem, OperatorOrderQuery } from '@jetkiz/contract';
import { LIST_PAGE_SIZE, ORDER_STATUSES } from '@jetkiz/domain';
import { Anchor, Badge, Checkbox, Group, Select, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateRangeInputs } from '../../../components/date-range-inputs.tsx';
import { type ListColumn, PagedList } from '../../../components/paged-list.tsx';
import { date, dateTime, phone, tenge } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { dayFromUrl, pageFromUrl, pageToUrl, useUrlSearch, useUrlState } from '../../../lib/url-state.ts';
import { operatorOrdersQueryOptions } from './api.ts';
import { operatorOrderPath } from './paths.ts';

/** The carriers Jetkiz works with, by their codes (the list names them as the orders do). */
const CARRIERS = [
  { value: 'JETKIZ', label: 'Jetkiz' },
  { value: 'STEPPE', label: 'Steppe Express' },
  { value: 'ALTYN', label: 'Altyn Cargo' },
];

/** KATO regions by their two digits (their names are in the texts). */
const REGIONS = [
  '10',
  '11',
  '15',
  '19',
  '23',
  '27',
  '31',
  '33',
  '35',
  '39',
  '43',
  '47',
  '55',
  '59',
  '61',
  '62',
  '63',
  '71',
  '75',
  '79',
];

type Status = NonNullable<OperatorOrderQuery['status']>;
const URL_KEYS = ['q', 'status', 'carrier', 'region', 'late', 'startDate', 'endDate', 'page'] as const;

/**
 * Every order (issue 18): by status, carrier, creation dates, the region of the sender or the receiver and lateness;
 * newest first, pages of 25. `?status=cancellation_requested` opens the cancellation requests.
 */
export const OperatorOrdersPage = () => {
  const { t } = useTranslation();
  // The filters, the search and the page are in the address (lib/url-state.ts): back from an order, the list is where
  // it was, and a link to a selection can be passed on.
  const [url, setUrl] = useUrlState(URL_KEYS);
  const [q, setQ] = useUrlSearch(
    url.q,
    useCallback((search: string) => setUrl({ q: search, page: null }), [setUrl]),
  );
  const page = pageFromUrl(url.page);
  const setPage = (next: number) => setUrl({ page: pageToUrl(next) });
  const status = (ORDER_STATUSES as readonly string[]).includes(url.status) ? (url.status as Status) : null;
  // What no filter could have set (typed into the address) is no filter, not a 400 from the API.
  const carrier = CARRIERS.some((c) => c.value === url.carrier) ? url.carrier : null;
  const region = REGIONS.includes(url.region) ? url.region : null;
  const late = url.late === 'true';
  const startDate = dayFromUrl(url.startDate);
  const endDate = dayFromUrl(url.endDate);
  usePageTitle(status === 'cancellation_requested' ? t('opwork.orders.requests') : t('opwork.orders.title'));
  const setParam = (key: (typeof URL_KEYS)[number], value: string | null) => setUrl({ [key]: value, page: null });
  const orders = useQuery(
    operatorOrdersQueryOptions({
      page,
      itemsPerPage: LIST_PAGE_SIZE,
      status: status ?? undefined,
      carrier: carrier ?? undefined,
      region: region ?? undefined,
      late: late || undefined,
      startDate: startDate || undefined,
      endDate: endDate || undefined,
      q: url.q || undefined,
    }),
  );
  const columns: ListColumn<OperatorOrderItem>[] = [
    {
      key: 'number',
      header: t('opwork.orders.number'),
      role: 'title',
      cell: (o) => (
        <>
          <Anchor component={Link} to={operatorOrderPath(o.id)} fw={600}>
            {o.orderNumber}
          </Anchor>
          <Text size="xs" c="dimmed">
            {o.trackNumber} · {o.carrierName}
          </Text>
        </>
      ),
    },
    { key: 'created', header: t('opwork.orders.created'), cell: (o) => dateTime(o.createdAt) },
    {
      key: 'customer',
      header: t('opwork.orders.customer'),
      cell: (o) => (
        <>
          {o.customer.name}
          <Text size="xs" c="dimmed" component="span" display="block">
            {phone(o.customer.phone)}
          </Text>
        </>
      ),
    },
    { key: 'route', header: t('opwork.orders.route'), cell: (o) => `${o.from.name} → ${o.to.name}` },
    {
      key: 'due',
      header: t('opwork.orders.due'),
      cell: (o) => (
        <Group gap={6} wrap="nowrap">
          {date(o.estimatedDeliveryTo)}
          {o.late && (
            <Badge color="red" variant="light" size="sm" style={{ textTransform: 'none' }}>
              {t('opwork.orders.lateBadge')}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'amount', header: t('opwork.orders.amount'), role: 'amount', align: 'right', cell: (o) => tenge(o.totalWithPromo) },
    {
      key: 'status',
      header: t('opwork.orders.status'),
      role: 'status',
      cell: (o) => (
        <Badge
          variant="light"
          color={o.status === 'cancellation_requested' ? 'orange' : o.status === 'cancelled' ? 'gray' : 'blue'}
          style={{ textTransform: 'none' }}
        >
          {o.statusName}
        </Badge>
      ),
    },
  ];
  const total = orders.data?.totalElements ?? 0;
  const active = [status, carrier, region, late ? 'late' : null, startDate, endDate, q].filter(Boolean).length;
  return (
    <>
      <Title order={1} mb="md">
        {status === 'cancellation_requested' ? t('opwork.orders.requests') : t('opwork.orders.title')}
      </Title>
      <PagedList
        label={t('opwork.orders.title')}
        columns={columns}
        rows={orders.data?.content}
        rowKey={(o) => o.id}
        page={page}
        pageSize={LIST_PAGE_SIZE}
        total={total}
        onPage={setPage}
        loading={orders.isPending}
        error={orders.error}
        empty={t('opwork.orders.empty')}
        activeFilters={active}
        minWidth={1000}
        filters={
          // Fields stand on one line at their inputs: a label on two lines («Регион отправителя или получателя» at
          // 1280 px) pushed its input below the row's others.
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} style={{ alignItems: 'end' }}>
            <TextInput label={t('opwork.orders.search')} value={q} onChange={(e) => setQ(e.currentTarget.value)} />
            <Select
              label={t('opwork.orders.status')}
              placeholder={t('opwork.orders.allStatuses')}
              clearable
              value={status}
              onChange={(value) => setParam('status', value)}
              data={ORDER_STATUSES.map((value) => ({ value, label: t(`opwork.statuses.${value}`) }))}
            />
            <Select
              label={t('opwork.orders.carrier')}
              placeholder={t('opwork.orders.allCarriers')}
              clearable
              value={carrier}
              onChange={(value) => setParam('carrier', value)}
              data={CARRIERS}
            />
            <Select
              label={t('opwork.orders.region')}
              placeholder={t('opwork.orders.allRegions')}
              clearable
              searchable
              value={region}
              onChange={(value) => setParam('region', value)}
              data={REGIONS.map((value) => ({ value, label: t(`opwork.regions.r${value}`) }))}
            />
            <DateRangeInputs
              startLabel={t('opwork.orders.from')}
              endLabel={t('opwork.orders.to')}
              start={startDate}
              end={endDate}
              onStart={(value) => setParam('startDate', value)}
              onEnd={(value) => setParam('endDate', value)}
            />
            <Checkbox
              mb={{ base: 0, sm: 8 }}
              label={t('opwork.orders.late')}
              checked={late}
              onChange={(e) => setParam('late', e.currentTarget.checked ? 'true' : null)}
            />
          </SimpleGrid>
        }
        toolbar={
          orders.data && (
            <Text size="sm" c="dimmed">
              {orders.data.totalCapped ? t('opwork.orders.foundCapped') : t('opwork.orders.found', { count: total })}
            </Text>
          )
        }
      />
    </>
  );
};
