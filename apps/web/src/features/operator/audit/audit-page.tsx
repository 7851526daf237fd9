import {
  AUDIT_ACTIONS,
  AUDIT_OUTCOMES,
  AUDIT_TARGETS,
  type AuditEntry,
  auditActionName,
  auditErrorMessage,
  auditTargetName,
} from '@jetkiz/contract';
import type { Lang } from '@jetkiz/domain';
import { Alert, Anchor, Button, Code, Group, Popover, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateRangeInputs } from '../../../components/date-range-inputs.tsx';
import { type ListColumn, PagedList } from '../../../components/paged-list.tsx';
import { dateTime } from '../../../lib/format.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { errorNode, notifyError } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { callOperator, downloadOperatorFile } from '../api/client.ts';
import { staffEndpoints } from '../api/endpoints.ts';
import { customerPath } from '../customers/customers-page.tsx';
import { operatorOrderPath } from '../orders/paths.ts';

const PAGE_SIZE = 25;
type Filters = {
  staffId: string;
  action: string;
  targetType: string;
  targetId: string;
  outcome: '' | 'done' | 'refused';
  from: string;
  to: string;
};
const NO_FILTERS: Filters = { staffId: '', action: '', targetType: '', targetId: '', outcome: '', from: '', to: '' };

/** The filters as the API reads them: only those set. */
const queryOf = (filters: Filters) => ({
  ...(filters.staffId && { staffId: filters.staffId }),
  ...(filters.action.trim() && { action: filters.action.trim() }),
  ...(filters.targetType.trim() && { targetType: filters.targetType.trim() }),
  ...(filters.targetId.trim() && { targetId: filters.targetId.trim() }),
  ...(filters.outcome && { outcome: filters.outcome }),
  ...(filters.from && { from: filters.from }),
  ...(filters.to && { to: filters.to }),
});

/** The console's page of an audit line's object, where it has one (a customer's wallet and a company are the customer). */
const targetPath = (type: string, id: string): string | undefined => {
  if (type === 'order') return operatorOrderPath(id);
  if (type === 'customer' || type === 'wallet' || type === 'company') return customerPath(id);
  return undefined;
};

/** The object of a line: its kind by name, then the staff member's name, a link to its page, or its id as kept. */
const Target = ({ entry, staffNames, lang }: { entry: AuditEntry; staffNames: Map<string, string>; lang: Lang }) => {
  if (!entry.targetType) return null;
  const id = entry.targetId;
  const path = id ? targetPath(entry.targetType, id) : undefined;
  const named = entry.targetType === 'staff' && id ? staffNames.get(id) : undefined;
  return (
    <Stack gap={0}>
      <Text size="sm">{auditTargetName(entry.targetType, lang)}</Text>
      {id &&
        (named ? (
          <Text size="sm">{named}</Text>
        ) : path ? (
          <Anchor component={Link} to={path} size="xs" ff="monospace">
            {id}
          </Anchor>
        ) : (
          <Text size="xs" ff="monospace" c="dimmed">
            {id}
          </Text>
        ))}
    </Stack>
  );
};

/** Choices of a filter: every name in the reader's language, sorted as they read. */
const choices = (names: Record<string, Record<Lang, string>>, lang: Lang) =>
  Object.entries(names)
    .map(([value, name]) => ({ value, label: name[lang] }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));

