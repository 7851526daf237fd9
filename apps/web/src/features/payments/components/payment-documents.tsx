import type { InvoiceItem, InvoicePage, ReceiptItem, ReceiptPage } from '@jetkiz/contract';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListColumn } from '../../../components/paged-list.tsx';
import { paths } from '../../../config/paths.ts';
import { dateTime, tenge } from '../../../lib/format.ts';
import type { UserRole } from '../../../lib/session.ts';
import {
  downloadIssuedInvoice,
  downloadOrderInvoice,
  downloadReceipt,
  getInvoicesQueryOptions,
  getReceiptsQueryOptions,
} from '../api/payments.ts';
import { movementLink } from '../lib/movement-link.ts';
import { DocumentList, PdfButton } from './document-list.tsx';

type Row = {
  number: string;
  kindName: string;
  createdAt: string;
  orderId: string | null;
  orderNumber: string | null;
  orderPriority: boolean;
  /** A receipt of an act's payment: the act (`orderNumber` is its number). */
  actId?: string | null;
};

/** The order or the act a document names, as «Заказ JZ-…» / «Акт …» linking to its page. */
const DocumentOf = ({ row }: { row: Row }) => {
  const { t } = useTranslation();
  const link = movementLink(row);
  if (!link) return null;
  return (
    <Text size="sm">
      {t(link.act ? 'payments.documents.act' : 'payments.documents.order')}{' '}
      <Anchor component={Link} to={link.to}>
        {link.number}
      </Anchor>
    </Text>
  );
};

/** The columns both lists share: the number with its order or act, the kind, the date. */
const useCommonColumns = <T extends Row>(): ListColumn<T>[] => {
  const { t } = useTranslation();
  return [
    {
      key: 'number',
      header: t('payments.documents.number'),
      role: 'title',
      cell: (row) => (
        <>
          <Text component="span" fw={600}>
            № {row.number}
          </Text>
          <DocumentOf row={row} />
        </>
      ),
    },
    { key: 'kind', header: t('payments.documents.kind'), cell: (row) => row.kindName },
    { key: 'date', header: t('payments.documents.date'), cell: (row) => dateTime(row.createdAt) },
  ];
};

/** What to do when there is nothing yet: a sentence and the page where the documents come from. */
const Empty = ({ text, to, action }: { text: string; to: string; action: string }) => (
  <Stack align="center" gap="xs">
    <Text ta="center">{text}</Text>
    <Button component={Link} to={to} variant="light">
      {action}
    </Button>
  </Stack>
);

/** Spec §2 «receipts»: every wallet movement with a receipt (top-ups, payments, refunds, credits), each a PDF. */
export const ReceiptsList = ({ who: role }: { who: UserRole }) => {
  const { t } = useTranslation();
  const columns: ListColumn<ReceiptItem>[] = [
    ...useCommonColumns<ReceiptItem>(),
    {
      key: 'amount',
      header: t('payments.documents.amount'),
      role: 'amount',
      cell: (item) => (
        <Text component="span" fw={700} c={item.amount > 0 ? 'teal.9' : undefined} inherit>
          {item.amount > 0 ? '+' : ''}
          {tenge(item.amount)}
        </Text>
      ),
    },
    {
      key: 'download',
      header: t('payments.documents.download'),
      role: 'actions',
      hideHeader: true,
      cell: (item) => (
        <PdfButton
          label={t('payments.receipts.downloadOne', { number: item.number })}
          download={() => downloadReceipt(item.id)}
        />
      ),
    },
  ];
  return (
    <DocumentList<ReceiptPage>
      label={t('payments.receipts.title')}
      query={(filter) => getReceiptsQueryOptions(role, filter)}
      columns={columns}
      rowKey={(item) => item.id}
      searchLabel={t('payments.receipts.search')}
      empty={<Empty text={t('payments.receipts.empty')} to={paths.wallet} action={t('payments.receipts.toWallet')} />}
    />
  );
};

/** Spec §2 «invoices»: the orders' invoices, and a company's invoices for a transfer top-up, each a PDF. */
export const InvoicesList = ({ who: role }: { who: UserRole }) => {
  const { t } = useTranslation();
  const columns: ListColumn<InvoiceItem>[] = [
    ...useCommonColumns<InvoiceItem>(),
    {
      key: 'amount',
      header: t('payments.documents.amount'),
      role: 'amount',
      cell: (item) => (
        <Text component="span" fw={700} inherit>
          {tenge(item.amount)}
        </Text>
      ),
    },
    {
      key: 'download',
      header: t('payments.documents.download'),
      role: 'actions',
      hideHeader: true,
      cell: (item) => (
        <PdfButton
          label={t('payments.invoices.downloadOne', { number: item.number })}
          download={() => (item.orderId ? downloadOrderInvoice(role, item.orderId) : downloadIssuedInvoice(item.id))}
        />
      ),
    },
  ];
  return (
    <DocumentList<InvoicePage>
      label={t('payments.invoices.title')}
      query={(filter) => getInvoicesQueryOptions(role, filter)}
      columns={columns}
      rowKey={(item) => item.id}
      searchLabel={t('payments.invoices.search')}
      empty={
        <Empty
          text={t(role === 'company' ? 'payments.invoices.emptyCompany' : 'payments.invoices.empty')}
          to={role === 'company' ? paths.wallet : paths.orders}
          action={t(role === 'company' ? 'payments.invoices.toWallet' : 'payments.invoices.toOrders')}
        />
      }
    />
  );
};
