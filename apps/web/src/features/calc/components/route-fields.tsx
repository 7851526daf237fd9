import { Alert, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LocalityPicker } from '../../reference/index.ts';
import { type CalcFormValues, sameLocality } from './calc-form.ts';

/** From and to of a calculation; both in one locality is said at once, before any call (issue 15). */
export const RouteFields = ({ form }: { form: UseFormReturnType<CalcFormValues> }) => {
  const { t } = useTranslation();
  const values = form.getValues();
  const same = sameLocality(values);
  return (
    <Stack gap="sm">
      <LocalityPicker
        label={t('calc.from')}
        direction="FROM"
        value={values.from}
        onChange={(v) => form.setFieldValue('from', v)}
        error={form.errors.from}
        required
      />
      <LocalityPicker
        label={t('calc.to')}
        direction="TO"
        value={values.to}
        onChange={(v) => form.setFieldValue('to', v)}
        error={same ? undefined : form.errors.to}
        required
      />
      {same && (
        <Alert color="yellow" role="status">
          {t('calcWidget.sameLocality')}
        </Alert>
      )}
    </Stack>
  );
};
