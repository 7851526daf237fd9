import type { SavedAddress } from '@jetkiz/contract';
import { ADDRESS_PAGE_SIZE, addressLine, pageCount } from '@jetkiz/domain';
import { ActionIcon, Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, PagedList } from '../../../components/paged-list.tsx';
import { currentLang } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { getAddressesQueryOptions, getStreetTypesQueryOptions, useDeleteAddress } from '../api/addresses.ts';
import { AddressForm } from './address-form.tsx';

/** The company's address directory: search by name, pages of ten, add, edit, and delete after asking. */
export const AddressBook = () => {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [search] = useDebouncedValue(name.trim(), 300);
  const [page, setPage] = useState(0);
  const list = useQuery(getAddressesQueryOptions({ name: search || undefined, page, pageSize: ADDRESS_PAGE_SIZE }));
  const remove = useDeleteAddress();
  /** The address in the dialog: `null` for a new one, `undefined` when the dialog is closed. */
  const [editing, setEditing] = useState<SavedAddress | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const total = list.data?.totalElements ?? 0;
  // A page past the last one (its only address deleted here, or by a colleague) goes back to the last page: left
  // there, the book said «Адресов: 10» above «Адресов пока нет», with no page buttons to go back by.
  const lastPage = Math.max(0, pageCount(total, ADDRESS_PAGE_SIZE) - 1);
  const pastTheEnd = list.data !== undefined && !list.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  }, [pastTheEnd, lastPage]);
  const streetTypes = useQuery(getStreetTypesQueryOptions());
  // The address as the order pages write it, in the page's language («Almaty, Abai Avenue, 52, office 4»): the stored
  // line is the Russian one the server made at saving («Алматы, Абая, 52»), without street type, flat or office.
  const lineOf = (a: SavedAddress) =>
    addressLine(
      {
        locality: a.locality,
        streetType: streetTypes.data?.find((type) => type.id === a.streetAbbrId)?.name ?? '',
        street: a.street,
        house: a.house,
        flat: a.flat,
        office: a.office,
      },
      currentLang(),
    );

  const columns: ListColumn<SavedAddress>[] = [
    { key: 'name', header: t('orders.addresses.name'), role: 'title', cell: (a) => <Text fw={600}>{a.name}</Text> },
    { key: 'address', header: t('orders.addresses.address'), cell: lineOf },
    { key: 'graph', header: t('orders.addresses.graph'), cell: (a) => a.graph },
    {
      key: 'actions',
      header: t('orders.addresses.edit'),
      hideHeader: true,
      role: 'actions',
      cell: (a) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            size="xs"
            variant="subtle"
            onClick={() => setEditing(a)}
            aria-label={`${t('orders.addresses.edit')}: ${a.name}`}
          >
            {t('orders.addresses.edit')}
          </Button>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`${t('orders.addresses.remove')}: ${a.name}`}
            onClick={() => setDeleting(a)}
          >
            ✕
          </ActionIcon>
        </Group>
      ),
    },
  ];

  return (
    <>
      <PagedList
        label={t('orders.addresses.title')}
        columns={columns}
        rows={list.data?.content}
        rowKey={(a) => a.id}
        page={page}
        pageSize={ADDRESS_PAGE_SIZE}
        total={total}
        onPage={setPage}
        loading={list.isPending}
        error={list.error}
        empty={t('orders.addresses.empty')}
        activeFilters={name.trim() ? 1 : 0}
        filters={
          <TextInput
            type="search"
            label={t('orders.addresses.searchName')}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setPage(0);
            }}
            maw={{ sm: 360 }}
          />
        }
        toolbar={
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('orders.addresses.total', { count: total })}
            </Text>
            <Button onClick={() => setEditing(null)}>{t('orders.addresses.add')}</Button>
          </Group>
        }
      />
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={t(editing ? 'orders.addresses.edit' : 'orders.addresses.add')}
        closeButtonProps={{ 'aria-label': t('notify.close') }}
        size="lg"
      >
        {editing !== undefined && <AddressForm address={editing} onSaved={() => setEditing(undefined)} />}
      </Modal>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('orders.addresses.removeTitle', { name: deleting?.name ?? '' })}
        closeButtonProps={{ 'aria-label': t('notify.close') }}
        centered
      >
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t('orders.addresses.removeKeep')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              deleting &&
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  notifySuccess(t('orders.addresses.removed'));
                  setDeleting(null);
                },
              })
            }
          >
            {t('orders.addresses.removeConfirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
};
