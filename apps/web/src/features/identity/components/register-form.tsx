import type { RegisterCompanyBody, RegisterPersonBody, UserType } from '@jetkiz/contract';
import { checkCompanyRegistration, checkPersonRegistration, ENTITY_TYPES, normalizePhone } from '@jetkiz/domain';
import { Anchor, Button, Checkbox, PasswordInput, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useErrorsInLanguage, useFormWarnings } from '../../../lib/form-warnings.ts';
import { ConsentLabel } from '../../legal/index.ts';
import type { EntityType } from '../../signature/index.ts';
import type { CertificateFill } from '../api/certificate.ts';
import { type RegistrationDraft, registrationDraft, useRegister } from '../api/identity.ts';
import { fieldIssues, serverFieldErrors } from '../form-errors.ts';
import { AuthCard } from './auth-card.tsx';
import { CertificateRegistration } from './certificate-registration.tsx';
import { PasswordStrength } from './password-strength.tsx';
import { PhoneInput } from './phone-input.tsx';
import { ToOrderHint } from './to-order-hint.tsx';
import { UserTypeSwitch } from './user-type-switch.tsx';

type Form = {
  userType: UserType;
  lastName: string;
  firstName: string;
  iin: string;
  bin: string;
  entityType: number;
  name: string;
  legalAddress: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
  /**
   * Consent to personal-data processing (Law of RK «О персональных данных и их защите»): required here, in the web;
   * the registration call itself is unchanged (registering is the consent the page asked for).
   */
  consent: boolean;
};

const EMPTY: Form = {
  userType: 'person',
  lastName: '',
  firstName: '',
  iin: '',
  bin: '',
  entityType: ENTITY_TYPES.legalEntity,
  name: '',
  legalAddress: '',
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
  consent: false,
};

/** The bodies the API takes for a person and for a company, from what was typed. */
const bodies = (values: Form): { person: RegisterPersonBody; company: RegisterCompanyBody } => {
  const common = {
    firstName: values.firstName,
    lastName: values.lastName,
    username: values.phone,
    email: values.email,
    password: values.password,
    confirmPassword: values.confirmPassword,
  };
  return {
    person: { ...common, iin: values.iin },
    company: {
      ...common,
      bin: values.bin,
      entityType: values.entityType,
      name: values.name,
      legalAddress: values.legalAddress,
    },
  };
};

/** The fields a verified certificate fills (and locks): BIN or the entrepreneur's IIN, organisation, names. */
const fromCertificate = ({ entityType, data }: CertificateFill): Pick<Form, 'bin' | 'name' | 'lastName' | 'firstName'> => {
  const entrepreneur = entityType === ENTITY_TYPES.individualEntrepreneur;
  const lastName = data.lastName ?? '';
  const firstName = data.firstName ?? '';
  return {
    bin: (entrepreneur ? data.iin : data.bin) ?? '',
    // The server names an entrepreneur by the certificate as well; this is what the form shows meanwhile.
    name: data.organization ?? (entrepreneur ? ['ИП', lastName, firstName].filter(Boolean).join(' ') : ''),
    lastName,
    firstName,
  };
};
const CLEARED = { bin: '', name: '', lastName: '', firstName: '' };

/** The API and the domain name the phone `username`; the form's field is `phone`. */
const toFormErrors = ({ username, ...rest }: Record<string, string>): Record<string, string> =>
  username ? { ...rest, phone: username } : rest;

/** The domain's registration checks (spec §5) as the form's validator. */
const checkRegistration = (values: Form): Record<string, string> => {
  const { person, company } = bodies(values);
  return toFormErrors(
    fieldIssues(values.userType === 'person' ? checkPersonRegistration(person) : checkCompanyRegistration(company)),
  );
};

