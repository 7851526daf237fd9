import type { CompanyRole, Employee } from '@jetkiz/contract';
import { formatPhone, normalizePhone } from '@jetkiz/domain';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { fieldText } from '../../../lib/field-message.tsx';
import { useErrorsInLanguage, useFormWarnings } from '../../../lib/form-warnings.ts';
import { errorNode, notifySuccess } from '../../../lib/notify.ts';
import { fieldIssues, PhoneInput, serverFieldErrors } from '../../identity/index.ts';
import { useInviteEmployee } from '../api/company.ts';
import { type InviteValues, inviteIssues } from '../lib/invite-checks.ts';
import { RoleCheckboxes } from './role-checkboxes.tsx';

const EMPTY: InviteValues = { phone: '', lastName: '', firstName: '', roles: [] };

/**
 * «Invite employee»: the phone (an SMS with a code goes there), the names and the roles. A phone already registered
 * with Jetkiz is refused by the server; its message stands under the phone.
 */
export const InviteDialog = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const invite = useInviteEmployee();
  const form = useForm<InviteValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    // No role is said as the roles dialog says it, «Выберите хотя бы одну роль»: a bare «Обязательное поле» under four
    // checkboxes did not say that one is enough.
    validate: (values) => {
      const errors = fieldIssues(inviteIssues(values));
      return errors.roles ? { ...errors, roles: fieldText('company.invite.rolesRequired') } : errors;
    },
  });
  const warn = useFormWarnings(form.errors, 'invite-employee');
  useErrorsInLanguage(form);
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(
    (values) =>
      invite.mutate(
        {
          phone: normalizePhone(values.phone) as string,
          lastName: values.lastName.trim(),
          firstName: values.firstName.trim(),
          roles: values.roles as CompanyRole[],
        },
        {
          onSuccess: (employee: Employee) => {
            notifySuccess(t('company.invite.sent', { phone: formatPhone(employee.phone) }));
            close();
          },
          onError: (error) => {
            const fields = serverFieldErrors(error);
            form.setErrors(Object.keys(fields).length > 0 ? fields : { phone: errorNode(error) });
          },
        },
      ),
    warn,
  );
  return (
    <Modal opened={opened} onClose={close} title={t('company.invite.title')} centered size="lg">
      <form noValidate onSubmit={submit}>
        <Stack>
          <Text size="sm">{t('company.invite.lead')}</Text>
          <PhoneInput label={t('company.invite.phone')} required {...form.getInputProps('phone')} value={form.values.phone} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label={t('company.invite.lastName')} required autoComplete="off" {...form.getInputProps('lastName')} />
            <TextInput label={t('company.invite.firstName')} required autoComplete="off" {...form.getInputProps('firstName')} />
          </SimpleGrid>
          <RoleCheckboxes
            value={form.values.roles}
            onChange={(roles) => form.setFieldValue('roles', roles)}
            error={form.errors.roles}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('company.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {t('company.invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
