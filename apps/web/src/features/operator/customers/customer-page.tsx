import type { BlockCustomerBody, blockCustomerRoute, CustomerDetail } from '@jetkiz/contract';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { type ListColumn, PagedList } from '../../../components/paged-list.tsx';
import { actNumber, date, dateTime, monthYear, phone, tenge } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { reasonError } from '../form-checks.ts';
import { operatorOrderPath } from '../orders/paths.ts';
import { useStaffMay } from '../roles.ts';
import { customerQueryOptions, useBlockCustomer, useUnblockCustomer } from './api.ts';
import { CustomerStateBadge, useCustomerKind } from './customers-page.tsx';

type LatestOrder = CustomerDetail['orders'][number];

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text fw={500}>{children}</Text>
  </div>
);

const BlockDialog = ({ customer, opened, onClose }: { customer: CustomerDetail; opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const block = useBlockCustomer(customer.id);
  const unblock = useUnblockCustomer(customer.id);
  const [category, setCategory] = useState<BlockCustomerBody['category']>('debt');
  const form = useForm({ mode: 'controlled', initialValues: { reason: '' }, validate: { reason: reasonError } });
  const lifting = customer.blocked !== null;
  const pending = block.isPending || unblock.isPending;
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(({ reason }) => {
    const done = {
      onSuccess: () => {
        notifySuccess(t(lifting ? 'opwork.customers.unblockedDone' : 'opwork.customers.blockedDone'));
        close();
      },
      onError: (e: Error) => notifyError(e),
    };
    if (lifting) unblock.mutate(reason.trim(), done);
    else block.mutate({ category, reason: reason.trim() }, done);
  });
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t(lifting ? 'opwork.customers.unblockDialog' : 'opwork.customers.blockDialog')}
      centered
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Text size="sm">{t(lifting ? 'opwork.customers.unblockLead' : 'opwork.customers.blockLead')}</Text>
          {!lifting && (
            // Radios, not a segmented control: «Нарушение условий оферты» did not fit half of a phone's dialog and was cut.
            <Radio.Group
              label={t('opwork.customers.category')}
              value={category}
              onChange={(value) => setCategory(value as BlockCustomerBody['category'])}
            >
              <Group gap="md" mt={4}>
                <Radio value="debt" label={t('opwork.customers.categoryDebt')} />
                <Radio value="breach" label={t('opwork.customers.categoryBreach')} />
              </Group>
            </Radio.Group>
          )}
          <Textarea
            label={t(lifting ? 'opwork.customers.unblockReason' : 'opwork.customers.reason')}
            required
            autosize
            minRows={3}
            maxLength={1000}
            {...form.getInputProps('reason')}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('opwork.customers.cancel')}
            </Button>
            <Button type="submit" color={lifting ? 'blue' : 'red'} loading={pending}>
              {t(lifting ? 'opwork.customers.confirmUnblock' : 'opwork.customers.confirmBlock')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

/** One customer (issue 18): details, wallet, block, latest orders, acts and sign-ins. */
export const CustomerPage = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const customer = useQuery(customerQueryOptions(id));
  const mayBlock = useStaffMay<typeof blockCustomerRoute>(['operator']);
  const kindOf = useCustomerKind();
  const [dialog, setDialog] = useState(false);
  usePageTitle(customer.data?.name ?? t('opwork.customers.title'));
  const back = (
    <Anchor component={Link} to="/operator/customers" size="sm">
      ← {t('opwork.customers.back')}
    </Anchor>
  );
  if (customer.isPending)
    return (
      <>
        {back}
        <Group mt="md">
          <Loader size="sm" />
        </Group>
      </>
    );
  if (!customer.data)
    return (
      <>
        {back}
        <Alert color="gray" mt="md">
          {t('opwork.customers.notFound')}
        </Alert>
      </>
    );
  const c = customer.data;
  const category = c.blocked?.category;
  const company = c.userType === 'company';
  const orderColumns: ListColumn<LatestOrder>[] = [
    {
      key: 'number',
      header: t('opwork.orders.number'),
      role: 'title',
      cell: (o) => (
        <Anchor component={Link} to={operatorOrderPath(o.id)} style={{ whiteSpace: 'nowrap' }}>
          {o.orderNumber}
        </Anchor>
      ),
    },
    { key: 'created', header: t('opwork.orders.created'), cell: (o) => dateTime(o.createdAt) },
    { key: 'route', header: t('opwork.orders.route'), cell: (o) => `${o.from.name} → ${o.to.name}` },
    { key: 'status', header: t('opwork.orders.status'), role: 'status', cell: (o) => o.statusName },
    { key: 'amount', header: t('opwork.orders.amount'), role: 'amount', align: 'right', cell: (o) => tenge(o.totalWithPromo) },
  ];
  return (
    <>
      {back}
      <Group gap="sm" mt="xs" mb="md" align="center">
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          {c.name}
        </Title>
        <CustomerStateBadge customer={c} />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} mb="md">
        <Card withBorder radius="lg" p="md">
          <Title order={2} size="h4" mb="sm">
            {t('opwork.customers.profile')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Fact label={t('opwork.customers.type')}>{kindOf(c)}</Fact>
            <Fact label={t('opwork.customers.phone')}>{phone(c.phone)}</Fact>
            <Fact label={t(c.numberLabel === 'bin' ? 'opwork.customers.bin' : 'opwork.customers.iin')}>{c.iinOrBin ?? '—'}</Fact>
            <Fact label={t('opwork.customers.email')}>{c.email}</Fact>
            <Fact label={t('opwork.customers.language')}>
              {/* The language named in the page's language (kk «Орыс тілі»), as a field's value reads; not its code. */}
              {t(`languageName.${c.lang.toLowerCase() === 'kz' ? 'kk' : c.lang.toLowerCase()}`, {
                defaultValue: c.lang.toUpperCase(),
              })}
            </Fact>
            <Fact label={t('opwork.customers.registered')}>{date(c.createdAt)}</Fact>
            <Fact label={t('opwork.customers.wallet')}>{tenge(c.walletBalance)}</Fact>
            {company && c.verified && <Fact label={t('opwork.customers.state')}>{t('opwork.customers.verified')}</Fact>}
          </SimpleGrid>
        </Card>
        <Card withBorder radius="lg" p="md">
          <Title order={2} size="h4" mb="sm">
            {t('opwork.customers.blockTitle')}
          </Title>
          {c.blocked ? (
            <Alert color="red" mb="sm" title={t('opwork.customers.blockedSince', { date: dateTime(c.blocked.since) })}>
              {category && (
                <Text fw={600} size="sm">
                  {t(category === 'debt' ? 'opwork.customers.categoryDebt' : 'opwork.customers.categoryBreach')}
                </Text>
              )}
              <Text size="sm">{c.blocked.reason}</Text>
            </Alert>
          ) : (
            <Text mb="sm">{t('opwork.customers.notBlockedNow')}</Text>
          )}
          {mayBlock && (
            <Button color={c.blocked ? 'blue' : 'red'} variant="light" onClick={() => setDialog(true)}>
              {c.blocked ? t('opwork.customers.unblock') : t('opwork.customers.block')}
            </Button>
          )}
        </Card>
      </SimpleGrid>
      <Card withBorder radius="lg" p="md" mb="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            {t('opwork.customers.orders')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('opwork.customers.ordersTotal', { count: c.ordersTotal })}
          </Text>
        </Group>
        {c.orders.length === 0 ? (
          <Text c="dimmed">{t('opwork.customers.noOrders')}</Text>
        ) : (
          // The console's one list: a table on a desktop, a card an order on a phone (a sideways table there broke
          // the number over two lines and hid the status and the amount past the screen's edge).
          <PagedList<LatestOrder>
            label={t('opwork.customers.orders')}
            columns={orderColumns}
            rows={c.orders}
            rowKey={(o) => o.id}
            page={0}
            pageSize={c.orders.length}
            total={c.orders.length}
            onPage={() => {}}
            empty={null}
            minWidth={560}
          />
        )}
      </Card>
      {/* Acts of completed works are issued to companies only: a person's page has no acts card (it said «Акты
          выполненных работ — Актов нет», as if a person's were missing), and its sign-ins take the whole row. */}
      <SimpleGrid cols={{ base: 1, md: company ? 2 : 1 }}>
        {company && (
          <Card withBorder radius="lg" p="md">
            <Title order={2} size="h4" mb="sm">
              {t('opwork.customers.acts')}
            </Title>
            {c.acts.length === 0 ? (
              <Text c="dimmed">{t('opwork.customers.noActs')}</Text>
            ) : (
              <Stack gap={4}>
                {c.acts.map((a) => (
                  <Group key={a.id} justify="space-between" gap={4}>
                    <Text size="sm">
                      {actNumber(a.number)} · {monthYear(a.period)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {a.statusName} · {tenge(a.total)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
            {/* The acts page with this company chosen: all its acts, and issuing one or setting its terms, also for a
              company with no act yet (the acts page offers a company only from the acts it lists). */}
            <Anchor component={Link} to={`/operator/acts?companyId=${c.id}`} size="sm" mt="sm" display="inline-block">
              {t('opwork.customers.allActs')}
            </Anchor>
          </Card>
        )}
        <Card withBorder radius="lg" p="md">
          <Title order={2} size="h4" mb="sm">
            {t('opwork.customers.signIns')}
          </Title>
          {c.signIns.length === 0 ? (
            <Text c="dimmed">{t('opwork.customers.noSignIns')}</Text>
          ) : (
            <Stack gap={4}>
              {c.signIns.map((s) => (
                <Text size="sm" key={s.at}>
                  {dateTime(s.at)} — {s.active ? t('opwork.customers.sessionActive') : t('opwork.customers.sessionEnded')}
                </Text>
              ))}
            </Stack>
          )}
        </Card>
      </SimpleGrid>
      <BlockDialog customer={c} opened={dialog} onClose={() => setDialog(false)} />
    </>
  );
};
