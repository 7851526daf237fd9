import { describeIssues } from '@jetkiz/contract';
import { checkNewPassword, type FieldIssues } from '@jetkiz/domain';
import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useErrorsInLanguage, useFormWarnings } from '../../../lib/form-warnings.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useChangePassword } from '../api/identity.ts';
import { serverFieldErrors } from '../form-errors.ts';
import { AuthCard } from './auth-card.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

type Values = { oldPassword: string; newPassword: string; repeat: string };

/** The domain's password rules as the form's validator (spec §5: the new one and its repeat must match). */
const validate = (values: Values) => {
  const issues: FieldIssues = checkNewPassword(values.newPassword, values.repeat, {}, ['newPassword', 'repeat']);
  if (!values.oldPassword) issues.oldPassword = { kind: 'password', problem: 'required' };
  return describeIssues(issues, currentLang());
};

/** Change password (spec §2); each failure also shows as «Внимание» (spec §5 checks before the call). */
export const ChangePasswordForm = () => {
  const { t } = useTranslation();
  const session = useSession();
  const change = useChangePassword();
  const form = useForm<Values>({ mode: 'controlled', initialValues: { oldPassword: '', newPassword: '', repeat: '' }, validate });
  const warn = useFormWarnings(form.errors, 'change-password');
  useErrorsInLanguage(form);
  const submit = form.onSubmit(
    (values) =>
      change.mutate(
        { userType: session.role, phone: session.phone, oldPassword: values.oldPassword, newPassword: values.newPassword },
        {
          onSuccess: (answer) => {
            notifySuccess(answer.message);
            form.reset();
          },
          onError: (e) => form.setErrors(serverFieldErrors(e)),
        },
      ),
    warn,
  );
  return (
    <AuthCard title={t('passwordChange.title')}>
      <form noValidate onSubmit={submit}>
        <Stack>
          <PasswordInput
            label={t('passwordChange.old')}
            autoComplete="current-password"
            required
            {...form.getInputProps('oldPassword')}
          />
          <NewPasswordFields
            label={t('passwordChange.new')}
            repeatLabel={t('passwordChange.repeat')}
            password={form.values.newPassword}
            passwordProps={form.getInputProps('newPassword')}
            repeatProps={form.getInputProps('repeat')}
          />
          <Button type="submit" loading={change.isPending}>
            {t('passwordChange.submit')}
          </Button>
          <Anchor component={Link} to={paths.cabinet} size="sm">
            {t('passwordChange.back')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
};
