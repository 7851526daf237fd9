import type { LocalityOption, SavedAddress } from '@jetkiz/contract';
import { ORDER_MESSAGES } from '@jetkiz/contract';
import { isValidStreetName } from '@jetkiz/domain';
import {
  ActionIcon,
  Button,
  Container,
  Group,
  Modal,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getAddressesQueryOptions,
  getStreetTypesQueryOptions,
  useDeleteAddress,
  useSaveAddress,
} from '../../../features/orders/api/orders.ts';
import { LocalityPicker } from '../../../features/reference/components/locality-picker.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { notifySuccess, notifyWarning } from '../../../lib/notify.ts';

const PAGE_SIZE = 10;
type Draft = {
  id?: number;
  name: string;
  locality: LocalityOption | null;
  streetAbbrId: string;
  street: string;
  house: string;
  flat: string;
  office: string;
  graph: string;
};
const EMPTY: Draft = { name: '', locality: null, streetAbbrId: '', street: '', house: '', flat: '', office: '', graph: '' };

/** Spec §5: an address needs the object name, street type, street name, building and locality. */
const checkDraft = (d: Draft): Record<string, string> => {
  const lang = currentLang();
  const errors: Record<string, string> = {};
  if (!d.name.trim()) errors.name = ORDER_MESSAGES.addressName[lang];
  if (!d.streetAbbrId) errors.streetAbbrId = ORDER_MESSAGES.streetType[lang];
  if (!d.street.trim() || !isValidStreetName(d.street)) errors.street = ORDER_MESSAGES.streetName[lang];
  if (!d.house.trim()) errors.house = ORDER_MESSAGES.building[lang];
  if (!d.locality) errors.kato = ORDER_MESSAGES.locality[lang];
  return errors;
};

/** The company's address directory: search by name, pages of ten, add, edit and delete with confirmation. */
export const AddressesRoute = () => {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [search] = useDebouncedValue(name.trim(), 300);
  const [page, setPage] = useState(0);
  const list = useQuery(getAddressesQueryOptions({ name: search || undefined, page, pageSize: PAGE_SIZE }));
  const streetTypes = useQuery(getStreetTypesQueryOptions());
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const total = list.data?.totalElements ?? 0;

  const edit = (a: SavedAddress) =>
    setDraft({
      id: a.id,
      name: a.name,
      locality: { kato: a.kato, name: a.locality, region: '' },
      streetAbbrId: String(a.streetAbbrId),
      street: a.street,
      house: a.house,
      flat: a.flat ?? '',
      office: a.office ?? '',
      graph: a.graph ?? '',
    });
  const submit = () => {
    if (!draft) return;
    const found = checkDraft(draft);
    setErrors(found);
    for (const m of new Set(Object.values(found))) notifyWarning(m);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        id: draft.id,
        name: draft.name.trim(),
        kato: draft.locality?.kato ?? null,
        streetAbbrId: Number(draft.streetAbbrId),
        street: draft.street.trim(),
        house: draft.house.trim(),
        flat: draft.flat.trim() || null,
        office: draft.office.trim() || null,
        graph: draft.graph.trim() || null,
      },
      {
        onSuccess: () => {
          notifySuccess(t('orders.addresses.saved'));
          setDraft(null);
        },
        onError: (error) => error instanceof ApiError && setErrors(error.fields),
      },
    );
  };
  const field = (key: 'name' | 'street' | 'house' | 'flat' | 'office' | 'graph', label: string, required = false) =>
    draft && (
      <TextInput
        label={label}
        required={required}
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.currentTarget.value })}
        error={errors[key]}
      />
    );

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="xs">
        <Title order={1}>{t('orders.addresses.title')}</Title>
        <Button
          onClick={() => {
            setErrors({});
            setDraft(EMPTY);
          }}
        >
          {t('orders.addresses.add')}
        </Button>
      </Group>
      <Text c="dimmed" mb="lg">
        {t('orders.addresses.lead')}
      </Text>
      <Group mb="md" justify="space-between">
        <TextInput
          type="search"
          aria-label={t('orders.addresses.searchName')}
          placeholder={t('orders.addresses.searchName')}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setPage(0);
          }}
        />
        <Text size="sm" c="dimmed">
          {t('orders.addresses.total', { count: total })}
        </Text>
      </Group>
      {list.data && list.data.content.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          {t('orders.addresses.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders.addresses.name')}</Table.Th>
                <Table.Th>{t('orders.addresses.address')}</Table.Th>
                <Table.Th>{t('orders.addresses.graph')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(list.data?.content ?? []).map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td fw={600}>{a.name}</Table.Td>
                  <Table.Td>{a.address}</Table.Td>
                  <Table.Td>{a.graph}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="subtle" onClick={() => edit(a)}>
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
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {total > PAGE_SIZE && (
        <Group justify="center" mt="lg">
          <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page + 1} onChange={(p) => setPage(p - 1)} />
        </Group>
      )}
      <Modal
        opened={draft !== null}
        onClose={() => setDraft(null)}
        title={t(draft?.id ? 'orders.addresses.edit' : 'orders.addresses.add')}
        size="lg"
      >
        {draft && (
          <Stack>
            {field('name', t('orders.addresses.name'), true)}
            <div>
              <LocalityPicker
                label={t('orders.addresses.locality')}
                direction="FROM"
                value={draft.locality}
                onChange={(locality) => setDraft({ ...draft, locality })}
                required
              />
              {errors.kato && (
                <Text size="xs" c="red.9" mt={4} role="alert">
                  {errors.kato}
                </Text>
              )}
            </div>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={t('orders.wizard.streetType')}
                required
                data={(streetTypes.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
                value={draft.streetAbbrId || null}
                onChange={(v) => setDraft({ ...draft, streetAbbrId: v ?? '' })}
                error={errors.streetAbbrId}
                searchable
              />
              {field('street', t('orders.wizard.street'), true)}
              {field('house', t('orders.wizard.house'), true)}
              {field('flat', t('orders.wizard.flat'))}
              {field('office', t('orders.wizard.office'))}
            </SimpleGrid>
            {field('graph', t('orders.addresses.graph'))}
            <Group justify="flex-end">
              <Button onClick={submit} loading={save.isPending}>
                {t('orders.addresses.save')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('orders.addresses.removeTitle', { name: deleting?.name ?? '' })}
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
    </Container>
  );
};
