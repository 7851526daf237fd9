import type { UserType } from '@jetkiz/contract';
import { checkAccountPhone, checkSignIn, normalizePhone } from '@jetkiz/domain';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useErrorsInLanguage, useFormWarnings } from '../../../lib/form-warnings.ts';
import { clearWarnings, errorNode } from '../../../lib/notify.ts';
import { startSession, useSignIn } from '../api/identity.ts';
import { fieldIssues } from '../form-errors.ts';
import { AuthCard } from './auth-card.tsx';
import { PhoneInput } from './phone-input.tsx';
import { ToOrderHint } from './to-order-hint.tsx';
import { UserTypeSwitch } from './user-type-switch.tsx';

type LoginValues = { phone: string; password: string };

/** The domain's sign-in checks: the account's phone (spec §5, §8) and a password, as the messages under the fields. */
const checkLogin = ({ phone, password }: LoginValues): Record<string, ReactNode> => {
  const phoneIssue = checkAccountPhone(phone);
  const { password: noPassword } = checkSignIn({ userName: phone, password });
  return fieldIssues({ ...(phoneIssue && { phone: phoneIssue }), ...(noPassword && { password: noPassword }) });
};

export const LoginForm = () => {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [userType, setUserType] = useState<UserType>('person');
  // One form approach: @mantine/form with the domain's checks as its validator (a field's error clears as it changes).
  const form = useForm<LoginValues>({ mode: 'controlled', initialValues: { phone: '', password: '' }, validate: checkLogin });
  const warn = useFormWarnings(form.errors, 'login');
  useErrorsInLanguage(form);

  return (
    <AuthCard title={t('auth.login.title')}>
      <form
        noValidate
        onSubmit={form.onSubmit(({ phone, password }) => {
          const normalized = normalizePhone(phone) as string;
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
        }, warn)}
      >
        <Stack>
          <ToOrderHint page="login" />
          <UserTypeSwitch value={userType} onChange={setUserType} />
          <PhoneInput label={t('auth.phone')} required {...form.getInputProps('phone')} value={form.values.phone} />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          {signIn.error && (
            <Alert color="red" title={t('notify.errorTitle')} role="alert">
              {errorNode(signIn.error)}
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
