import type { UserType } from '@jetkiz/contract';
import { normalizePhone } from '@jetkiz/domain';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { AuthCard, PhoneInput, startSession, UserTypeSwitch, useSignIn, warnAboutIssues } from '../../../features/identity/index.ts';
import { clearWarnings, errorText } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { returnTo } from '../../../lib/return-to.ts';

export const LoginRoute = () => {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [userType, setUserType] = useState<UserType>('person');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A guest sent here by «Оформить»: say why, and that the chosen tariff waits (issue 15).
  const [toOrder] = useState(() => returnTo.get() !== null);
  usePageTitle(t('auth.login.title'));

  return (
    <AuthCard title={t('auth.login.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const normalized = normalizePhone(phone);
          const found = warnAboutIssues({
            ...(normalized
              ? {}
              : { phone: phone.replace(/\D/g, '').length > 1 ? { kind: 'phone', problem: 'format' } : { kind: 'required' } }),
            ...(password ? {} : { password: { kind: 'password', problem: 'required' } }),
          });
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
          {toOrder && (
            <Alert color="brand" title={t('calcWidget.signInTitle')}>
              {t('calcWidget.signInToOrder')}{' '}
              <Anchor component={Link} to={paths.register} fw={600} c="inherit" underline="always">
                {t('calcWidget.register')}
              </Anchor>
            </Alert>
          )}
          <UserTypeSwitch value={userType} onChange={setUserType} />
          <PhoneInput label={t('auth.phone')} value={phone} onChange={setPhone} error={errors.phone} required />
          <PasswordInput
            label={t('auth.password')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
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
