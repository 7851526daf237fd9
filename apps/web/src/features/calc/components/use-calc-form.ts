import type { CalcAnswer } from '@jetkiz/contract';
import { almatyDate } from '@jetkiz/domain';
import { useForm } from '@mantine/form';
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { serverFieldErrors, serverFieldText } from '../../../lib/field-message.tsx';
import { currentLang } from '../../../lib/i18n.ts';
import { clearWarnings, notifyError, notifyWarning } from '../../../lib/notify.ts';
import { serverNow } from '../../../lib/server-clock.ts';
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
  const { t, i18n } = useTranslation();
  const session = useSession();
  const calculate = useCalculate();
  const calculatePriority = usePriorityCalculate();
  // `asked` counts the person's own calculations: an answer asked again in another language is not a new one.
  const [result, setResult] = useState<{ answer: CalcAnswer; inputs: string; lang: string; asked: number } | null>(null);
  const form = useForm<CalcFormValues>({
    mode: 'controlled',
    initialValues: initialCalcValues(kind, almatyDate(serverNow()), carried),
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
      // The server's words under the fields follow a language switch (a locality it does not serve, a past date).
      const said = serverFieldErrors(error);
      form.setErrors(Object.fromEntries(Object.entries(said).map(([field, message]) => [formPath(field), message])));
      notifyWarning(serverFieldText(error, Object.keys(error.fields)[0] ?? ''), WARNING_KEY);
    } else notifyError(error);
  };

  const run = (values: CalcFormValues, again = false) => {
    const inputs = inputsKey(values, kind);
    const lang = currentLang();
    const done = {
      onSuccess: (answer: CalcAnswer) =>
        setResult((was) => ({ answer, inputs, lang, asked: (was?.asked ?? 0) + (again && was ? 0 : 1) })),
      // Asked again only for the new language's names, a failure (too many calculations, a priority date past since)
      // is not the person's: the tariffs shown stay, with no warning or field error out of nowhere. Their own next
      // «Рассчитать» says what is wrong, as any calculation does.
      onError: again ? () => undefined : failed,
    };
    if (kind === 'priority') calculatePriority.mutate(priorityBody(values), done);
    else calculate.mutate({ company: isSignedIn(session) && session.role === 'company', body: calcBody(values) }, done);
  };

  // The tariffs' and services' names come from the server in the language asked in: after a switch, the answer on
  // screen (still for the same inputs) is asked again in the new one. The priority tariffs kept their old names.
  const language = i18n.language;
  const current = result !== null && result.inputs === inputsKey(form.getValues(), kind) && result.lang !== language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a language switch asks again
  useEffect(() => {
    if (current) run(form.getValues(), true);
  }, [language]);

  const submit = form.onSubmit(
    (values) => run(values),
    () => {
      // The warning says the form's problem in the language it is read in, also after a switch while it is shown.
      const values = form.getValues();
      notifyWarning((lang) => {
        const check = checkCalcForm(values, kind, lang, i18next.t('calcWidget.sameLocality', { lng: lang }));
        return check.summary ?? Object.values(check.errors)[0] ?? '';
      }, WARNING_KEY);
    },
  );

  const outdated = result !== null && result.inputs !== inputsKey(form.getValues(), kind);
  return {
    form,
    submit,
    pending: calculate.isPending || calculatePriority.isPending,
    answer: result?.answer ?? null,
    asked: result?.asked ?? 0,
    outdated,
  };
};

export type CalcFormApi = ReturnType<typeof useCalcForm>;
