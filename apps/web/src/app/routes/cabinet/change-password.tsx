import { describeIssues } from '@jetkiz/contract';
import { checkNewPassword, type FieldIssues } from '@jetkiz/domain';
import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { AuthCard, PasswordStrength, serverFieldErrors, useChangePassword } from '../../../features/identity/index.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.ts';

type Values = { oldPassword: string; newPassword: string; repeat: string };

/** The domain's password rules as the form's validator (spec §5: the new one and its repeat must match). */
const validate = (values: Values) => {
  const issues: FieldIssues = checkNewPassword(values.newPassword, values.repeat, {}, ['newPassword', 'repeat']);
  if (!values.oldPassword) issues.oldPassword = { kind: 'password', problem: 'required' };
  return describeIssues(issues, currentLang());
};

/** Change password (spec §2); each failure also shows as «Внимание» (spec §5 checks before the call). */
export const ChangePasswordRoute = () => {
  const { t } = useTranslation();
  const session = useSession();
  const change = useChangePassword();
  const form = useForm<Values>({ mode: 'controlled', initialValues: { oldPassword: '', newPassword: '', repeat: '' }, validate });
  usePageTitle(t('passwordChange.title'));
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
    (errors) => {
      for (const message of new Set(Object.values(errors))) if (message) notifyWarning(String(message));
    },
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
          <div>
            <PasswordInput
              label={t('passwordChange.new')}
              autoComplete="new-password"
              required
              {...form.getInputProps('newPassword')}
            />
            <PasswordStrength password={form.values.newPassword} />
          </div>
          <PasswordInput
            label={t('passwordChange.repeat')}
            autoComplete="new-password"
            required
            {...form.getInputProps('repeat')}
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
