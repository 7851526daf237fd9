import type { StaffTokenAnswerSchema, Static } from '@jetkiz/contract';
import { Alert, Button, Checkbox, Code, Group, Image, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/layouts/language-switch.tsx';
import { fieldText } from '../../../lib/field-message.tsx';
import { errorNode } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { callOperator } from '../api/client.ts';
import { staffEndpoints } from '../api/endpoints.ts';
import { type SessionEnd, staffSessionStore } from '../api/staff-session.ts';
import { requiredError } from '../form-checks.ts';

type TokenAnswer = Static<typeof StaffTokenAnswerSchema>;
type Enrolment = { otpauthUri: string; secret: string; qrSvg: string };
type Step =
  | { name: 'password' }
  | { name: 'code'; challenge: string; enrolment: Enrolment | null }
  | { name: 'recovery'; answer: TokenAnswer };

/** Keeps the signed-in staff member in this tab: the console opens. */
const enter = (answer: TokenAnswer) =>
  staffSessionStore.set({
    token: answer.token,
    issuedAt: Date.now(),
    expiresInSeconds: answer.expiresInSeconds,
    ...answer.staff,
  });

/**
 * The console's sign-in: phone and password, then the code of the authenticator app (on the first sign-in, the app is
 * set up from a QR code first), then, right after setting it up, the ten recovery codes, shown once.
 */
export const SignInPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('operator.signIn.title'));
  const [ended] = useState<SessionEnd | null>(() => staffSessionStore.takeEndReason());
  const [step, setStep] = useState<Step>({ name: 'password' });
  const credentials = useForm({
    mode: 'controlled',
    initialValues: { phone: '', password: '' },
    validate: { phone: requiredError, password: requiredError },
  });
  const second = useForm({ mode: 'controlled', initialValues: { code: '' }, validate: { code: requiredError } });
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  // The banners say themselves in the page's language, again after a switch of language (the answer's words in each).
  const [problem, setProblem] = useState<ReactNode>(null);
  const [notice, setNotice] = useState<ReactNode>(null);

  const submitPassword = async ({ phone, password }: { phone: string; password: string }) => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await callOperator(staffEndpoints.signIn, { body: { phone, password } });
      credentials.setFieldValue('password', '');
      second.reset();
      setStep({ name: 'code', challenge: answer.challenge, enrolment: answer.enrolment });
    } catch (error) {
      setProblem(errorNode(error));
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async ({ code }: { code: string }) => {
    if (step.name !== 'code') return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await callOperator(staffEndpoints.totp, { body: { challenge: step.challenge, code: code.trim() } });
      if (answer.recoveryCodes) setStep({ name: 'recovery', answer });
      else {
        if (!/^\d{6}$/.test(code.trim()))
          setNotice(fieldText('operator.signIn.recoveryLeft', { count: answer.recoveryCodesLeft }));
        enter(answer);
      }
    } catch (error) {
      setProblem(errorNode(error));
      if ((error as { errorCode?: string }).errorCode === 'STAFF_CHALLENGE_EXPIRED') setStep({ name: 'password' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="main" id="main" align="center" justify="center" mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="lg" radius="md" w="100%" maw={460}>
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Title order={1} size="h3">
              {step.name === 'recovery'
                ? t('operator.signIn.recoveryTitle')
                : step.name === 'code' && step.enrolment
                  ? t('operator.signIn.enrolTitle')
                  : step.name === 'code'
                    ? t('operator.signIn.codeTitle')
                    : t('operator.signIn.title')}
            </Title>
            <LanguageSwitch />
          </Group>
          {ended && step.name === 'password' && (
            <Alert color={ended.reason === 'signed-out' ? 'blue' : 'yellow'} role="status">
              {t(`operator.signIn.ended.${ended.reason}`, { minutes: ended.minutes })}
            </Alert>
          )}
          {notice && <Alert role="status">{notice}</Alert>}
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}

          {step.name === 'password' && (
            <form noValidate onSubmit={credentials.onSubmit((values) => void submitPassword(values))}>
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  {t('operator.signIn.lead')}
                </Text>
                <TextInput
                  label={t('operator.signIn.phone')}
                  type="tel"
                  autoComplete="username"
                  placeholder="+7 7__ ___ __ __"
                  required
                  {...credentials.getInputProps('phone')}
                />
                <PasswordInput
                  label={t('operator.signIn.password')}
                  autoComplete="current-password"
                  required
                  {...credentials.getInputProps('password')}
                />
                <Button type="submit" loading={busy}>
                  {t('operator.signIn.submit')}
                </Button>
              </Stack>
            </form>
          )}

          {step.name === 'code' && (
            <form noValidate onSubmit={second.onSubmit((values) => void submitCode(values))}>
              <Stack gap="sm">
                {step.enrolment ? (
                  <>
                    <Text size="sm">{t('operator.signIn.enrolLead')}</Text>
                    <Image
                      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(step.enrolment.qrSvg)}`}
                      alt={t('operator.signIn.qrAlt')}
                      w={200}
                      h={200}
                      mx="auto"
                    />
                    <Text size="sm">{t('operator.signIn.secret')}</Text>
                    <Code block data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
                      {step.enrolment.secret}
                    </Code>
                  </>
                ) : (
                  <Text size="sm">{t('operator.signIn.codeLead')}</Text>
                )}
                <TextInput
                  label={t('operator.signIn.code')}
                  description={step.enrolment ? undefined : t('operator.signIn.codeHint')}
                  autoComplete="one-time-code"
                  inputMode={step.enrolment ? 'numeric' : 'text'}
                  required
                  autoFocus
                  {...second.getInputProps('code')}
                />
                {!step.enrolment && (
                  <Text size="xs" c="dimmed">
                    {t('operator.signIn.useRecovery')}
                  </Text>
                )}
                <Group justify="space-between">
                  <Button variant="subtle" onClick={() => setStep({ name: 'password' })}>
                    {t('operator.signIn.back')}
                  </Button>
                  <Button type="submit" loading={busy}>
                    {t('operator.signIn.confirm')}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}

          {step.name === 'recovery' && (
            <Stack gap="sm">
              <Text size="sm">{t('operator.signIn.recoveryLead')}</Text>
              <Code block component="ul" aria-label={t('operator.signIn.recoveryList')} style={{ listStyle: 'none' }}>
                {(step.answer.recoveryCodes ?? []).map((recovery) => (
                  <li key={recovery}>{recovery}</li>
                ))}
              </Code>
              <Button
                variant="light"
                onClick={() => {
                  void navigator.clipboard
                    ?.writeText((step.answer.recoveryCodes ?? []).join('\n'))
                    .then(() => setNotice(fieldText('operator.signIn.copied')))
                    .catch(() => undefined);
                }}
              >
                {t('operator.signIn.copy')}
              </Button>
              <Checkbox label={t('operator.signIn.saved')} checked={saved} onChange={(e) => setSaved(e.currentTarget.checked)} />
              <Button disabled={!saved} onClick={() => enter(step.answer)}>
                {t('operator.signIn.enter')}
              </Button>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
};
