import { checkNewPassword, checkPhone, type FieldIssues, formatPhoneTyping, isOtpFormat, OTP_POLICIES } from '@jetkiz/domain';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { fieldText } from '../../../lib/field-message.tsx';
import { useFormWarnings } from '../../../lib/form-warnings.ts';
import { errorNode } from '../../../lib/notify.ts';
import { AuthCard, fieldIssues, NewPasswordFields, PhoneInput, serverFieldErrors, startSession } from '../../identity/index.ts';
import { useAcceptInvitation } from '../api/company.ts';

type Values = { phone: string; code: string; password: string; confirmPassword: string };
const DIGITS = OTP_POLICIES.registration.digits;

/** The domain's checks of the phone and the new password (spec §5); the code is the invitation SMS's 4 digits. */
const validate = (values: Values): Record<string, ReactNode> => {
  const issues: FieldIssues = checkNewPassword(values.password, values.confirmPassword);
  const phone = checkPhone(values.phone);
  if (!phone.ok) issues.phone = values.phone.trim() === '' ? { kind: 'required' } : { kind: 'phone', problem: phone.problem };
  const errors = fieldIssues(issues);
  if (!isOtpFormat(values.code, DIGITS)) errors.code = fieldText('company.accept.codeFormat', { digits: DIGITS });
  return errors;
};

/**
 * Accepting an invitation (issue 16), reached from the SMS (`/invitation?phone=…`): the code from the SMS and the
 * employee's own password. Accepting signs them in as a user of the organisation; the guest-only guard then takes
 * them to the cabinet, where their roles decide what they see.
 */
export const AcceptInvitationForm = ({ phone = '' }: { phone?: string }) => {
  const { t } = useTranslation();
  const accept = useAcceptInvitation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { phone: phone ? formatPhoneTyping(phone) : '', code: '', password: '', confirmPassword: '' },
    validate,
  });
  const warn = useFormWarnings(form.errors, 'accept-invitation');
  const submit = form.onSubmit((values) => {
    const normalized = checkPhone(values.phone);
    if (!normalized.ok) return;
    accept.mutate(
      { phone: normalized.value, code: values.code, password: values.password, confirmPassword: values.confirmPassword },
      {
        onSuccess: (tokens) => startSession(tokens, normalized.value, 'company'),
        onError: (error) => {
          const fields = serverFieldErrors(error);
          form.setErrors(Object.keys(fields).length > 0 ? fields : { code: errorNode(error) });
        },
      },
    );
  }, warn);
  return (
    <AuthCard title={t('company.accept.title')} lead={t('company.accept.lead')}>
      <form noValidate onSubmit={submit}>
        <Stack>
          <PhoneInput label={t('company.accept.phone')} required {...form.getInputProps('phone')} value={form.values.phone} />
          <TextInput
            label={t('company.accept.code')}
            description={t('company.accept.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={DIGITS}
            required
            {...form.getInputProps('code')}
            onChange={(event) => form.setFieldValue('code', event.currentTarget.value.replace(/\D/g, '').slice(0, DIGITS))}
          />
          <NewPasswordFields
            label={t('company.accept.password')}
            repeatLabel={t('company.accept.repeat')}
            password={form.values.password}
            passwordProps={form.getInputProps('password')}
            repeatProps={form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={accept.isPending}>
            {t('company.accept.submit')}
          </Button>
          <Text size="sm">
            {t('company.accept.already')}{' '}
            <Anchor component={Link} to={paths.login}>
              {t('company.accept.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
};
