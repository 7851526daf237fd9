import type { RegisterCompanyBody, RegisterPersonBody, UserType } from '@jetkiz/contract';
import { checkCompanyRegistration, checkPersonRegistration, ENTITY_TYPES, normalizePhone } from '@jetkiz/domain';
import { Anchor, Button, PasswordInput, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useFormWarnings } from '../../../lib/form-warnings.ts';
import { type RegistrationDraft, registrationDraft, useRegister } from '../api/identity.ts';
import { fieldIssues, serverFieldErrors } from '../form-errors.ts';
import { AuthCard } from './auth-card.tsx';
import { PasswordStrength } from './password-strength.tsx';
import { PhoneInput } from './phone-input.tsx';
import { ToOrderHint } from './to-order-hint.tsx';
import { UserTypeSwitch } from './user-type-switch.tsx';

type Form = {
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
};

const EMPTY: Form = {
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
};

/** Registration of a person or a company (spec §2, §5), then the SMS code on the next page. */
export const RegisterForm = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegister();
  const [userType, setUserType] = useState<UserType>('person');
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const warn = useFormWarnings(errors, 'register');
  /** Editing a field clears its error: the message was about the old value. */
  const set = (field: keyof Form) => (value: string | number) => {
    setForm((f) => ({ ...f, [field]: value }));
    const errorKey = field === 'phone' ? 'username' : field;
    setErrors((e) => (e[errorKey] ? { ...e, [errorKey]: '' } : e));
  };
  const input = (field: keyof Form) => ({
    value: String(form[field]),
    onChange: (event: { currentTarget: { value: string } }) => set(field)(event.currentTarget.value),
    error: errors[field === 'phone' ? 'username' : field] || undefined,
  });

  const submit = () => {
    const common = {
      firstName: form.firstName,
      lastName: form.lastName,
      username: form.phone,
      email: form.email,
      password: form.password,
      confirmPassword: form.confirmPassword,
    };
    const person: RegisterPersonBody = { ...common, iin: form.iin };
    const company: RegisterCompanyBody = {
      ...common,
      bin: form.bin,
      entityType: form.entityType,
      name: form.name,
      legalAddress: form.legalAddress,
    };
    const issues = userType === 'person' ? checkPersonRegistration(person) : checkCompanyRegistration(company);
    const found = fieldIssues(issues);
    warn(found);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // Sent normalized (spec §5: 77XXXXXXXXX), as the confirmation and sign-in will send it.
    const phone = normalizePhone(form.phone) as string;
    const draft: RegistrationDraft =
      userType === 'person'
        ? { userType: 'person', phone, body: { ...person, username: phone } }
        : { userType: 'company', phone, body: { ...company, username: phone } };
    register.mutate(draft, {
      onSuccess: () => {
        registrationDraft.set(draft);
        navigate(paths.registerConfirm);
      },
      onError: (error) => setErrors(serverFieldErrors(error)),
    });
  };

  const isEntrepreneur = form.entityType === ENTITY_TYPES.individualEntrepreneur;
  return (
    <AuthCard title={t('auth.register.title')} lead={t('auth.register.lead')} size={560}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <ToOrderHint page="register" />
          <UserTypeSwitch
            value={userType}
            onChange={(type) => {
              setUserType(type);
              setErrors({});
            }}
          />
          {userType === 'company' && (
            <>
              <Radio.Group
                label={t('auth.register.entityType')}
                value={String(form.entityType)}
                onChange={(v) => set('entityType')(Number(v))}
                error={errors.entityType}
              >
                <Stack gap="xs" mt={6}>
                  <Radio value={String(ENTITY_TYPES.legalEntity)} label={t('auth.register.legalEntity')} />
                  <Radio value={String(ENTITY_TYPES.individualEntrepreneur)} label={t('auth.register.entrepreneur')} />
                </Stack>
              </Radio.Group>
              <TextInput
                label={isEntrepreneur ? t('auth.register.ownerIin') : t('auth.register.bin')}
                inputMode="numeric"
                maxLength={12}
                required
                {...input('bin')}
              />
              <TextInput label={t('auth.register.companyName')} required maxLength={250} {...input('name')} />
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
              {...input('lastName')}
            />
            <TextInput
              label={t('auth.register.firstName')}
              required
              maxLength={50}
              autoComplete="given-name"
              {...input('firstName')}
            />
          </SimpleGrid>
          {userType === 'person' && (
            <TextInput label={t('auth.register.iin')} inputMode="numeric" maxLength={12} required {...input('iin')} />
          )}
          <PhoneInput
            label={t('auth.phone')}
            value={form.phone}
            onChange={set('phone')}
            error={errors.username || undefined}
            required
          />
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
            <PasswordStrength password={form.password} />
          </div>
          <PasswordInput
            label={t('auth.confirmPassword')}
            autoComplete="new-password"
            required
            maxLength={128}
            {...input('confirmPassword')}
          />
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
