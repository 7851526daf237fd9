import type { CalcAnswer } from '@jetkiz/contract';
import { almatyDate } from '@jetkiz/domain';
import { useForm } from '@mantine/form';
import i18next from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useErrorsInLanguage } from '../../../lib/form-warnings.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { clearWarnings, notifyError, notifyWarning } from '../../../lib/notify.ts';
import { isSignedIn, useSession } from '../../../lib/session.ts';
import { useCalculate, usePriorityCalculate } from '../api/calc.ts';
import {
  type CalcFormValues,
  type CalcKind,
  calcBody,
  checkCalcForm,
  formPath,
  initialCalcValues,
  inputsKey,
  priorityBody,
} from './calc-form.ts';

/** Where the calculator's «Внимание» belongs: one at a time, gone once the fields are fixed. */
const WARNING_KEY = 'calc';

/**
 * The calculation form of either calculator: `@mantine/form` with the domain checks as its validator, the call,
 * and the answer together with the inputs it was computed from. `outdated` is true as soon as any input differs
 * from those: the results are then marked and cannot be ordered (issue 15).
 */
export const useCalcForm = (kind: CalcKind, carried: Partial<CalcFormValues> = {}) => {
  const { t } = useTranslation();
  const session = useSession();
  const calculate = useCalculate();
  const calculatePriority = usePriorityCalculate();
  const [result, setResult] = useState<{ answer: CalcAnswer; inputs: string } | null>(null);
  const form = useForm<CalcFormValues>({
    mode: 'controlled',
    initialValues: initialCalcValues(kind, almatyDate(new Date()), carried),
    validate: (values) => checkCalcForm(values, kind, currentLang(), t('calcWidget.sameLocality')).errors,
  });

  // A fixed form takes its warning away (mantine clears a field's error as it changes).
  const hasErrors = Object.values(form.errors).some(Boolean);
  useEffect(() => {
    if (!hasErrors) clearWarnings(WARNING_KEY);
  }, [hasErrors]);
  useEffect(() => () => clearWarnings(WARNING_KEY), []);

  const failed = (error: unknown) => {
    if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
      form.setErrors(Object.fromEntries(Object.entries(error.fields).map(([field, text]) => [formPath(field), text])));
      notifyWarning(Object.values(error.fields)[0] ?? '', WARNING_KEY);
    } else notifyError(error);
  };

  const run = (values: CalcFormValues, onError?: (error: unknown) => void) => {
    const inputs = inputsKey(values, kind);
    const done = { onSuccess: (answer: CalcAnswer) => setResult({ answer, inputs }), onError };
    if (kind === 'priority') calculatePriority.mutate(priorityBody(values), done);
    else calculate.mutate({ company: isSignedIn(session) && session.role === 'company', body: calcBody(values) }, done);
  };

  // The tariffs' names and notes come from the server in the language of the call: a switch of language asks again
  // for the same inputs (results already outdated wait for the person's own «Рассчитать»); the fields' messages too.
  useErrorsInLanguage(form);
  const again = useRef(() => {});
  again.current = () => {
    if (result !== null && result.inputs === inputsKey(form.getValues(), kind)) run(form.getValues());
  };
  useEffect(() => {
    const onSwitch = () => again.current();
    i18next.on('languageChanged', onSwitch);
    return () => i18next.off('languageChanged', onSwitch);
  }, []);

  const submit = form.onSubmit(
    (values) => run(values, failed),
    (errors) => {
      const { summary } = checkCalcForm(form.getValues(), kind, currentLang(), t('calcWidget.sameLocality'));
      notifyWarning(summary ?? String(Object.values(errors)[0] ?? ''), WARNING_KEY);
    },
  );

  const outdated = result !== null && result.inputs !== inputsKey(form.getValues(), kind);
  return {
    form,
    submit,
    pending: calculate.isPending || calculatePriority.isPending,
    answer: result?.answer ?? null,
    outdated,
  };
};

export type CalcFormApi = ReturnType<typeof useCalcForm>;
