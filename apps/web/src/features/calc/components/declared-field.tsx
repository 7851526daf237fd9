import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { businessTerms } from '../../../lib/business-terms.ts';
import { currentLang } from '../../../lib/i18n.ts';
import type { CalcFormValues } from './calc-form.ts';

/** The declared value of both calculators, with the insurance terms (rate, minimum fee) from the domain. */
export const DeclaredField = ({ form }: { form: UseFormReturnType<CalcFormValues> }) => {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('calc.declared')}
      description={t('calc.declaredHint', businessTerms(currentLang()))}
      inputMode="decimal"
      {...form.getInputProps('declared')}
    />
  );
};
