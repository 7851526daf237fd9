import type { CompanyRole, Employee } from '@jetkiz/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldText } from '../../../lib/field-message.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useUpdateEmployee } from '../api/company.ts';
import { RoleCheckboxes } from './role-checkboxes.tsx';

/** Changing an employee's roles; taking a role away signs them out on the server, so no open tab keeps it. */
export const RolesDialog = ({ employee, onClose }: { employee: Employee; onClose: () => void }) => {
  const { t } = useTranslation();
  const update = useUpdateEmployee();
  const [roles, setRoles] = useState<CompanyRole[]>(employee.roles);
  const [error, setError] = useState<ReactNode>();
  const save = () => {
    if (roles.length === 0) {
      setError(fieldText('company.invite.rolesRequired'));
      return;
    }
    update.mutate(
      { id: employee.id, body: { roles } },
      {
        onSuccess: () => {
          notifySuccess(t('company.rolesDialog.saved'));
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={t('company.rolesDialog.title')} centered>
      <Stack>
        <Text fw={600}>{`${employee.lastName} ${employee.firstName}`}</Text>
        <RoleCheckboxes
          value={roles}
          onChange={(next) => {
            setRoles(next);
            setError(undefined);
          }}
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('company.cancel')}
          </Button>
          <Button onClick={save} loading={update.isPending}>
            {t('company.rolesDialog.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