/** Registration of a person or a company (spec §2, §5), then the SMS code on the next page. */
export const RegisterForm = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegister();
  /** Registration with a digital signature: the verified certificate's data and the token register-company takes. */
  const [certificate, setCertificate] = useState<CertificateFill | null>(null);
  // One form approach: @mantine/form with the domain's registration checks as its validator.
  const form = useForm<Form>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => ({
      ...checkRegistration(values),
      ...(values.consent ? {} : { consent: t('consent.required') }),
    }),
  });
  const warn = useFormWarnings(form.errors, 'register');
  useErrorsInLanguage(form);
  const userType = form.values.userType;
  const input = (field: keyof Form) => form.getInputProps(field);

  const submit = (values: Form) => {
    const bodiesOf = bodies(values);
    const person = bodiesOf.person;
    const company =
      certificate && values.userType === 'company'
        ? { ...bodiesOf.company, signatureToken: certificate.signatureToken }
        : bodiesOf.company;
    // Sent normalized (spec §5: 77XXXXXXXXX), as the confirmation and sign-in will send it.
    const phone = normalizePhone(values.phone) as string;
    const draft: RegistrationDraft =
      values.userType === 'person'
        ? { userType: 'person', phone, body: { ...person, username: phone } }
        : { userType: 'company', phone, body: { ...company, username: phone } };
    register.mutate(draft, {
      onSuccess: () => {
        registrationDraft.set(draft);
        navigate(paths.registerConfirm);
      },
      onError: (error) => {
        // A signature older than 30 minutes or used already: the fields are unlocked to sign again (the toast says why).
        if (error instanceof ApiError && error.errorCode.startsWith('SIGNATURE_')) {
          setCertificate(null);
          form.setValues(CLEARED);
        }
        form.setErrors(toFormErrors(serverFieldErrors(error)));
      },
    });
  };

  const isEntrepreneur = form.values.entityType === ENTITY_TYPES.individualEntrepreneur;
  const locked = certificate !== null && userType === 'company';
  /** A field the certificate filled: read-only, and saying where its value came from. */
  const certified = (field: 'bin' | 'name' | 'lastName' | 'firstName') => ({
    ...input(field),
    ...(locked && { readOnly: true, description: t('signature.register.fromCertificate') }),
  });
  const clearCertificate = () => {
    if (!certificate) return;
    setCertificate(null);
    form.setValues(CLEARED);
  };
  return (
    <AuthCard title={t('auth.register.title')} lead={t('auth.register.lead')} size={560}>
      <form noValidate onSubmit={form.onSubmit(submit, warn)}>
        <Stack>
          <ToOrderHint page="register" />
          <UserTypeSwitch
            value={userType}
            onChange={(type) => {
              clearCertificate();
              form.setFieldValue('userType', type);
              form.clearErrors();
            }}
          />
          {userType === 'company' && (
            <>
              <Radio.Group
                label={t('auth.register.entityType')}
                value={String(form.values.entityType)}
                onChange={(v) => form.setFieldValue('entityType', Number(v))}
                error={form.errors.entityType}
                description={locked ? t('signature.register.fromCertificate') : undefined}
              >
                <Stack gap="xs" mt={6}>
                  <Radio value={String(ENTITY_TYPES.legalEntity)} label={t('auth.register.legalEntity')} disabled={locked} />
                  <Radio
                    value={String(ENTITY_TYPES.individualEntrepreneur)}
                    label={t('auth.register.entrepreneur')}
                    disabled={locked}
                  />
                </Stack>
              </Radio.Group>
              <CertificateRegistration
                entityType={form.values.entityType as EntityType}
                certificate={certificate}
                onFilled={(fill) => {
                  setCertificate(fill);
                  form.setValues(fromCertificate(fill));
                  form.clearErrors();
                }}
                onClear={clearCertificate}
              />
              <TextInput
                label={isEntrepreneur ? t('auth.register.ownerIin') : t('auth.register.bin')}
                inputMode="numeric"
                maxLength={12}
                required
                {...certified('bin')}
              />
              <TextInput label={t('auth.register.companyName')} required maxLength={250} {...certified('name')} />
              <TextInput label={t('auth.register.legalAddress')} required maxLength={500} {...input('legalAddress')} />
              <Title order={2} size="h5" mt="xs">
                {t('auth.register.contact')}
              </Title>
            </>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('auth.register.lastName')}
              required
              maxLength={50}
              autoComplete="family-name"
              {...certified('lastName')}
            />
            <TextInput
              label={t('auth.register.firstName')}
              required
              maxLength={50}
              autoComplete="given-name"
              {...certified('firstName')}
            />
          </SimpleGrid>
          {userType === 'person' && (
            <TextInput label={t('auth.register.iin')} inputMode="numeric" maxLength={12} required {...input('iin')} />
          )}
          <PhoneInput label={t('auth.phone')} {...input('phone')} value={form.values.phone} required />
          <TextInput
            label={t('auth.register.email')}
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            {...input('email')}
          />
          <div>
            <PasswordInput
              label={t('auth.password')}
              autoComplete="new-password"
              required
              maxLength={128}
              {...input('password')}
            />
            <PasswordStrength password={form.values.password} />
          </div>
          <PasswordInput
            label={t('auth.confirmPassword')}
            autoComplete="new-password"
            required
            maxLength={128}
            {...input('confirmPassword')}
          />
          <Checkbox required label={<ConsentLabel />} {...form.getInputProps('consent', { type: 'checkbox' })} />
          <Button type="submit" loading={register.isPending}>
            {t('auth.register.submit')}
          </Button>
          <Text size="sm">
            {t('auth.register.haveAccount')}{' '}
            <Anchor component={Link} to={paths.login}>
              {t('auth.login.submit')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
};
