import type { AvrSummary } from '@jetkiz/contract';
import { type AvrStatus, LIST_PAGE_SIZE } from '@jetkiz/domain';
import { Anchor, Button, Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateRangeInputs } from '../../../components/date-range-inputs.tsx';
import { type ListColumn, PagedList } from '../../../components/paged-list.tsx';
import { avrPath } from '../../../config/paths.ts';
import { actNumber, date, tenge } from '../../../lib/format.ts';
import { getAvrStatusesQueryOptions, getAvrsQueryOptions } from '../api/avr.ts';
import { AvrReplacementNote } from './avr-replacement.tsx';
import { AvrStatusBadge } from './avr-status-badge.tsx';

type Filters = { number: string; status: string | null; startDate: string; endDate: string };

const EMPTY: Filters = { number: '', status: null, startDate: '', endDate: '' };

/** The company's acts (spec §7): dates, status and number, pages of 25, cards on a phone. */
export const AvrRegistry = () => {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [number] = useDebouncedValue(filters.number.trim(), 300);
  const [page, setPage] = useState(0);
  const acts = useQuery(
    getAvrsQueryOptions({
      itemsPerPage: LIST_PAGE_SIZE,
      page,
      avrNum: number || undefined,
      status: (filters.status as AvrStatus | null) ?? undefined,
      startDate: filters.startDate || undefined,
      endDate: filters.endDate || undefined,
    }),
  );
  const statuses = useQuery(getAvrStatusesQueryOptions());
  const set =
    <K extends keyof Filters>(key: K) =>
    (value: Filters[K]) => {
      setFilters((current) => ({ ...current, [key]: value }));
      setPage(0);
    };
  const total = acts.data?.totalElements ?? 0;
  const active = Object.values(filters).filter((v) => v !== null && v !== '').length;

  const columns: ListColumn<AvrSummary>[] = [
    {
      key: 'number',
      header: t('avr.registry.number'),
      role: 'title',
      cell: (act) => (
        <>
          <Anchor component={Link} to={avrPath(act.id)} fw={600}>
            {actNumber(act.number)}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t('avr.registry.orders', { count: act.orderCount })}
          </Text>
          <AvrReplacementNote act={act} />
        </>
      ),
    },
    { key: 'period', header: t('avr.registry.period'), cell: (act) => `${date(act.periodStart)} – ${date(act.periodEnd)}` },
    { key: 'date', header: t('avr.registry.date'), cell: (act) => date(act.date) },
    { key: 'amount', header: t('avr.registry.amount'), role: 'amount', align: 'right', cell: (act) => tenge(act.amount) },
    {
      key: 'status',
      header: t('avr.registry.status'),
      role: 'status',
      cell: (act) => <AvrStatusBadge code={act.avrStatusCode} name={act.status} />,
    },
  ];

  return (
    <PagedList
      label={t('avr.registry.label')}
      columns={columns}
      rows={acts.data?.content}
      rowKey={(act) => act.id}
      page={page}
      pageSize={LIST_PAGE_SIZE}
      total={total}
      onPage={setPage}
      loading={acts.isPending}
      error={acts.error}
      empty={t('avr.registry.empty')}
      minWidth={700}
      activeFilters={active}
      filters={
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <TextInput
            label={t('avr.registry.number')}
            placeholder={t('avr.registry.numberHint')}
            value={filters.number}
            onChange={(e) => set('number')(e.currentTarget.value)}
            type="search"
            maxLength={30}
          />
          <Select
            label={t('avr.registry.status')}
            placeholder={t('avr.registry.allStatuses')}
            data={(statuses.data ?? []).map((s) => ({ value: s.code, label: s.name }))}
            value={filters.status}
            onChange={set('status')}
            clearable
          />
          <DateRangeInputs
            startLabel={t('avr.registry.startDate')}
            endLabel={t('avr.registry.endDate')}
            start={filters.startDate}
            end={filters.endDate}
            onStart={set('startDate')}
            onEnd={set('endDate')}
          />
        </SimpleGrid>
      }
      toolbar={
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {acts.isPending ? t('avr.registry.loading') : t('avr.registry.total', { count: total })}
          </Text>
          {active > 0 && (
            <Button
              variant="subtle"
              size="xs"
              onClick={() => {
                setFilters(EMPTY);
                setPage(0);
              }}
            >
              {t('avr.registry.reset')}
            </Button>
          )}
        </Group>
      }
    />
  );
};
