import type { Employee } from '@jetkiz/contract';
import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, PagedList } from '../../../components/paged-list.tsx';
import { date, phone } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.ts';
import { getEmployeesQueryOptions, useRemoveEmployee, useUpdateEmployee } from '../api/company.ts';
import { InviteDialog } from './invite-dialog.tsx';
import { RoleBadges, StatusBadge } from './role-badges.tsx';
import { RolesDialog } from './roles-dialog.tsx';

const fullName = (e: Employee) => `${e.lastName} ${e.firstName}`.trim();

/** The confirmation before removing: what goes (access, sessions) and what stays (what they did). */
const RemoveDialog = ({ employee, onClose }: { employee: Employee; onClose: () => void }) => {
  const { t } = useTranslation();
  const remove = useRemoveEmployee();
  return (
    <Modal opened onClose={onClose} title={t('company.remove.title')} centered>
      <Stack>
        <Text>{t('company.remove.text', { name: fullName(employee) })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('company.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(employee.id, {
                onSuccess: (answer) => {
                  notifySuccess(answer.message);
                  onClose();
                },
              })
            }
          >
            {t('company.remove.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};

/** Suspending and restoring: one button that says what it will do. */
const SuspendButton = ({ employee }: { employee: Employee }) => {
  const { t } = useTranslation();
  const update = useUpdateEmployee();
  const suspended = employee.status === 'suspended';
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      loading={update.isPending}
      aria-label={t(suspended ? 'company.actions.restoreOf' : 'company.actions.suspendOf', { name: fullName(employee) })}
      onClick={() =>
        update.mutate(
          { id: employee.id, body: { status: suspended ? 'active' : 'suspended' } },
          { onSuccess: () => notifySuccess(t(suspended ? 'company.actions.restored' : 'company.actions.suspended')) },
        )
      }
    >
      {t(suspended ? 'company.actions.restore' : 'company.actions.suspend')}
    </Button>
  );
};

/**
 * The organisation's users (issue 16): the owner and the employees with roles and status; invite, change roles,
 * suspend or restore, remove. A table on a desktop, cards on a phone.
 */
export const EmployeesPanel = () => {
  const { t } = useTranslation();
  const session = useSession();
  const employees = useQuery(getEmployeesQueryOptions());
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<Employee | null>(null);
  const [removing, setRemoving] = useState<Employee | null>(null);
  const rows = employees.data?.content;
  usePageTitle(t('company.title'));
  const onlyOwner = rows?.every((e) => e.owner) ?? false;

  const columns: ListColumn<Employee>[] = [
    {
      key: 'name',
      header: t('company.list.name'),
      role: 'title',
      cell: (e) => (
        <>
          <Text fw={600}>{fullName(e)}</Text>
          <Text size="xs" c="dimmed">
            {phone(e.phone)}
          </Text>
        </>
      ),
    },
    { key: 'roles', header: t('company.list.roles'), cell: (e) => <RoleBadges employee={e} /> },
    { key: 'status', header: t('company.list.status'), role: 'status', cell: (e) => <StatusBadge employee={e} /> },
    { key: 'since', header: t('company.list.since'), cell: (e) => date(e.createdAt) },
    {
      key: 'actions',
      header: t('company.list.actions'),
      role: 'actions',
      hideHeader: true,
      // The owner is fixed; nobody changes their own access here (no one locks themselves out).
      cell: (e) =>
        e.owner || e.phone === session.phone ? null : (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => setEditing(e)}
              aria-label={t('company.actions.rolesOf', { name: fullName(e) })}
            >
              {t('company.actions.roles')}
            </Button>
            <SuspendButton employee={e} />
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={() => setRemoving(e)}
              aria-label={t('company.actions.removeOf', { name: fullName(e) })}
            >
              {t('company.actions.remove')}
            </Button>
          </Group>
        ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" mt="xs">
        <Title order={1}>{t('company.title')}</Title>
        <Button onClick={() => setInviting(true)}>{t('company.invite.open')}</Button>
      </Group>
      <Text c="dimmed">{t('company.lead')}</Text>
      {onlyOwner && (
        <Alert color="blue" title={t('company.empty.title')}>
          {t('company.empty.text')}
        </Alert>
      )}
      <PagedList
        label={t('company.title')}
        columns={columns}
        rows={rows}
        rowKey={(e) => e.id}
        page={0}
        pageSize={Math.max(rows?.length ?? 0, 1)}
        total={rows?.length ?? 0}
        onPage={() => undefined}
        loading={employees.isPending}
        error={employees.error}
        empty={t('company.empty.text')}
        minWidth={820}
      />
      <InviteDialog opened={inviting} onClose={() => setInviting(false)} />
      {editing && <RolesDialog employee={editing} onClose={() => setEditing(null)} />}
      {removing && <RemoveDialog employee={removing} onClose={() => setRemoving(null)} />}
    </Stack>
  );
};
