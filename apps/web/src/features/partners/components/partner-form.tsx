import { describeIssues } from '@jetkiz/contract';
import { checkPartnerApplication, formatPhoneTyping, PARTNER_APPLICATION_LIMITS } from '@jetkiz/domain';
import { Alert, Box, Button, Card, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../lib/field-message.tsx';
import { useErrorsInLanguage } from '../../../lib/form-warnings.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { useApplyForPartnership } from '../api/apply.ts';

const EMPTY = { name: '', company: '', bin: '', phone: '', email: '', city: '', message: '', website: '' };
export type PartnerFormValues = typeof EMPTY;

/**
 * The partner programme's application: @mantine/form with the domain's `checkPartnerApplication` as its one
 * validator (the API applies the same rule and its field messages land under the same fields). `website` is a
 * honeypot: hidden from people and from assistive technology, filled only by robots.
 */
export const PartnerForm = () => {
  const { t } = useTranslation();
  const apply = useApplyForPartnership();
  const form = useForm<PartnerFormValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => describeIssues(checkPartnerApplication(values), currentLang()),
    validateInputOnBlur: true,
    clearInputErrorOnChange: true,
  });
  // The messages under the fields follow a language switch: the form's own checked again, the server's re-said.
  useErrorsInLanguage(form);
  const optional = (label: string) => `${label} (${t('partners.form.optional')})`;

  if (apply.isSuccess) {
    return (
      <Card withBorder radius="md" p="lg">
        <Alert color="brand" variant="light" role="status" title={t('partners.form.title')}>
          {t('partners.form.sent')}
        </Alert>
        <Button
          variant="light"
          mt="md"
          onClick={() => {
            form.reset();
            apply.reset();
          }}
        >
          {t('partners.form.another')}
        </Button>
      </Card>
    );
  }

  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="partner-form-title">
      <Title order={2} size="h3" id="partner-form-title" mb="md">
        {t('partners.form.title')}
      </Title>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          apply.mutate(values, {
            onError: (error) => form.setErrors(serverFieldErrors(error)),
          }),
        )}
      >
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('partners.form.name')}
              required
              autoComplete="name"
              maxLength={PARTNER_APPLICATION_LIMITS.name}
              key={form.key('name')}
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('partners.form.city')}
              required
              autoComplete="address-level2"
              maxLength={PARTNER_APPLICATION_LIMITS.city}
              key={form.key('city')}
              {...form.getInputProps('city')}
            />
            <TextInput
              label={optional(t('partners.form.company'))}
              autoComplete="organization"
              maxLength={PARTNER_APPLICATION_LIMITS.company}
              key={form.key('company')}
              {...form.getInputProps('company')}
            />
            <TextInput
              label={optional(t('partners.form.bin'))}
              inputMode="numeric"
              maxLength={12}
              key={form.key('bin')}
              {...form.getInputProps('bin')}
            />
            <TextInput
              label={t('partners.form.phone')}
              required
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+7 (___) ___ __ __"
              maxLength={18}
              key={form.key('phone')}
              {...form.getInputProps('phone')}
              onChange={(event) => form.setFieldValue('phone', formatPhoneTyping(event.currentTarget.value))}
            />
            <TextInput
              label={t('partners.form.email')}
              required
              type="email"
              autoComplete="email"
              maxLength={254}
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
          </SimpleGrid>
          <Textarea
            label={optional(t('partners.form.message'))}
            rows={4}
            maxLength={PARTNER_APPLICATION_LIMITS.message}
            key={form.key('message')}
            {...form.getInputProps('message')}
          />
          <Box style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }} aria-hidden="true">
            <TextInput
              label={t('partners.form.website')}
              tabIndex={-1}
              autoComplete="off"
              key={form.key('website')}
              {...form.getInputProps('website')}
            />
          </Box>
          <Button type="submit" loading={apply.isPending} w={{ base: '100%', sm: 'auto' }} style={{ alignSelf: 'flex-start' }}>
            {t('partners.form.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
};
