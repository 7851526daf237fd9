import type { OrderParty } from '@jetkiz/domain';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getAddressesQueryOptions, getStreetTypesQueryOptions } from '../api/orders.ts';

/** The editable fields of a sender or recipient; every value is kept as text until the order is sent. */
export type PartyDraft = {
  companyName: string;
  lastName: string;
  firstName: string;
  iinOrBin: string;
  phone: string;
  email: string;
  streetAbbrId: string;
  street: string;
  house: string;
  flat: string;
  office: string;
  notation: string;
};
export const EMPTY_PARTY: PartyDraft = {
  companyName: '',
  lastName: '',
  firstName: '',
  iinOrBin: '',
  phone: '',
  email: '',
  streetAbbrId: '',
  street: '',
  house: '',
  flat: '',
  office: '',
  notation: '',
};

const orNull = (value: string) => value.trim() || null;
/** The party as the order body carries it; a terminal end sends no street (the server writes «terminal»). */
export const toParty = (draft: PartyDraft, atTerminal: boolean): OrderParty => ({
  companyName: orNull(draft.companyName),
  lastName: orNull(draft.lastName),
  firstName: orNull(draft.firstName),
  iinOrBin: orNull(draft.iinOrBin),
  phone: orNull(draft.phone),
  email: orNull(draft.email),
  streetAbbrId: atTerminal ? -1 : draft.streetAbbrId ? Number(draft.streetAbbrId) : null,
  street: atTerminal ? null : orNull(draft.street),
  house: atTerminal ? null : orNull(draft.house),
  flat: atTerminal ? null : orNull(draft.flat),
  office: atTerminal ? null : orNull(draft.office),
  notation: orNull(draft.notation),
});

type Props = {
  party: 'sender' | 'receiver';
  value: PartyDraft;
  onChange: (next: PartyDraft) => void;
  errors: Record<string, string>;
  /** A terminal end has no street address. */
  atTerminal: boolean;
  /** Companies may fill the address from their address book, limited to the locality of this end. */
  addressBookKato?: string | undefined;
};

export const PartyFields = ({ party: role, value, onChange, errors, atTerminal, addressBookKato }: Props) => {
  const { t } = useTranslation();
  const streetTypes = useQuery(getStreetTypesQueryOptions());
  const book = useQuery({
    ...getAddressesQueryOptions({ kato: addressBookKato, pageSize: 100 }),
    enabled: Boolean(addressBookKato) && !atTerminal,
  });
  const set = (field: keyof PartyDraft) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...value, [field]: event.currentTarget.value });
  const error = (field: string) => errors[`${role}.${field}`];
  const text = (field: keyof PartyDraft, label: string, extra: object = {}) => (
    <TextInput label={label} value={value[field]} onChange={set(field)} error={error(field)} {...extra} />
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('companyName', t('orders.wizard.companyName'))}
        {text('iinOrBin', t('orders.wizard.iinOrBin'), { inputMode: 'numeric', maxLength: 12, required: role === 'sender' })}
        {text('lastName', t('orders.wizard.lastName'), { required: !value.companyName.trim() })}
        {text('firstName', t('orders.wizard.firstName'), { required: !value.companyName.trim() })}
        {text('phone', t('orders.wizard.phone'), { type: 'tel', required: true, placeholder: '+7 (7__) ___ __ __' })}
        {text('email', t('orders.wizard.email'), { type: 'email', required: role === 'sender' })}
      </SimpleGrid>
      {!atTerminal && (
        <>
          {addressBookKato && (book.data?.content.length ?? 0) > 0 && (
            <Select
              mt="md"
              label={t('orders.wizard.fromBook')}
              description={t('orders.wizard.fromBookHint')}
              data={(book.data?.content ?? []).map((a) => ({ value: String(a.id), label: `${a.name} — ${a.address}` }))}
              onChange={(id) => {
                const saved = book.data?.content.find((a) => String(a.id) === id);
                if (saved)
                  onChange({
                    ...value,
                    streetAbbrId: String(saved.streetAbbrId),
                    street: saved.street,
                    house: saved.house,
                    flat: saved.flat ?? '',
                    office: saved.office ?? '',
                  });
              }}
              clearable
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="md">
            <Select
              label={t('orders.wizard.streetType')}
              required
              data={(streetTypes.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
              value={value.streetAbbrId || null}
              onChange={(v) => onChange({ ...value, streetAbbrId: v ?? '' })}
              error={error('streetAbbrId')}
              searchable
            />
            {text('street', t('orders.wizard.street'), { required: true })}
            {text('house', t('orders.wizard.house'), { required: true })}
            {text('flat', t('orders.wizard.flat'))}
            {text('office', t('orders.wizard.office'))}
          </SimpleGrid>
        </>
      )}
      {text('notation', t('orders.wizard.notation'), { mt: 'md' })}
    </>
  );
};
