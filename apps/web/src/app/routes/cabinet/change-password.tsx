import { checkNewPassword } from '@jetkiz/domain';
import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useChangePassword } from '../../../features/identity/api/identity.ts';
import { AuthCard } from '../../../features/identity/components/auth-card.tsx';
import { PasswordStrength } from '../../../features/identity/components/password-strength.tsx';
import { serverFieldErrors, warnAboutIssues } from '../../../features/identity/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';

/** Change password (spec §2, §5: the new one and its repeat must match). */
export const ChangePasswordRoute = () => {
  const { t } = useTranslation();
  const session = useSession();
  const change = useChangePassword();
  const [form, setForm] = useState({ oldPassword: '', newPassword: '', repeat: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [name]: value }));
    },
    error: errors[name],
  });
  return (
    <AuthCard title={t('passwordChange.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const issues = checkNewPassword(form.newPassword, form.repeat, {}, ['newPassword', 'repeat']);
          if (!form.oldPassword) issues.oldPassword = { kind: 'password', problem: 'required' };
          const found = warnAboutIssues(issues);
          setErrors(found);
          if (Object.keys(found).length > 0) return;
          change.mutate(
            { userType: session.role, phone: session.phone, oldPassword: form.oldPassword, newPassword: form.newPassword },
            {
              onSuccess: (answer) => {
                notifySuccess(answer.message);
                setForm({ oldPassword: '', newPassword: '', repeat: '' });
              },
              onError: (e) => setErrors(serverFieldErrors(e)),
            },
          );
        }}
      >
        <Stack>
          <PasswordInput label={t('passwordChange.old')} autoComplete="current-password" required {...field('oldPassword')} />
          <div>
            <PasswordInput label={t('passwordChange.new')} autoComplete="new-password" required {...field('newPassword')} />
            <PasswordStrength password={form.newPassword} />
          </div>
          <PasswordInput label={t('passwordChange.repeat')} autoComplete="new-password" required {...field('repeat')} />
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
