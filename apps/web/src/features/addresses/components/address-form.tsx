import { checkSavedAddress, type LocalityOption, type SavedAddress, type SavedAddressBody } from '@jetkiz/contract';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldMessages, serverFieldErrors } from '../../../lib/field-message.tsx';
import { useFormWarnings } from '../../../lib/form-warnings.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { LocalityPicker } from '../../reference/index.ts';
import { getStreetTypesQueryOptions, useSaveAddress } from '../api/addresses.ts';

type Values = {
  name: string;
  locality: LocalityOption | null;
  streetAbbrId: string | null;
  street: string;
  house: string;
  flat: string;
  office: string;
  graph: string;
};

const valuesOf = (a: SavedAddress | null): Values =>
  a
    ? {
        name: a.name,
        locality: { kato: a.kato, name: a.locality, region: '' },
        streetAbbrId: String(a.streetAbbrId),
        street: a.street,
        house: a.house,
        flat: a.flat ?? '',
        office: a.office ?? '',
        graph: a.graph ?? '',
      }
    : { name: '', locality: null, streetAbbrId: null, street: '', house: '', flat: '', office: '', graph: '' };

/** The request as the API reads it; the same object the shared check looks at. */
const bodyOf = (values: Values, id?: number): SavedAddressBody => ({
  id,
  name: values.name.trim(),
  kato: values.locality?.kato ?? null,
  streetAbbrId: values.streetAbbrId ? Number(values.streetAbbrId) : null,
  street: values.street.trim(),
  house: values.house.trim(),
  flat: values.flat.trim() || null,
  office: values.office.trim() || null,
  graph: values.graph.trim() || null,
});

/** The check's and the server's `kato` is the form's locality field. */
const toFormErrors = (fields: Record<string, ReactNode>) =>
  Object.fromEntries(Object.entries(fields).map(([key, message]) => [key === 'kato' ? 'locality' : key, message]));

/**
 * Adds or edits a saved address. The form is checked by the same rule the API applies (`checkSavedAddress`
 * from the contract): a bad field says why under itself and in the form's «Внимание» warning, and fixing it clears both.
 */
export const AddressForm = ({ address, onSaved }: { address: SavedAddress | null; onSaved: () => void }) => {
  const { t } = useTranslation();
  const streetTypes = useQuery(getStreetTypesQueryOptions());
  const save = useSaveAddress();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(address),
    // The messages are written when shown, in the page's language of the moment (a switch rewrites them).
    validate: (values) => toFormErrors(fieldMessages((lang) => checkSavedAddress(bodyOf(values), lang))),
  });
  // Spec §8: client validation errors are also a «Внимание» notification, tied to the fields as every form's are.
  const warn = useFormWarnings(form.errors, 'address');
  const submit = form.onSubmit(
    (values) =>
      save.mutate(bodyOf(values, address?.id), {
        onSuccess: () => {
          notifySuccess(t('orders.addresses.saved'));
          onSaved();
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length > 0)
            form.setErrors(toFormErrors(serverFieldErrors(error)));
          else notifyError(error);
        },
      }),
    warn,
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <TextInput label={t('orders.addresses.name')} required {...form.getInputProps('name')} />
        {/* Its error is the field's own, as every other field's: the same red, tied to the input (aria-invalid). */}
        <LocalityPicker
          label={t('orders.addresses.locality')}
          direction="FROM"
          value={form.values.locality}
          onChange={(value) => form.setFieldValue('locality', value)}
          required
          size="sm"
          error={form.getInputProps('locality').error}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('orders.wizard.streetType')}
            required
            data={(streetTypes.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            searchable
            {...form.getInputProps('streetAbbrId')}
          />
          <TextInput label={t('orders.wizard.street')} required {...form.getInputProps('street')} />
          <TextInput label={t('orders.wizard.house')} required {...form.getInputProps('house')} />
          <TextInput label={t('orders.wizard.flat')} {...form.getInputProps('flat')} />
          <TextInput label={t('orders.wizard.office')} {...form.getInputProps('office')} />
        </SimpleGrid>
        <TextInput label={t('orders.addresses.graph')} {...form.getInputProps('graph')} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('orders.addresses.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
