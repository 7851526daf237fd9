import type { OrderParty } from '@jetkiz/domain';
import { Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { getAddressesQueryOptions, getStreetTypesQueryOptions } from '../../../addresses/index.ts';
import classes from './wizard.module.css';
import type { WizardValues } from './wizard-form.ts';

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
  form: UseFormReturnType<WizardValues>;
  party: 'sender' | 'receiver';
  /** A terminal end has no street address. */
  atTerminal: boolean;
  /** The sender of a company's order is the company: its name and BIN come first. A person's never shows them. */
  company: boolean;
  /** Companies may fill the address from their address book, limited to the locality of this end. */
  addressBookKato?: string | undefined;
};

/** A sender's or recipient's fields, bound to the wizard's form. */
export const PartyFields = ({ form, party: role, atTerminal, company, addressBookKato }: Props) => {
  const { t } = useTranslation();
  const streetTypes = useQuery(getStreetTypesQueryOptions());
  const book = useQuery({
    ...getAddressesQueryOptions({ kato: addressBookKato, pageSize: 100 }),
    enabled: Boolean(addressBookKato) && !atTerminal,
  });
  const value = form.getValues()[role];
  const named = Boolean(value.companyName.trim());
  const text = (field: keyof PartyDraft, label: string, extra: object = {}) => (
    <TextInput
      key={`${role}.${field}`}
      classNames={{ root: classes.field }}
      label={label}
      {...form.getInputProps(`${role}.${field}`)}
      {...extra}
    />
  );
  const companyFields = [
    text('companyName', t('orders.wizard.companyName')),
    text('iinOrBin', t('orders.wizard.iinOrBin'), { inputMode: 'numeric', maxLength: 12, required: role === 'sender' }),
  ];
  const personFields = [
    text('lastName', t('orders.wizard.lastName'), { required: !named }),
    text('firstName', t('orders.wizard.firstName'), { required: !named }),
  ];
  const contactFields = [
    text('phone', t('orders.wizard.phone'), {
      type: 'tel',
      required: true,
      placeholder: '+7 (7__) ___ __ __',
      autoComplete: 'tel',
    }),
    text('email', t('orders.wizard.email'), { type: 'email', required: role === 'sender', autoComplete: 'email' }),
  ];
  // A company sends as itself; a person sends as themselves (IIN, no organisation); a recipient may be either,
  // so the organisation comes last and stays optional.
  const fields =
    role === 'sender'
      ? company
        ? [...companyFields, ...personFields, ...contactFields]
        : [
            ...personFields,
            text('iinOrBin', t('orders.wizard.iin'), { inputMode: 'numeric', maxLength: 12, required: true }),
            contactFields[0],
            contactFields[1],
          ]
      : [...personFields, ...contactFields, text('companyName', t('orders.wizard.receiverCompany'))];
  return (
    <>
      <div className={classes.grid}>{fields}</div>
      {!atTerminal && (
        <>
          {addressBookKato && (book.data?.content.length ?? 0) > 0 && (
            <Select
              mb="sm"
              label={t('orders.wizard.fromBook')}
              description={t('orders.wizard.fromBookHint')}
              data={(book.data?.content ?? []).map((a) => ({ value: String(a.id), label: `${a.name} — ${a.address}` }))}
              onChange={(id) => {
                const saved = book.data?.content.find((a) => String(a.id) === id);
                if (!saved) return;
                form.setFieldValue(`${role}.streetAbbrId`, String(saved.streetAbbrId));
                form.setFieldValue(`${role}.street`, saved.street);
                form.setFieldValue(`${role}.house`, saved.house);
                form.setFieldValue(`${role}.flat`, saved.flat ?? '');
                form.setFieldValue(`${role}.office`, saved.office ?? '');
              }}
              clearable
            />
          )}
          <div className={classes.grid} style={{ '--wizard-cols': 3 } as CSSProperties}>
            <Select
              classNames={{ root: classes.field }}
              label={t('orders.wizard.streetType')}
              required
              // Choosing the type shown again keeps it: Mantine's default let that click empty the required field.
              allowDeselect={false}
              data={(streetTypes.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
              {...form.getInputProps(`${role}.streetAbbrId`)}
              value={value.streetAbbrId || null}
              onChange={(v) => form.setFieldValue(`${role}.streetAbbrId`, v ?? '')}
              searchable
            />
            {text('street', t('orders.wizard.street'), { required: true })}
            {text('house', t('orders.wizard.house'), { required: true })}
            {text('flat', t('orders.wizard.flat'))}
            {text('office', t('orders.wizard.office'))}
          </div>
        </>
      )}
      {text('notation', t('orders.wizard.notation'))}
    </>
  );
};
