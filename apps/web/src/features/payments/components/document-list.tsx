import type { DocumentKind } from '@jetkiz/contract';
import { LIST_PAGE_SIZE } from '@jetkiz/domain';
import { Button, Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeInputs } from '../../../components/date-range-inputs.tsx';
import { type ListColumn, PagedList } from '../../../components/paged-list.tsx';
import { notifyError } from '../../../lib/notify.ts';
import type { DocumentFilter } from '../api/payments.ts';

type Page<T> = { content: T[]; totalElements: number; kinds: DocumentKind[] };
const EMPTY = { kind: null as string | null, startDate: '', endDate: '', q: '' };

/**
 * A list of payment documents (spec §2 «invoices», «receipts»): filters by kind (the kinds come with the answer, so a
 * kind the ledger gains appears here without code), Almaty dates and a number; zero-based pages of 25; cards on
 * phones. `empty` says what to do next when there is nothing at all; with filters set it says to change them.
 */
export const DocumentList = <D extends Page<unknown>>(props: {
  label: string;
  query: (filter: DocumentFilter) => UseQueryOptions<D, Error, D, (string | DocumentFilter)[]>;
  columns: ListColumn<D['content'][number]>[];
  rowKey: (row: D['content'][number]) => string | number;
  empty: ReactNode;
  searchLabel: string;
}) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [filters, setFilters] = useState(EMPTY);
  const [q] = useDebouncedValue(filters.q.trim(), 300);
  const list = useQuery(
    props.query({
      page,
      itemsPerPage: LIST_PAGE_SIZE,
      kind: filters.kind ?? undefined,
      startDate: filters.startDate || undefined,
      endDate: filters.endDate || undefined,
      q: q || undefined,
    }),
  );
  const total = list.data?.totalElements ?? 0;
  const active = Object.values(filters).filter(Boolean).length;
  const set = (key: keyof typeof EMPTY) => (value: string | null) => {
    setFilters((current) => ({ ...current, [key]: value ?? (key === 'kind' ? null : '') }));
    setPage(0);
  };
  const reset = () => {
    setFilters(EMPTY);
    setPage(0);
  };
  return (
    <PagedList
      label={props.label}
      columns={props.columns}
      rows={list.data?.content}
      rowKey={props.rowKey}
      page={page}
      pageSize={LIST_PAGE_SIZE}
      total={total}
      onPage={setPage}
      loading={list.isPending}
      error={list.error}
      empty={
        active > 0 ? (
          <Group gap="xs" justify="center">
            <Text>{t('payments.documents.noMatch')}</Text>
            <Button variant="subtle" onClick={reset}>
              {t('payments.documents.reset')}
            </Button>
          </Group>
        ) : (
          props.empty
        )
      }
      activeFilters={active}
      filters={
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <TextInput
            label={t('payments.documents.search')}
            placeholder={props.searchLabel}
            value={filters.q}
            maxLength={40}
            onChange={(event) => set('q')(event.currentTarget.value)}
          />
          {/* One kind (a person's invoices) is no choice: the filter shows when there are two or more. */}
          {(list.data?.kinds.length ?? 0) > 1 && (
            <Select
              label={t('payments.documents.kind')}
              placeholder={t('payments.documents.allKinds')}
              data={(list.data?.kinds ?? []).map((kind) => ({ value: kind.code, label: kind.name }))}
              value={filters.kind}
              onChange={set('kind')}
              clearable
            />
          )}
          <DateRangeInputs
            startLabel={t('payments.documents.startDate')}
            endLabel={t('payments.documents.endDate')}
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
            {list.isPending ? t('payments.documents.loading') : t('payments.documents.total', { count: total })}
          </Text>
          <Button variant="subtle" onClick={reset}>
            {t('payments.documents.reset')}
          </Button>
        </Group>
      }
    />
  );
};

/** A document's PDF button: the download, its failure as the red «Ошибка» with the server's words. */
export const PdfButton = ({ label, download }: { label: string; download: () => Promise<void> }) => {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="compact-sm"
      variant="light"
      aria-label={label}
      loading={busy}
      onClick={() => {
        setBusy(true);
        download()
          .catch((error: unknown) => notifyError(error))
          .finally(() => setBusy(false));
      }}
    >
      PDF
    </Button>
  );
};
