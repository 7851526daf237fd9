import { describeIssues } from '@jetkiz/contract';
import { checkIin } from '@jetkiz/domain';
import { Button, Card, Group, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useErrorsInLanguage, useFormWarnings } from '../../../lib/form-warnings.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import type { Session } from '../../../lib/session.ts';
import { useSetIin } from '../api/identity.ts';
import { serverFieldErrors } from '../form-errors.ts';

/** The domain's IIN rule (12 digits, check digit) as a form validator with the contract's message. */
const iinError = (value: string) => {
  const checked = checkIin(value.trim());
  return checked.ok
    ? null
    : (describeIssues({ userIin: { kind: 'iin', problem: checked.problem } }, currentLang()).userIin ?? null);
};

/**
 * IIN entry (spec §2) for a private person who has none yet. Only a person is asked: a company's identity is its
 * BIN (and an entrepreneur's IIN came with the certificate at registration).
 */
export const IinForm = ({ session }: { session: Session }) => {
  const { t } = useTranslation();
  const setIin = useSetIin();
  const form = useForm({ mode: 'controlled', initialValues: { userIin: '' }, validate: { userIin: iinError } });
  const warn = useFormWarnings(form.errors, 'iin');
  useErrorsInLanguage(form);
  if (session.role !== 'person') return null;
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="iin-title">
      <Title order={2} size="h4" id="iin-title">
        {t('cabinet.setIin')}
      </Title>
      <Text size="sm" mb="sm">
        {t('cabinet.setIinLead')}
      </Text>
      <form
        noValidate
        onSubmit={form.onSubmit(
          ({ userIin }) =>
            setIin.mutate(
              { userType: session.role, phone: session.phone, iin: userIin.trim() },
              {
                onSuccess: () => notifySuccess(t('cabinet.iinSaved')),
                onError: (e) => form.setErrors(serverFieldErrors(e)),
              },
            ),
          warn,
        )}
      >
        <Group align="flex-start">
          <TextInput label={t('cabinet.iin')} inputMode="numeric" maxLength={12} {...form.getInputProps('userIin')} />
          <Button type="submit" mt={25} loading={setIin.isPending}>
            {t('cabinet.save')}
          </Button>
        </Group>
      </form>
    </Card>
  );
};
