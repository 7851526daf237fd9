import type { UserType } from '@jetkiz/contract';
import { normalizePhone } from '@jetkiz/domain';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useFormWarnings } from '../../../lib/form-warnings.ts';
import { clearWarnings, errorText } from '../../../lib/notify.ts';
import { startSession, useSignIn } from '../api/identity.ts';
import { fieldIssues } from '../form-errors.ts';
import { AuthCard } from './auth-card.tsx';
import { PhoneInput } from './phone-input.tsx';
import { ToOrderHint } from './to-order-hint.tsx';
import { UserTypeSwitch } from './user-type-switch.tsx';

export const LoginForm = () => {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [userType, setUserType] = useState<UserType>('person');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const warn = useFormWarnings(errors, 'login');
  /** Editing a field takes its error (and so its warning) away: the message was about the old value. */
  const fixed = (field: string) => setErrors((e) => (e[field] ? { ...e, [field]: '' } : e));

  return (
    <AuthCard title={t('auth.login.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const normalized = normalizePhone(phone);
          const found = fieldIssues({
            ...(normalized
              ? {}
              : { phone: phone.replace(/\D/g, '').length > 1 ? { kind: 'phone', problem: 'format' } : { kind: 'required' } }),
            ...(password ? {} : { password: { kind: 'password', problem: 'required' } }),
          });
          warn(found);
          setErrors(found);
          if (!normalized || !password) return;
          signIn.mutate(
            { phone: normalized, password, userType },
            {
              // The guest-only guard takes the new session on (to the order of a chosen tariff, or the cabinet).
              onSuccess: (tokens) => {
                clearWarnings();
                startSession(tokens, normalized, userType);
              },
            },
          );
        }}
      >
        <Stack>
          <ToOrderHint page="login" />
          <UserTypeSwitch value={userType} onChange={setUserType} />
          <PhoneInput
            label={t('auth.phone')}
            value={phone}
            onChange={(value) => {
              setPhone(value);
              fixed('phone');
            }}
            error={errors.phone}
            required
          />
          <PasswordInput
            label={t('auth.password')}
            value={password}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              fixed('password');
            }}
            error={errors.password}
            autoComplete="current-password"
            required
          />
          {signIn.error && (
            <Alert color="red" title={t('notify.errorTitle')} role="alert">
              {errorText(signIn.error)}
            </Alert>
          )}
          <Button type="submit" loading={signIn.isPending}>
            {t('auth.login.submit')}
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to={paths.recovery} size="sm">
              {t('auth.login.forgot')}
            </Anchor>
            <Text size="sm">
              {t('auth.login.noAccount')}{' '}
              <Anchor component={Link} to={paths.register}>
                {t('auth.login.register')}
              </Anchor>
            </Text>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
};
