import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InvoicesList, ReceiptsList } from '../../../features/payments/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.ts';

/** A payment documents page: its title, what it holds, the list. */
const DocumentsPage = ({ which }: { which: 'receipts' | 'invoices' }) => {
  const { t } = useTranslation();
  const { role } = useSession();
  usePageTitle(t(`payments.${which}.title`));
  return (
    <Stack gap="md">
      <div>
        <Title order={1} mt="xs">
          {t(`payments.${which}.title`)}
        </Title>
        <Text c="dimmed">{t(`payments.${which}.lead`)}</Text>
      </div>
      <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section">
        {which === 'receipts' ? <ReceiptsList who={role} /> : <InvoicesList who={role} />}
      </Card>
    </Stack>
  );
};

/** Spec §2 signed-in screens «receipts» and «invoices» (issue 19). */
export const ReceiptsRoute = () => <DocumentsPage which="receipts" />;
export const InvoicesRoute = () => <DocumentsPage which="invoices" />;
