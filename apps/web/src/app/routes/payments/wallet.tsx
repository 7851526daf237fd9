import { LEDGER_KIND_NAMES } from '@jetkiz/contract';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Skeleton,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DateRangeInputs } from '../../../components/date-range-inputs.tsx';
import { orderPath } from '../../../config/paths.ts';
import {
  downloadReceipt,
  downloadTransferInvoice,
  getBalanceQueryOptions,
  getHistoryQueryOptions,
  type HistoryFilter,
} from '../../../features/payments/api/payments.ts';
import { TopUpForm } from '../../../features/payments/components/top-up-form.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { dateTime, tenge } from '../../../lib/format.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';

const PAGE_SIZE = 25;

/** A company's invoice for topping up by bank transfer (the operator credits the transfer when it arrives). */
const TransferInvoice = () => {
  const { t } = useTranslation();
  const [sum, setSum] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await downloadTransferInvoice(sum.replace(/\s/g, '').replace(',', '.'));
    } catch (caught) {
      if (caught instanceof ApiError && caught.fields.sum) setError(caught.fields.sum);
      notifyError(caught);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="transfer-title">
      <Title order={2} size="h4" id="transfer-title" mb="xs">
        {t('payments.wallet.transferTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('payments.wallet.transferHint')}
      </Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void download();
        }}
      >
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('payments.wallet.sum')}
            inputMode="decimal"
            value={sum}
            onChange={(e) => setSum(e.currentTarget.value)}
            error={error}
            w={220}
          />
          <Button type="submit" variant="light" mt={25} loading={busy}>
            {t('payments.wallet.transfer')}
          </Button>
        </Group>
      </form>
    </Card>
  );
};

/** Wallet movements with date and kind filters, pages of 25, a receipt for each. */
const History = () => {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [kind, setKind] = useState<string | null>(null);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const filter: HistoryFilter = {
    page,
    itemsPerPage: PAGE_SIZE,
    kind: kind ?? undefined,
    startDate: startDate || undefined,
    endDate: endDate || undefined,
  };
  const history = useQuery(getHistoryQueryOptions(filter));
  const total = history.data?.totalElements ?? 0;
  const pages = Math.ceil(total / PAGE_SIZE);
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };
  const lang = currentLang();
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="history-title">
      <Title order={2} size="h4" id="history-title" mb="md">
        {t('payments.history.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="sm" component="search">
        <Select
          label={t('payments.history.kind')}
          placeholder={t('payments.history.allKinds')}
          data={Object.entries(LEDGER_KIND_NAMES).map(([value, name]) => ({ value, label: name[lang] }))}
          value={kind}
          onChange={changed(setKind)}
          clearable
        />
        <DateRangeInputs
          startLabel={t('payments.history.startDate')}
          endLabel={t('payments.history.endDate')}
          start={startDate}
          end={endDate}
          onStart={changed(setStartDate)}
          onEnd={changed(setEndDate)}
        />
      </SimpleGrid>
      <Group justify="space-between" mb="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {history.isPending ? t('payments.history.loading') : t('payments.history.total', { count: total })}
        </Text>
        <Button
          variant="subtle"
          onClick={() => {
            setKind(null);
            setStartDate('');
            setEndDate('');
            setPage(0);
          }}
        >
          {t('payments.history.reset')}
        </Button>
      </Group>
      {history.data && history.data.content.length === 0 ? (
        <Text py="lg" ta="center" c="dimmed">
          {t('payments.history.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payments.history.date')}</Table.Th>
                <Table.Th>{t('payments.history.kind')}</Table.Th>
                <Table.Th ta="right">{t('payments.history.amount')}</Table.Th>
                <Table.Th ta="right">{t('payments.history.balanceAfter')}</Table.Th>
                <Table.Th>{t('payments.history.receipt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(history.data?.content ?? []).map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{dateTime(item.createdAt)}</Table.Td>
                  <Table.Td>
                    {item.kindName}
                    {item.orderId && item.orderNumber && (
                      <>
                        {' '}
                        <Anchor component={Link} to={orderPath(item.orderId, item.orderPriority)}>
                          {item.orderNumber}
                        </Anchor>
                      </>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" c={item.amount > 0 ? 'teal.9' : undefined} fw={600}>
                    {item.amount > 0 ? '+' : ''}
                    {tenge(item.amount)}
                  </Table.Td>
                  <Table.Td ta="right">{tenge(item.balanceAfter)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-label={`PDF: ${t('payments.history.download')} ${dateTime(item.createdAt)}`}
                      onClick={() => downloadReceipt(item.id).catch((error: unknown) => notifyError(error))}
                    >
                      PDF
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Group justify="center" mt="md">
          <Pagination total={pages} value={page + 1} onChange={(p) => setPage(p - 1)} />
        </Group>
      )}
    </Card>
  );
};

/** The wallet: balance, card top-up through the bank's widget, a company's transfer invoice, the history. */
export const WalletRoute = () => {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const priority = params.get('priority') === '1';
  const balance = useQuery(getBalanceQueryOptions(session.role));
  const backToOrder = orderId ? `${orderPath(orderId, priority)}?pay=1` : undefined;

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {t('payments.wallet.title')}
      </Title>
      {backToOrder && (
        <Alert color="blue" mb="md">
          <Group justify="space-between">
            <Text>{t('payments.wallet.forOrder')}</Text>
            <Anchor component={Link} to={backToOrder}>
              {t('payments.wallet.backToOrder')}
            </Anchor>
          </Group>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mb="md">
        <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="balance-title">
          <Text id="balance-title" c="dimmed">
            {t('payments.wallet.balance')}
          </Text>
          {balance.data ? (
            <Text fz={36} fw={700} data-testid="wallet-balance">
              {tenge(balance.data.KZT ?? 0)}
            </Text>
          ) : (
            <Skeleton height={44} width={180} my={4} />
          )}
          <Text size="sm" c="dimmed">
            {t('payments.wallet.balanceHint')}
          </Text>
        </Card>
        <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="topup-title">
          <Title order={2} size="h4" id="topup-title" mb="sm">
            {t('payments.wallet.topUpTitle')}
          </Title>
          <TopUpForm
            initialSum={params.get('sum') ?? ''}
            onPaid={() => {
              if (backToOrder) navigate(backToOrder);
            }}
          />
        </Card>
      </SimpleGrid>
      {session.role === 'company' && (
        <div style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
          <TransferInvoice />
        </div>
      )}
      <History />
    </Container>
  );
};