const Details = ({ entry }: { entry: AuditEntry }) => {
  const { t } = useTranslation();
  if (entry.before === null && entry.after === null) return null;
  return (
    <Popover width={420} position="bottom-end" withinPortal>
      <Popover.Target>
        <Button size="compact-xs" variant="subtle">
          {t('operator.audit.details')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4}>
          {entry.before !== null && (
            <>
              <Text size="xs" fw={600}>
                {t('operator.audit.before')}
              </Text>
              <Code block>{JSON.stringify(entry.before, null, 2)}</Code>
            </>
          )}
          {entry.after !== null && (
            <>
              <Text size="xs" fw={600}>
                {t('operator.audit.after')}
              </Text>
              <Code block>{JSON.stringify(entry.after, null, 2)}</Code>
            </>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
};

/** The audit log (administrators): filters by staff member, action, object, outcome and dates; export to xlsx or csv. */
export const AuditPage = () => {
  const { t } = useTranslation();
  const lang = currentLang();
  usePageTitle(t('operator.audit.title'));
  const [page, setPage] = useState(0);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [exporting, setExporting] = useState(false);
  const set = (patch: Partial<Filters>) => {
    setFilters({ ...filters, ...patch });
    setPage(0);
  };
  const staff = useQuery({
    queryKey: ['operator', 'staff', 'all'],
    queryFn: ({ signal }) => callOperator(staffEndpoints.listStaff, { query: { itemsPerPage: 100 }, signal }),
  });
  const log = useQuery({
    queryKey: ['operator', 'audit', page, filters],
    queryFn: ({ signal }) =>
      callOperator(staffEndpoints.searchAudit, { query: { ...queryOf(filters), page, itemsPerPage: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
  const download = async (format: 'xlsx' | 'csv') => {
    setExporting(true);
    try {
      await downloadOperatorFile(staffEndpoints.exportAudit, { query: { ...queryOf(filters), format } }, `audit-log.${format}`);
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };
  const staffNames = new Map((staff.data?.content ?? []).map((m) => [m.staffId, m.name]));
  const columns: ListColumn<AuditEntry>[] = [
    { key: 'at', header: t('operator.audit.at'), cell: (e) => dateTime(e.at) },
    {
      key: 'staff',
      header: t('operator.audit.staff'),
      cell: (e) =>
        e.staffName ? `${e.staffName} (${t(`operator.roles.${e.staffRole ?? 'viewer'}`)})` : t('operator.audit.system'),
    },
    {
      key: 'action',
      header: t('operator.audit.action'),
      role: 'title',
      cell: (e) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {auditActionName(e.action, lang)}
          </Text>
          <Code c="dimmed" w="fit-content">
            {e.action}
          </Code>
        </Stack>
      ),
    },
    {
      key: 'target',
      header: t('operator.audit.target'),
      cell: (e) => <Target entry={e} staffNames={staffNames} lang={lang} />,
    },
    {
      key: 'outcome',
      header: t('operator.audit.outcome'),
      role: 'status',
      cell: (e) => (
        <Text size="sm" fw={600} c={e.outcome === 'done' ? undefined : 'red.9'}>
          {AUDIT_OUTCOMES[e.outcome][lang]}
          {e.errorCode ? `: ${auditErrorMessage(e.errorCode, lang) ?? e.errorCode}` : ''}
        </Text>
      ),
    },
    { key: 'reason', header: t('operator.audit.reason'), cell: (e) => e.reason ?? '' },
    {
      key: 'details',
      header: t('operator.audit.details'),
      role: 'actions',
      hideHeader: true,
      cell: (e) => <Details entry={e} />,
    },
  ];
  const active = Object.values(filters).filter(Boolean).length;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('operator.audit.title')}
      </Title>
      {log.error && (
        <Alert color="red" role="alert">
          {errorNode(log.error)}
        </Alert>
      )}
      <PagedList
        label={t('operator.audit.list')}
        columns={columns}
        rows={log.data?.content}
        rowKey={(e) => e.id}
        page={page}
        pageSize={PAGE_SIZE}
        total={log.data?.totalElements ?? 0}
        onPage={setPage}
        loading={log.isPending}
        error={log.error}
        empty={t('operator.audit.empty')}
        minWidth={1000}
        activeFilters={active}
        filters={
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} w="100%">
            <Select
              label={t('operator.audit.staff')}
              placeholder={t('operator.audit.allStaff')}
              data={(staff.data?.content ?? []).map((m) => ({ value: m.staffId, label: m.name }))}
              value={filters.staffId || null}
              clearable
              searchable
              onChange={(value) => set({ staffId: value ?? '' })}
            />
            <Select
              label={t('operator.audit.action')}
              placeholder={t('operator.audit.anyAction')}
              data={choices(AUDIT_ACTIONS, lang)}
              value={filters.action || null}
              clearable
              searchable
              onChange={(value) => set({ action: value ?? '' })}
            />
            <Select
              label={t('operator.audit.targetType')}
              placeholder={t('operator.audit.anyTarget')}
              data={choices(AUDIT_TARGETS, lang)}
              value={filters.targetType || null}
              clearable
              onChange={(value) => set({ targetType: value ?? '' })}
            />
            <TextInput
              label={t('operator.audit.targetId')}
              value={filters.targetId}
              onChange={(e) => set({ targetId: e.currentTarget.value })}
            />
            <Select
              label={t('operator.audit.outcome')}
              placeholder={t('operator.audit.anyOutcome')}
              data={choices(AUDIT_OUTCOMES, lang)}
              value={filters.outcome || null}
              clearable
              onChange={(value) => set({ outcome: (value ?? '') as Filters['outcome'] })}
            />
            <DateRangeInputs
              startLabel={t('operator.audit.from')}
              endLabel={t('operator.audit.to')}
              start={filters.from}
              end={filters.to}
              onStart={(from) => set({ from })}
              onEnd={(to) => set({ to })}
            />
          </SimpleGrid>
        }
        toolbar={
          <Group justify="space-between" w="100%">
            <Text size="sm">{t('operator.audit.total', { count: log.data?.totalElements ?? 0 })}</Text>
            <Group gap="xs">
              {active > 0 && (
                <Button variant="subtle" size="compact-sm" onClick={() => set(NO_FILTERS)}>
                  {t('operator.audit.reset')}
                </Button>
              )}
              <Button variant="light" size="compact-sm" loading={exporting} onClick={() => void download('xlsx')}>
                {t('operator.audit.exportXlsx')}
              </Button>
              <Button variant="light" size="compact-sm" loading={exporting} onClick={() => void download('csv')}>
                {t('operator.audit.exportCsv')}
              </Button>
            </Group>
          </Group>
        }
      />
    </Stack>
  );
};
