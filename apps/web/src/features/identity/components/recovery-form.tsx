import type { UserType } from '@jetkiz/contract';
import { checkNewPassword, formatPhone, normalizePhone, OTP_POLICIES } from '@jetkiz/domain';
import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useFormWarnings } from '../../../lib/form-warnings.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useConfirmRecovery, useStartRecovery } from '../api/identity.ts';
import { fieldIssues, serverFieldErrors } from '../form-errors.ts';
import { AuthCard } from './auth-card.tsx';
import { CodeForm } from './code-form.tsx';
import { PasswordStrength } from './password-strength.tsx';
import { PhoneInput } from './phone-input.tsx';
import { UserTypeSwitch } from './user-type-switch.tsx';

/**
 * Password recovery (spec §2): the new password and the phone, then the 6-digit SMS code of that request
 * (the server names the request; a new request replaces the code of the previous one).
 */
export const RecoveryForm = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartRecovery();
  const confirm = useConfirmRecovery();
  const [userType, setUserType] = useState<UserType>('person');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const warn = useFormWarnings(errors, 'recovery');
  /** Editing a field takes its error (and so its warning) away: the message was about the old value. */
  const fixed = (...fields: string[]) =>
    setErrors((e) => (fields.some((f) => e[f]) ? { ...e, ...Object.fromEntries(fields.map((f) => [f, ''])) } : e));
  const [sent, setSent] = useState<{ phone: string; requestId: string; resendAfterSeconds: number } | null>(null);
  const [codeError, setCodeError] = useState<string>();

  const request = (normalized: string) =>
    start.mutateAsync({ phone: normalized, newPassword: password }).then(
      (answer) => {
        setSent({ phone: normalized, requestId: answer.requestId, resendAfterSeconds: answer.resendAfterSeconds });
        setCodeError(undefined);
        return answer;
      },
      (error: unknown) => {
        if (!sent) setErrors(serverFieldErrors(error));
        else setCodeError(error instanceof ApiError ? error.message : undefined);
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
                onError: (e) => setCodeError(e instanceof ApiError ? e.message : undefined),
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
        onSubmit={(event) => {
          event.preventDefault();
          const normalized = normalizePhone(phone);
          const issues = checkNewPassword(password, repeat, {}, ['newPassword', 'confirmPassword']);
          if (!normalized) issues.phone = { kind: 'phone', problem: 'format' };
          const found = fieldIssues(issues);
          warn(found);
          setErrors(found);
          if (normalized && Object.keys(found).length === 0) request(normalized).catch(() => undefined);
        }}
      >
        <Stack>
          <UserTypeSwitch value={userType} onChange={setUserType} />
          <PhoneInput
            label={t('auth.phone')}
            value={phone}
            onChange={(value) => {
              setPhone(value);
              fixed('phone', 'phoneNumber');
            }}
            error={errors.phone ?? errors.phoneNumber}
            required
          />
          <div>
            <PasswordInput
              label={t('auth.recovery.newPassword')}
              value={password}
              onChange={(e) => {
                setPassword(e.currentTarget.value);
                fixed('newPassword');
              }}
              error={errors.newPassword}
              autoComplete="new-password"
              required
            />
            <PasswordStrength password={password} />
          </div>
          <PasswordInput
            label={t('auth.confirmPassword')}
            value={repeat}
            onChange={(e) => {
              setRepeat(e.currentTarget.value);
              fixed('confirmPassword');
            }}
            error={errors.confirmPassword}
            autoComplete="new-password"
            required
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
