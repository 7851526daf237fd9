import {
  type Adjustment,
  type creditTransferRoute,
  moneyEndpoints,
  type OperatorRefund,
  type TransferInvoice,
} from '@jetkiz/contract';
import { Alert, Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Table, Tabs, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, PagedList } from '../../../components/paged-list.tsx';
import { serverFieldErrors } from '../../../lib/field-message.tsx';
import { date, dateTime, phone, tenge } from '../../../lib/format.ts';
import { errorNode, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSingleMutation } from '../../../lib/single-mutation.ts';
import { callOperator } from '../api/client.ts';
import { problemsOf, REASON_MIN_LENGTH, requiredError } from '../form-checks.ts';
import { useStaffMay } from '../roles.ts';
import { adjustmentErrors, signedTenge } from './adjustment-form.ts';

const PAGE_SIZE = 25;
/** Who may move money (the API checks the same): the accountant and the administrator. */
const useMayPay = () => useStaffMay<typeof creditTransferRoute>(['accountant']);

const useInvalidateMoney = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['operator', 'money'] });
};

/** Companies' transfer invoices with their status; crediting an incoming payment to one. */
const Invoices = () => {
  const { t } = useTranslation();
  const mayPay = useMayPay();
  const invalidate = useInvalidateMoney();
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const [crediting, setCrediting] = useState<TransferInvoice | null>(null);
  const [form, setForm] = useState({ amount: '', payerBin: '', bankReference: '', paidOn: '' });
  const [fields, setFields] = useState<Record<string, ReactNode>>({});
  const list = useQuery({
    queryKey: ['operator', 'money', 'invoices', page, search],
    queryFn: ({ signal }) =>
      callOperator(moneyEndpoints.operatorListTransferInvoices, { query: { page, itemsPerPage: PAGE_SIZE, search }, signal }),
    placeholderData: keepPreviousData,
  });
  const credit = useSingleMutation({
    mutationFn: (invoice: TransferInvoice) =>
      callOperator(moneyEndpoints.operatorCreditTransfer, {
        body: {
          invoiceNumber: invoice.number,
          amount: Number(form.amount.replace(/\s/g, '').replace(',', '.')),
          payerBin: form.payerBin,
          bankReference: form.bankReference,
          paidOn: form.paidOn,
        },
      }),
    onSuccess: (invoice) => {
      notifySuccess(t('operator.money.credited', { number: invoice.number }));
      setCrediting(null);
      void invalidate();
    },
    onError: (error) => {
      setFields(serverFieldErrors(error));
      notifyError(error);
    },
  });
  const open = (invoice: TransferInvoice) => {
    setForm({ amount: String(invoice.amount), payerBin: invoice.bin ?? '', bankReference: '', paidOn: '' });
    setFields({});
    setCrediting(invoice);
  };
  const columns: ListColumn<TransferInvoice>[] = [
    { key: 'number', header: t('operator.money.invoice'), role: 'title', cell: (i) => i.number },
    { key: 'company', header: t('operator.money.company'), cell: (i) => `${i.companyName ?? '—'} · ${i.bin ?? ''}` },
    { key: 'issued', header: t('operator.money.issuedAt'), cell: (i) => dateTime(i.issuedAt) },
    { key: 'amount', header: t('operator.money.amount'), role: 'amount', align: 'right', cell: (i) => tenge(i.amount) },
    {
      key: 'status',
      header: t('operator.money.status'),
      role: 'status',
      cell: (i) => (
        <Badge color={i.status === 'paid' ? 'green' : 'blue'} variant="light">
          {t(`operator.money.invoiceStatus.${i.status}`)}
        </Badge>
      ),
    },
    {
      key: 'credit',
      header: t('operator.money.payment'),
      role: 'actions',
      cell: (i) =>
        i.credit ? (
          <Text size="sm">
            {t('operator.money.creditLine', {
              reference: i.credit.bankReference,
              date: date(i.credit.paidOn),
              by: i.credit.creditedBy,
            })}
          </Text>
        ) : mayPay ? (
          <Button size="compact-sm" variant="light" onClick={() => open(i)}>
            {t('operator.money.credit')}
          </Button>
        ) : null,
    },
  ];
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [key]: e.currentTarget.value });
  return (
    <>
      <PagedList
        label={t('operator.money.invoices')}
        columns={columns}
        rows={list.data?.content}
        rowKey={(i) => i.number}
        page={page}
        pageSize={PAGE_SIZE}
        total={list.data?.totalElements ?? 0}
        onPage={setPage}
        loading={list.isPending}
        error={list.error}
        empty={t('operator.money.noInvoices')}
        minWidth={900}
        activeFilters={search ? 1 : 0}
        filters={
          <TextInput
            label={t('operator.money.searchInvoice')}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(0);
            }}
          />
        }
      />
      <Modal
        opened={crediting !== null}
        onClose={() => setCrediting(null)}
        title={t('operator.money.creditTitle', { number: crediting?.number ?? '' })}
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const problems = problemsOf({
              amount: requiredError(form.amount),
              bankReference: requiredError(form.bankReference),
              paidOn: requiredError(form.paidOn),
            });
            setFields(problems);
            if (crediting && Object.keys(problems).length === 0) credit.mutate(crediting);
          }}
        >
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('operator.money.creditHint', { amount: tenge(crediting?.amount ?? 0) })}
            </Text>
            <TextInput
              label={t('operator.money.amount')}
              inputMode="decimal"
              value={form.amount}
              onChange={set('amount')}
              error={fields.amount}
            />
            <TextInput
              label={t('operator.money.payerBin')}
              inputMode="numeric"
              value={form.payerBin}
              onChange={set('payerBin')}
              error={fields.payerBin}
            />
            <TextInput
              label={t('operator.money.bankReference')}
              value={form.bankReference}
              onChange={set('bankReference')}
              error={fields.bankReference}
              required
            />
            <TextInput
              label={t('operator.money.paidOn')}
              type="date"
              value={form.paidOn}
              onChange={set('paidOn')}
              error={fields.paidOn}
              required
            />
            <Group justify="flex-end">
              <Button type="submit" loading={credit.isPending}>
                {t('operator.money.creditSubmit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
};

/** Refund requests: the 15-day term, approve (pay out) or decline with a reason. */
const Refunds = () => {
  const { t, i18n } = useTranslation();
  const mayPay = useMayPay();
  const invalidate = useInvalidateMoney();
  const [page, setPage] = useState(0);
  const [approving, setApproving] = useState<OperatorRefund | null>(null);
  const [declining, setDeclining] = useState<OperatorRefund | null>(null);
  const [settling, setSettling] = useState<OperatorRefund | null>(null);
  const [reason, setReason] = useState('');
  const list = useQuery({
    // A request's status name comes in the page's language: asked again when the language changes.
    queryKey: ['operator', 'money', 'refunds', page, i18n.language],
    queryFn: ({ signal }) =>
      callOperator(moneyEndpoints.operatorListRefunds, { query: { page, itemsPerPage: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
  const approve = useSingleMutation({
    mutationFn: (id: string) => callOperator(moneyEndpoints.operatorApproveRefund, { params: { id } }),
    onSuccess: () => {
      notifySuccess(t('operator.money.refundPaid'));
      setApproving(null);
      void invalidate();
    },
    // A failed payout may still have reached the bank (its answer lost): the list is read again, so the row says the
    // outcome is unknown and offers to record it, instead of the old row under a dialog that stays open.
    onError: (error) => {
      notifyError(error);
      setApproving(null);
      void invalidate();
    },
  });
  const decline = useSingleMutation({
    mutationFn: (id: string) => callOperator(moneyEndpoints.operatorDeclineRefund, { params: { id }, body: { reason } }),
    onSuccess: () => {
      notifySuccess(t('operator.money.refundDeclined'));
      setDeclining(null);
      void invalidate();
    },
    onError: (error) => notifyError(error),
  });
  // A card payout whose outcome the bank's answers left unknown: what the bank's statement shows is recorded.
  const settle = useSingleMutation({
    mutationFn: ({ id, paid }: { id: string; paid: boolean }) =>
      callOperator(moneyEndpoints.operatorSettleRefundPayout, { params: { id }, body: { paid, reason } }),
    onSuccess: (_refund, { paid }) => {
      notifySuccess(t(paid ? 'operator.money.settledPaid' : 'operator.money.settledUnpaid'));
      setSettling(null);
      void invalidate();
    },
    onError: (error) => notifyError(error),
  });
  const columns: ListColumn<OperatorRefund>[] = [
    {
      key: 'customer',
      header: t('operator.money.customer'),
      role: 'title',
      cell: (r) => (
        <Stack gap={4} align="flex-start">
          <Text size="sm">
            {r.customerName ?? '—'} ·{' '}
            <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
              {phone(r.phone)}
            </Text>
          </Text>
          {r.customerBlocked && (
            <Badge color="red" variant="light" style={{ textTransform: 'none' }}>
              {t('operator.money.customerBlocked')}
            </Badge>
          )}
        </Stack>
      ),
    },
    { key: 'amount', header: t('operator.money.amount'), role: 'amount', align: 'right', cell: (r) => tenge(r.amount) },
    {
      key: 'to',
      header: t('operator.money.destination'),
      cell: (r) => (
        <Stack gap={2}>
          <Text size="sm">{`${t(`operator.money.method.${r.method}`)}: ${r.destination}`}</Text>
          {/* A transfer goes only to the customer's own account: the bank checks the beneficiary's IIN/BIN. */}
          {r.method === 'transfer' && r.status === 'pending' && r.customerNumber && (
            <Text size="xs" c="dimmed">
              {t('operator.money.beneficiary', {
                label: t(r.customerNumberLabel === 'bin' ? 'opwork.customers.bin' : 'opwork.customers.iin'),
                number: r.customerNumber,
              })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'term',
      header: t('operator.money.term'),
      cell: (r) =>
        r.status === 'pending' ? (
          <Text size="sm" c={r.overdue ? 'red.8' : undefined} fw={r.overdue ? 600 : undefined}>
            {r.overdue
              ? t('operator.money.overdue', { date: date(r.dueOn) })
              : t('operator.money.dueBy', { date: date(r.dueOn) })}
          </Text>
        ) : (
          // A date keeps its time and a term its date: the column broke «До» from «22.12.2026» (a no-break space in the
          // texts) and «07.12.2026,» from «14:26».
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {r.decidedAt ? dateTime(r.decidedAt) : ''}
          </Text>
        ),
    },
    {
      key: 'status',
      header: t('operator.money.status'),
      role: 'status',
      cell: (r) => (
        <Stack gap={4} align="flex-start">
          <Badge
            color={r.status === 'paid' ? 'green' : r.status === 'declined' ? 'red' : r.overdue ? 'orange' : 'blue'}
            variant="light"
            style={{ textTransform: 'none' }}
          >
            {r.statusName}
          </Badge>
          {r.status === 'pending' && r.payoutStartedAt && (
            <Text size="xs" c="orange.9">
              {t('operator.money.payoutUnknown', { at: dateTime(r.payoutStartedAt) })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: t('operator.money.actions'),
      role: 'actions',
      hideHeader: true,
      cell: (r) =>
        r.status === 'pending' && mayPay ? (
          <Group gap="xs">
            <Button size="compact-sm" onClick={() => setApproving(r)}>
              {t('operator.money.approve')}
            </Button>
            {r.payoutStartedAt ? (
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => {
                  setReason('');
                  setSettling(r);
                }}
              >
                {t('operator.money.settle')}
              </Button>
            ) : (
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => {
                  setReason('');
                  setDeclining(r);
                }}
              >
                {t('operator.money.decline')}
              </Button>
            )}
          </Group>
        ) : r.declineReason ? (
          <Text size="sm">{r.declineReason}</Text>
        ) : null,
    },
  ];
  return (
    <>
      <PagedList
        label={t('operator.money.refunds')}
        columns={columns}
        rows={list.data?.content}
        rowKey={(r) => r.id}
        page={page}
        pageSize={PAGE_SIZE}
        total={list.data?.totalElements ?? 0}
        onPage={setPage}
        loading={list.isPending}
        error={list.error}
        empty={t('operator.money.noRefunds')}
        minWidth={1000}
      />
      {/* A payout leaves the wallet for good: the accountant sees whom, how much and where before it goes. */}
      <Modal opened={approving !== null} onClose={() => setApproving(null)} title={t('operator.money.approveTitle')}>
        <Stack gap="sm">
          <Text size="sm">
            {approving &&
              t('operator.money.approveLead', {
                // The number stays on one line of the dialog's sentence (a 360 px phone broke it before its last pair).
                customer: `${approving.customerName ?? '—'}, ${phone(approving.phone).replace(/ /g, '\u00a0')}`,
                amount: tenge(approving.amount),
                destination: `${t(`operator.money.method.${approving.method}`)}: ${approving.destination}`,
              })}
          </Text>
          <Group justify="flex-end">
            <Button loading={approve.isPending} onClick={() => approving && approve.mutate(approving.id)}>
              {t('operator.money.approve')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={declining !== null} onClose={() => setDeclining(null)} title={t('operator.money.declineTitle')}>
        <Stack gap="sm">
          {/* The button waits for the API's least reason (`StaffReasonSchema`): the field says so, not a dead button. */}
          <TextInput
            label={t('operator.money.reason')}
            description={t('operator.money.declineHint', { min: REASON_MIN_LENGTH })}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button
              color="red"
              loading={decline.isPending}
              disabled={reason.trim().length < REASON_MIN_LENGTH}
              onClick={() => declining && decline.mutate(declining.id)}
            >
              {t('operator.money.decline')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={settling !== null} onClose={() => setSettling(null)} title={t('operator.money.settleTitle')} size="lg">
        <Stack gap="sm">
          <Text size="sm">{t('operator.money.settleHint', { reference: settling?.id ?? '' })}</Text>
          {/* What the statement shows, for the audit log: not a reason. The buttons wait for 3 characters, as it says. */}
          <TextInput
            label={t('operator.money.statement')}
            description={t('operator.money.statementHint', { min: REASON_MIN_LENGTH })}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              loading={settle.isPending && settle.variables?.paid === false}
              disabled={reason.trim().length < REASON_MIN_LENGTH}
              onClick={() => settling && settle.mutate({ id: settling.id, paid: false })}
            >
              {t('operator.money.settleUnpaid')}
            </Button>
            <Button
              loading={settle.isPending && settle.variables?.paid === true}
              disabled={reason.trim().length < REASON_MIN_LENGTH}
              onClick={() => settling && settle.mutate({ id: settling.id, paid: true })}
            >
              {t('operator.money.settlePaid')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
};

/** Manual adjustments with both sides of each entry, and the form to make one. */
const Adjustments = () => {
  const { t } = useTranslation();
  const mayPay = useMayPay();
  const invalidate = useInvalidateMoney();
  const [page, setPage] = useState(0);
  const [form, setForm] = useState({ phone: '', amount: '', reason: '', requestId: crypto.randomUUID() });
  const [fields, setFields] = useState<Record<string, ReactNode>>({});
  const list = useQuery({
    queryKey: ['operator', 'money', 'adjustments', page],
    queryFn: ({ signal }) =>
      callOperator(moneyEndpoints.operatorListAdjustments, { query: { page, itemsPerPage: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
  const adjust = useSingleMutation({
    mutationFn: () =>
      callOperator(moneyEndpoints.operatorAdjustWallet, {
        body: { ...form, amount: signedTenge(form.amount) ?? 0 },
      }),
    onSuccess: () => {
      notifySuccess(t('operator.money.adjusted'));
      setForm({ phone: '', amount: '', reason: '', requestId: crypto.randomUUID() });
      setFields({});
      void invalidate();
    },
    onError: (error) => {
      setFields(serverFieldErrors(error));
      notifyError(error);
    },
  });
  const columns: ListColumn<Adjustment>[] = [
    {
      key: 'customer',
      header: t('operator.money.customer'),
      role: 'title',
      cell: (a) => (
        <>
          {a.customerName ?? '—'} · <span style={{ whiteSpace: 'nowrap' }}>{phone(a.phone)}</span>
        </>
      ),
    },
    { key: 'amount', header: t('operator.money.amount'), role: 'amount', align: 'right', cell: (a) => tenge(a.amount) },
    {
      key: 'lines',
      header: t('operator.money.entries'),
      cell: (a) => (
        <Stack gap={0}>
          {a.lines.map((l) => (
            <Text size="sm" key={l.account}>
              {t(`operator.money.account.${l.account}`, { defaultValue: l.account })}: {tenge(l.amount)}
            </Text>
          ))}
        </Stack>
      ),
    },
    { key: 'reason', header: t('operator.money.reason'), cell: (a) => a.reason },
    { key: 'by', header: t('operator.money.by'), cell: (a) => `${a.staffName}, ${dateTime(a.createdAt)}` },
  ];
  const set = (key: 'phone' | 'amount' | 'reason') => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [key]: e.currentTarget.value });
  return (
    <Stack gap="md">
      {mayPay && (
        <Card withBorder radius="md" p="md">
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              // What the API would refuse is said under its field before the call: «12abc» was sent as no amount.
              const problems = adjustmentErrors(form);
              setFields(problems);
              if (Object.keys(problems).length === 0) adjust.mutate();
            }}
          >
            <Text size="sm" c="dimmed" mb="xs">
              {t('operator.money.adjustHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={t('operator.money.phone')}
                inputMode="tel"
                value={form.phone}
                onChange={set('phone')}
                error={fields.phone}
              />
              <TextInput
                label={t('operator.money.signedAmount')}
                inputMode="decimal"
                value={form.amount}
                onChange={set('amount')}
                error={fields.amount}
              />
              <TextInput label={t('operator.money.reason')} value={form.reason} onChange={set('reason')} error={fields.reason} />
            </SimpleGrid>
            <Group justify="flex-end" mt="sm">
              <Button type="submit" loading={adjust.isPending}>
                {t('operator.money.adjust')}
              </Button>
            </Group>
          </form>
        </Card>
      )}
      <PagedList
        label={t('operator.money.adjustments')}
        columns={columns}
        rows={list.data?.content}
        rowKey={(a) => a.transactionId}
        page={page}
        pageSize={PAGE_SIZE}
        total={list.data?.totalElements ?? 0}
        onPage={setPage}
        loading={list.isPending}
        error={list.error}
        empty={t('operator.money.noAdjustments')}
        minWidth={900}
      />
    </Stack>
  );
};

/** The ledger's balance check, read from the entries on every visit. */
const LedgerCheck = () => {
  const { t } = useTranslation();
  const check = useQuery({
    queryKey: ['operator', 'money', 'ledger'],
    queryFn: ({ signal }) => callOperator(moneyEndpoints.operatorLedgerCheck, { signal }),
  });
  if (check.error) return <Alert color="red">{errorNode(check.error)}</Alert>;
  if (!check.data) return <Text c="dimmed">{t('operator.money.checking')}</Text>;
  const c = check.data;
  const rows: Array<[string, string, boolean]> = [
    [t('operator.money.sumOfEntries'), tenge(c.sumOfAllEntries), c.sumOfAllEntries === 0],
    [t('operator.money.unbalanced'), String(c.unbalancedTransactions), c.unbalancedTransactions === 0],
    [t('operator.money.negativeWallets'), String(c.negativeWallets), c.negativeWallets === 0],
    [t('operator.money.driftingWallets'), String(c.walletsNotMatchingEntries), c.walletsNotMatchingEntries === 0],
  ];
  return (
    <Stack gap="md">
      <Alert color={c.ok ? 'green' : 'red'} title={c.ok ? t('operator.money.ledgerOk') : t('operator.money.ledgerBroken')}>
        {t('operator.money.checkedAt', { at: dateTime(c.checkedAt) })}
      </Alert>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Table withTableBorder>
          <Table.Tbody>
            {rows.map(([label, value, ok]) => (
              <Table.Tr key={label}>
                <Table.Td>{label}</Table.Td>
                <Table.Td ta="right" c={ok ? undefined : 'red.8'} fw={600}>
                  {value}
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td>{t('operator.money.walletsTotal')}</Table.Td>
              <Table.Td ta="right">
                {c.wallets} · {tenge(c.walletsTotal)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Table withTableBorder>
          <Table.Tbody>
            {c.systemAccounts.map((a) => (
              <Table.Tr key={a.account}>
                <Table.Td>{t(`operator.money.account.${a.account}`, { defaultValue: a.account })}</Table.Td>
                <Table.Td ta="right">{tenge(a.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </SimpleGrid>
    </Stack>
  );
};

/** The console's money: transfer invoices, refund requests, manual adjustments, the ledger check (issue 18). */
export const MoneyPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('operator.money.title'));
  return (
    <Stack gap="md">
      <Title order={1}>{t('operator.money.title')}</Title>
      <Tabs defaultValue="invoices" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="invoices">{t('operator.money.invoices')}</Tabs.Tab>
          <Tabs.Tab value="refunds">{t('operator.money.refunds')}</Tabs.Tab>
          <Tabs.Tab value="adjustments">{t('operator.money.adjustments')}</Tabs.Tab>
          <Tabs.Tab value="ledger">{t('operator.money.ledger')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="invoices" pt="md">
          <Invoices />
        </Tabs.Panel>
        <Tabs.Panel value="refunds" pt="md">
          <Refunds />
        </Tabs.Panel>
        <Tabs.Panel value="adjustments" pt="md">
          <Adjustments />
        </Tabs.Panel>
        <Tabs.Panel value="ledger" pt="md">
          <LedgerCheck />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};
