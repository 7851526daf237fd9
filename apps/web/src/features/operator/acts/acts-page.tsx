import { type CompanyTermsView, moneyEndpoints, type OperatorAct, type reissueOperatorActRoute } from '@jetkiz/contract';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type ListColumn, PagedList } from '../../../components/paged-list.tsx';
import { actNumber, date, tenge } from '../../../lib/format.ts';
import { errorNode, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSingleMutation } from '../../../lib/single-mutation.ts';
import { callOperator } from '../api/client.ts';
import { useStaffMay } from '../roles.ts';

const PAGE_SIZE = 25;
const STATUSES = [
  'issued',
  'viewed',
  'signed',
  'verified',
  'paid',
  'signing_error',
  'verification_error',
  'refused',
  'deemed_accepted',
];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Issue a company's act of a month now, and set its post-paid terms (the accountant and the administrator). */
const ActionCards = ({
  companyId,
  current,
  onChanged,
}: {
  companyId: string;
  current: CompanyTermsView;
  onChanged: () => void;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [month, setMonth] = useState('');
  // The form starts from the terms the company has now: a change is made against them, never over them unseen.
  const [postPaid, setPostPaid] = useState(current.postPaid);
  const [limit, setLimit] = useState(current.postPaid ? String(current.creditLimit) : '');
  const issue = useSingleMutation({
    mutationFn: () => callOperator(moneyEndpoints.operatorIssueAct, { body: { companyId, month } }),
    onSuccess: (act) => {
      notifySuccess(t('operator.acts.issued', { number: actNumber(act.number) }));
      onChanged();
    },
    onError: (error) => notifyError(error),
  });
  const terms = useSingleMutation({
    mutationFn: () =>
      callOperator(moneyEndpoints.operatorSetCompanyTerms, {
        params: { companyId },
        body: { postPaid, creditLimit: postPaid ? Number(limit.replace(/\s/g, '').replace(',', '.')) : 0 },
      }),
    onSuccess: () => {
      notifySuccess(t('operator.acts.termsSaved'));
      void queryClient.invalidateQueries({ queryKey: termsKey(companyId) });
    },
    onError: (error) => notifyError(error),
  });
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Card withBorder radius="md" p="md">
        <Title order={3} size="h5" mb="xs">
          {t('operator.acts.issueTitle')}
        </Title>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('operator.acts.month')}
            placeholder={t('operator.acts.monthPattern')}
            value={month}
            onChange={(e) => setMonth(e.currentTarget.value)}
          />
          <Button disabled={!MONTH.test(month)} loading={issue.isPending} onClick={() => issue.mutate()}>
            {t('operator.acts.issue')}
          </Button>
        </Group>
      </Card>
      <Card withBorder radius="md" p="md">
        <Title order={3} size="h5" mb={4}>
          {t('operator.acts.termsTitle')}
        </Title>
        <Text size="sm" c="dimmed" mb="xs" data-testid="company-terms-now">
          {current.postPaid
            ? t('operator.acts.termsNowPostPaid', { limit: tenge(current.creditLimit) })
            : t('operator.acts.termsNowPrepaid')}
        </Text>
        <Group align="flex-end" gap="sm">
          <Checkbox
            label={t('operator.acts.postPaid')}
            checked={postPaid}
            onChange={(e) => setPostPaid(e.currentTarget.checked)}
            mb={8}
          />
          <TextInput
            label={t('operator.acts.creditLimit')}
            inputMode="decimal"
            disabled={!postPaid}
            value={limit}
            onChange={(e) => setLimit(e.currentTarget.value)}
          />
          <Button disabled={postPaid && !limit} loading={terms.isPending} onClick={() => terms.mutate()}>
            {t('operator.acts.saveTerms')}
          </Button>
        </Group>
      </Card>
    </SimpleGrid>
  );
};

const termsKey = (companyId: string) => ['operator', 'company-terms', companyId];

/**
 * The chosen company by its name, then what can be done for it: an accountant arriving from «Все акты компании →»
 * (or with an ID typed in) sees whom they bill, and the terms the company has now.
 */
const Actions = ({ companyId, onChanged }: { companyId: string; onChanged: () => void }) => {
  const current = useQuery({
    queryKey: termsKey(companyId),
    queryFn: () => callOperator(moneyEndpoints.operatorGetCompanyTerms, { params: { companyId } }),
  });
  if (current.isError)
    return (
      <Alert color="red" variant="light">
        {errorNode(current.error)}
      </Alert>
    );
  if (!current.data) return <Loader size="sm" />;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4" data-testid="acts-company">
        {current.data.companyName}
      </Title>
      <ActionCards
        key={`${current.data.postPaid}:${current.data.creditLimit}`}
        companyId={companyId}
        current={current.data}
        onChanged={onChanged}
      />
    </Stack>
  );
};

