import type { UserType } from '@jetkiz/contract';
import { checkAccountPhone, checkNewPassword, formatPhone, normalizePhone, OTP_POLICIES } from '@jetkiz/domain';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useErrorsInLanguage, useFormWarnings } from '../../../lib/form-warnings.ts';
import { errorNode, notifySuccess } from '../../../lib/notify.ts';
import { useConfirmRecovery, useStartRecovery } from '../api/identity.ts';
import { fieldIssues, serverFieldErrors } from '../form-errors.ts';
import { AuthCard } from './auth-card.tsx';
import { CodeForm } from './code-form.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { PhoneInput } from './phone-input.tsx';
import { UserTypeSwitch } from './user-type-switch.tsx';

/**
 * Password recovery (spec §2): the new password and the phone, then the 6-digit SMS code of that request
 * (the server names the request; a new request replaces the code of the previous one).
 */
type RecoveryValues = { phone: string; newPassword: string; confirmPassword: string };

/** The domain's checks of a recovery: the new password and its repeat (spec §5), and the account's phone. */
const checkRecovery = ({ phone, newPassword, confirmPassword }: RecoveryValues): Record<string, ReactNode> => {
  const issues = checkNewPassword(newPassword, confirmPassword, {}, ['newPassword', 'confirmPassword']);
  const phoneIssue = checkAccountPhone(phone);
  if (phoneIssue) issues.phone = phoneIssue;
  return fieldIssues(issues);
};

export const RecoveryForm = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartRecovery();
  const confirm = useConfirmRecovery();
  const [userType, setUserType] = useState<UserType>('person');
  // One form approach: @mantine/form with the domain's checks as its validator (a field's error clears as it changes).
  const form = useForm<RecoveryValues>({
    mode: 'controlled',
    initialValues: { phone: '', newPassword: '', confirmPassword: '' },
    validate: checkRecovery,
  });
  const warn = useFormWarnings(form.errors, 'recovery');
  useErrorsInLanguage(form);
  const [sent, setSent] = useState<{ phone: string; requestId: string; resendAfterSeconds: number } | null>(null);
  const [codeError, setCodeError] = useState<ReactNode>();

  const request = (normalized: string) =>
    start.mutateAsync({ phone: normalized, newPassword: form.values.newPassword }).then(
      (answer) => {
        setSent({ phone: normalized, requestId: answer.requestId, resendAfterSeconds: answer.resendAfterSeconds });
        setCodeError(undefined);
        return answer;
      },
      (error: unknown) => {
        if (!sent) {
          const { phoneNumber, ...rest } = serverFieldErrors(error);
          form.setErrors(phoneNumber ? { ...rest, phone: phoneNumber } : rest);
        } else setCodeError(error instanceof ApiError ? errorNode(error) : undefined);
        throw error;
      },
    );

  if (sent) {
    return (
      <AuthCard title={t('auth.recovery.title')} lead={t('auth.recovery.codeLead', { phone: formatPhone(sent.phone) })}>
        <CodeForm
          digits={OTP_POLICIES.recovery.digits}
          resendAfterSeconds={sent.resendAfterSeconds}
          submitLabel={t('auth.recovery.confirm')}
          pending={confirm.isPending}
          error={codeError}
          onSubmit={(code) =>
            confirm.mutate(
              { phone: sent.phone, code, userType, requestId: sent.requestId },
              {
                onSuccess: (answer) => {
                  notifySuccess(answer.message);
                  navigate(paths.login);
                },
                onError: (e) => setCodeError(e instanceof ApiError ? errorNode(e) : undefined),
              },
            )
          }
          onResend={() => request(sent.phone)}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.recovery.title')} lead={t('auth.recovery.lead')}>
      <form
        noValidate
        onSubmit={form.onSubmit(({ phone }) => void request(normalizePhone(phone) as string).catch(() => undefined), warn)}
      >
        <Stack>
          <UserTypeSwitch value={userType} onChange={setUserType} />
          <PhoneInput label={t('auth.phone')} required {...form.getInputProps('phone')} value={form.values.phone} />
          <NewPasswordFields
            label={t('auth.recovery.newPassword')}
            repeatLabel={t('auth.confirmPassword')}
            password={form.values.newPassword}
            passwordProps={form.getInputProps('newPassword')}
            repeatProps={form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={start.isPending}>
            {t('auth.recovery.submit')}
          </Button>
          <Text size="sm">
            <Anchor component={Link} to={paths.login}>
              {t('auth.recovery.back')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
};
