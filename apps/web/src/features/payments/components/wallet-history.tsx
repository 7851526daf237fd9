import { type HistoryItem, LEDGER_KIND_NAMES } from '@jetkiz/contract';
import { LIST_PAGE_SIZE } from '@jetkiz/domain';
import { Anchor, Button, Card, Group, Select, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateRangeInputs } from '../../../components/date-range-inputs.tsx';
import { type ListColumn, PagedList } from '../../../components/paged-list.tsx';
import { dateTime, tenge } from '../../../lib/format.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { notifyError } from '../../../lib/notify.ts';
import { downloadReceipt, getHistoryQueryOptions, type HistoryFilter } from '../api/payments.ts';
import { movementLink } from '../lib/movement-link.ts';

/** The order or the act a line names, as a link to its page. */
const MovementNumber = ({ item }: { item: HistoryItem }) => {
  const link = movementLink(item);
  if (!link) return null;
  return (
    <>
      {' '}
      <Anchor component={Link} to={link.to}>
        {link.number}
      </Anchor>
    </>
  );
};

const EMPTY = { kind: null as string | null, startDate: '', endDate: '' };

/** Wallet movements with kind and date filters, pages of 25, a receipt for each; cards on phones. */
export const WalletHistory = () => {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [filters, setFilters] = useState(EMPTY);
  const filter: HistoryFilter = {
    page,
    itemsPerPage: LIST_PAGE_SIZE,
    kind: filters.kind ?? undefined,
    startDate: filters.startDate || undefined,
    endDate: filters.endDate || undefined,
  };
  const history = useQuery(getHistoryQueryOptions(filter));
  const total = history.data?.totalElements ?? 0;
  const set = (key: keyof typeof EMPTY) => (value: string | null) => {
    setFilters((current) => ({ ...current, [key]: value ?? (key === 'kind' ? null : '') }));
    setPage(0);
  };
  const lang = currentLang();

  const columns: ListColumn<HistoryItem>[] = [
    {
      key: 'kind',
      header: t('payments.history.kind'),
      role: 'title',
      cell: (item) => (
        <>
          <Text component="span" fw={600}>
            {item.kindName}
          </Text>
          <MovementNumber item={item} />
        </>
      ),
    },
    { key: 'date', header: t('payments.history.date'), cell: (item) => dateTime(item.createdAt) },
    {
      key: 'amount',
      header: t('payments.history.amount'),
      role: 'amount',
      cell: (item) => (
        <Text component="span" fw={700} c={item.amount > 0 ? 'teal.9' : undefined} inherit>
          {item.amount > 0 ? '+' : ''}
          {tenge(item.amount)}
        </Text>
      ),
    },
    { key: 'balance', header: t('payments.history.balanceAfter'), align: 'right', cell: (item) => tenge(item.balanceAfter) },
    {
      key: 'receipt',
      header: t('payments.history.receipt'),
      role: 'actions',
      cell: (item) => (
        <Button
          size="compact-sm"
          variant="subtle"
          aria-label={`PDF: ${t('payments.history.download')} ${dateTime(item.createdAt)}`}
          onClick={() => downloadReceipt(item.id).catch((error: unknown) => notifyError(error))}
        >
          PDF
        </Button>
      ),
    },
  ];

  return (
    <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="history-title">
      <Title order={2} size="h4" id="history-title" mb="md">
        {t('payments.history.title')}
      </Title>
      <PagedList
        label={t('payments.history.title')}
        columns={columns}
        rows={history.data?.content}
        rowKey={(item) => item.id}
        page={page}
        pageSize={LIST_PAGE_SIZE}
        total={total}
        onPage={setPage}
        loading={history.isPending}
        error={history.error}
        empty={t('payments.history.empty')}
        activeFilters={Object.values(filters).filter(Boolean).length}
        filters={
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={t('payments.history.kind')}
              placeholder={t('payments.history.allKinds')}
              data={Object.entries(LEDGER_KIND_NAMES)
                .filter(([value]) => value !== 'refund_payout')
                .map(([value, name]) => ({ value, label: name[lang] }))}
              value={filters.kind}
              onChange={set('kind')}
              clearable
            />
            <DateRangeInputs
              startLabel={t('payments.history.startDate')}
              endLabel={t('payments.history.endDate')}
              start={filters.startDate}
              end={filters.endDate}
              onStart={set('startDate')}
              onEnd={set('endDate')}
            />
          </SimpleGrid>
        }
        toolbar={
          <Group justify="space-between">
            <Text size="sm" c="dimmed" aria-live="polite">
              {history.isPending ? t('payments.history.loading') : t('payments.history.total', { count: total })}
            </Text>
            <Button
              variant="subtle"
              onClick={() => {
                setFilters(EMPTY);
                setPage(0);
              }}
            >
              {t('payments.history.reset')}
            </Button>
          </Group>
        }
      />
    </Card>
  );
};