/** A corrected act in place of a refused one, with the operator's reason (the server checks the act again). */
const ReissueModal = ({ act, onClose, onDone }: { act: OperatorAct | null; onClose: () => void; onDone: () => void }) => {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const reissue = useSingleMutation({
    mutationFn: (id: string) =>
      callOperator(moneyEndpoints.operatorReissueAct, { params: { id }, body: { reason: reason.trim() } }),
    onSuccess: (corrected) => {
      notifySuccess(t('operator.acts.reissued', { number: actNumber(corrected.number) }));
      setReason('');
      onDone();
      onClose();
    },
    onError: (error) => notifyError(error),
  });
  return (
    <Modal
      opened={act !== null}
      onClose={onClose}
      title={act ? t('operator.acts.reissueTitle', { number: actNumber(act.number) }) : ''}
      centered
    >
      <Stack gap="sm">
        {act?.refusedReason && (
          <Text size="sm">
            <Text span fw={600}>
              {t('operator.acts.refusal')}:
            </Text>{' '}
            {act.refusedReason}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('operator.acts.reissueLead')}
        </Text>
        <Textarea
          label={t('operator.acts.reissueReason')}
          autosize
          minRows={2}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button loading={reissue.isPending} disabled={reason.trim().length < 3} onClick={() => act && reissue.mutate(act.id)}>
            {t('operator.acts.reissue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};

/** Every company's acts (issue 18): status, refusals and their reasons; filters by company, month and status. */
export const ActsPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('operator.acts.title'));
  const mayWrite = useStaffMay<typeof reissueOperatorActRoute>(['accountant']);
  const client = useQueryClient();
  const [page, setPage] = useState(0);
  // A company's page links here with its ID (`?companyId=`): the only way to a company that has no act yet.
  const [params] = useSearchParams();
  const [filters, setFilters] = useState({ companyId: params.get('companyId') ?? '', month: '', status: '' });
  const [reissuing, setReissuing] = useState<OperatorAct | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: ['operator', 'acts'] });
  const query = {
    page,
    itemsPerPage: PAGE_SIZE,
    ...(UUID.test(filters.companyId) && { companyId: filters.companyId }),
    ...(MONTH.test(filters.month) && { month: filters.month }),
    ...(filters.status && { status: filters.status as OperatorAct['avrStatusCode'] }),
  };
  const list = useQuery({
    queryKey: ['operator', 'acts', query],
    queryFn: ({ signal }) => callOperator(moneyEndpoints.operatorListActs, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const set = (patch: Partial<typeof filters>) => {
    setFilters({ ...filters, ...patch });
    setPage(0);
  };
  const columns: ListColumn<OperatorAct>[] = [
    {
      key: 'number',
      header: t('operator.acts.number'),
      role: 'title',
      cell: (a) => (
        <>
          <Text size="sm" fw={600}>
            {actNumber(a.number)}
          </Text>
          {a.replacedBy && (
            <Text size="xs" c="dimmed">
              {t('operator.acts.replacedBy', { number: actNumber(a.replacedBy.number) })}
            </Text>
          )}
          {a.replaces && (
            <Text size="xs" c="dimmed">
              {t('operator.acts.replaces', { number: actNumber(a.replaces.number) })}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'company',
      header: t('operator.acts.company'),
      // The company's ID is nowhere else on screen: choosing the company fills the filter with it (and opens its actions).
      cell: (a) => (
        <Anchor component="button" type="button" size="sm" ta="left" onClick={() => set({ companyId: a.companyId })}>
          {a.companyName} · {a.bin}
        </Anchor>
      ),
    },
    { key: 'period', header: t('operator.acts.period'), cell: (a) => `${date(a.periodStart)} – ${date(a.periodEnd)}` },
    { key: 'amount', header: t('operator.acts.amount'), role: 'amount', align: 'right', cell: (a) => tenge(a.amount) },
    {
      key: 'status',
      header: t('operator.acts.status'),
      role: 'status',
      cell: (a) => (
        <Badge color={a.avrStatusCode === 'refused' ? 'red' : a.paid ? 'green' : 'blue'} variant="light">
          {a.status}
        </Badge>
      ),
    },
    {
      key: 'refusal',
      header: t('operator.acts.refusal'),
      cell: (a) => {
        const reissue = mayWrite && a.avrStatusCode === 'refused' && !a.replacedBy;
        // Nothing to say: no cell content, so a phone's card leaves out «Причина отказа:» with nothing after it.
        if (!a.refusedReason && !reissue) return null;
        return (
          <Stack gap={4} align="flex-start">
            {a.refusedReason && <Text size="sm">{a.refusedReason}</Text>}
            {reissue && (
              <Button size="compact-sm" variant="light" onClick={() => setReissuing(a)}>
                {t('operator.acts.reissue')}
              </Button>
            )}
          </Stack>
        );
      },
    },
  ];
  return (
    <Stack gap="md">
      <Title order={1}>{t('operator.acts.title')}</Title>
      <PagedList
        label={t('operator.acts.list')}
        columns={columns}
        rows={list.data?.content}
        rowKey={(a) => a.id}
        page={page}
        pageSize={PAGE_SIZE}
        total={list.data?.totalElements ?? 0}
        onPage={setPage}
        loading={list.isPending}
        error={list.error}
        empty={t('operator.acts.empty')}
        minWidth={900}
        activeFilters={Object.values(filters).filter(Boolean).length}
        filters={
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('operator.acts.companyId')}
              value={filters.companyId}
              onChange={(e) => set({ companyId: e.currentTarget.value.trim() })}
            />
            <TextInput
              label={t('operator.acts.month')}
              placeholder={t('operator.acts.monthPattern')}
              value={filters.month}
              onChange={(e) => set({ month: e.currentTarget.value.trim() })}
            />
            <Select
              label={t('operator.acts.status')}
              placeholder={t('operator.acts.allStatuses')}
              data={STATUSES.map((s) => ({ value: s, label: t(`operator.acts.statuses.${s}`) }))}
              value={filters.status || null}
              clearable
              onChange={(value) => set({ status: value ?? '' })}
            />
          </SimpleGrid>
        }
      />
      {mayWrite && UUID.test(filters.companyId) && <Actions companyId={filters.companyId} onChanged={refresh} />}
      <ReissueModal act={reissuing} onClose={() => setReissuing(null)} onDone={refresh} />
      {mayWrite && !UUID.test(filters.companyId) && (
        <Text size="sm" c="dimmed">
          {t('operator.acts.pickCompany')}
        </Text>
      )}
    </Stack>
  );
};
