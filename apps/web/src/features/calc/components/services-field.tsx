import { Checkbox, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getServicesQueryOptions } from '../api/calc.ts';
import type { CalcFormValues } from './calc-form.ts';

/** The address services follow the pickup and delivery switches; the rest are chosen here. */
const SWITCHED = new Set(['PICKUP_ADDRESS', 'DELIVERY_ADDRESS']);

/** Extra services of the public calculation, named by the catalogue in the person's language. */
export const ServicesField = ({ form }: { form: UseFormReturnType<CalcFormValues> }) => {
  const { t } = useTranslation();
  const { data: catalogue } = useQuery(getServicesQueryOptions());
  if (!catalogue) return null;
  return (
    <Checkbox.Group label={t('calc.services')} {...form.getInputProps('services')}>
      <Stack gap={6} mt={6}>
        {catalogue.services
          .filter((s) => !SWITCHED.has(s.code))
          .map((s) => (
            <Checkbox key={s.code} value={s.code} label={`${s.name} (${s.price})`} />
          ))}
      </Stack>
    </Checkbox.Group>
  );
};
