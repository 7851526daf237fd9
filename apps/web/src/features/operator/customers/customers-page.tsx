import type { CustomerListItem } from '@jetkiz/contract';
import { LIST_PAGE_SIZE } from '@jetkiz/domain';
import { Anchor, Badge, Select, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ListColumn, PagedList } from '../../../components/paged-list.tsx';
import { date, phone } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { customersQueryOptions } from './api.ts';

/** Where a customer's page is in the console. */
export const customerPath = (id: string) => `/operator/customers/${id}`;

export const CustomerStateBadge = ({ customer }: { customer: Pick<CustomerListItem, 'blocked' | 'status'> }) => {
  const { t } = useTranslation();
  if (customer.blocked)
    return (
      <Badge color="red" variant="light" style={{ textTransform: 'none' }}>
        {t('opwork.customers.blocked')}
      </Badge>
    );
  return (
    <Badge color={customer.status === 'active' ? 'green' : 'gray'} variant="light" style={{ textTransform: 'none' }}>
      {customer.status === 'active' ? t('opwork.customers.active') : t('opwork.customers.pending')}
    </Badge>
  );
};

/** What kind of customer this is, in words: a person, an individual entrepreneur or a company (a legal entity). */
export const useCustomerKind = () => {
  const { t } = useTranslation();
  return (customer: Pick<CustomerListItem, 'kind'>) =>
    ({
      person: t('opwork.customers.person'),
      entrepreneur: t('opwork.customers.entrepreneur'),
      legalEntity: t('opwork.customers.company'),
    })[customer.kind];
};

/** Customers (issue 18): search by phone, IIN/BIN or name; blocked or not; newest first, pages of 25. */
export const CustomersPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('opwork.customers.title'));
  const kindOf = useCustomerKind();
  const [q, setQ] = useState('');
  const [blocked, setBlocked] = useState<string | null>(null);
  const [search] = useDebouncedValue(q.trim(), 300);
  const [page, setPage] = useState(0);
  const customers = useQuery(
    customersQueryOptions({
      page,
      itemsPerPage: LIST_PAGE_SIZE,
      q: search || undefined,
      blocked: blocked === null ? undefined : blocked === 'yes',
    }),
  );
  const columns: ListColumn<CustomerListItem>[] = [
    {
      key: 'name',
      header: t('opwork.customers.name'),
      role: 'title',
      cell: (c) => (
        <>
          <Anchor component={Link} to={customerPath(c.id)} fw={600}>
            {c.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {kindOf(c)}
          </Text>
        </>
      ),
    },
    { key: 'phone', header: t('opwork.customers.phone'), cell: (c) => phone(c.phone) },
    { key: 'iin', header: t('opwork.customers.iinOrBin'), cell: (c) => c.iinOrBin ?? '—' },
    { key: 'registered', header: t('opwork.customers.registered'), cell: (c) => date(c.createdAt) },
    { key: 'state', header: t('opwork.customers.state'), role: 'status', cell: (c) => <CustomerStateBadge customer={c} /> },
  ];
  const total = customers.data?.totalElements ?? 0;
  return (
    <>
      <Title order={1} mb="md">
        {t('opwork.customers.title')}
      </Title>
      <PagedList
        label={t('opwork.customers.title')}
        columns={columns}
        rows={customers.data?.content}
        rowKey={(c) => c.id}
        page={page}
        pageSize={LIST_PAGE_SIZE}
        total={total}
        onPage={setPage}
        loading={customers.isPending}
        error={customers.error}
        empty={t('opwork.customers.empty')}
        activeFilters={(q ? 1 : 0) + (blocked ? 1 : 0)}
        filters={
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('opwork.customers.search')}
              value={q}
              onChange={(e) => {
                setQ(e.currentTarget.value);
                setPage(0);
              }}
            />
            <Select
              label={t('opwork.customers.blockedFilter')}
              placeholder={t('opwork.customers.all')}
              clearable
              value={blocked}
              onChange={(value) => {
                setBlocked(value);
                setPage(0);
              }}
              data={[
                { value: 'yes', label: t('opwork.customers.onlyBlocked') },
                { value: 'no', label: t('opwork.customers.notBlocked') },
              ]}
            />
          </SimpleGrid>
        }
        toolbar={
          customers.data && (
            <Text size="sm" c="dimmed">
              {t('opwork.customers.found', { count: total })}
            </Text>
          )
        }
      />
    </>
  );
};
