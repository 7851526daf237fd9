import type { StaffMemberSchema, StaffRole, Static } from '@jetkiz/contract';
import { Alert, Button, Code, Group, Modal, Popover, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, PagedList } from '../../../components/paged-list.tsx';
import { serverFieldErrors } from '../../../lib/field-message.tsx';
import { dateTime, phone as formatPhone } from '../../../lib/format.ts';
import { errorNode, notifySuccess } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSingleMutation } from '../../../lib/single-mutation.ts';
import { callOperator } from '../api/client.ts';
import { staffEndpoints } from '../api/endpoints.ts';
import { useStaffSession } from '../api/staff-session.ts';
import { phoneError, reasonError, requiredError } from '../form-checks.ts';
import { STAFF_ROLE_LIST } from '../roles.ts';

type Member = Static<typeof StaffMemberSchema>;
type Action = { kind: 'role' | 'status' | 'totp'; member: Member };
const PAGE_SIZE = 25;
const STAFF = ['operator', 'staff'] as const;

const useRoleOptions = () => {
  const { t } = useTranslation();
  return STAFF_ROLE_LIST.map((role) => ({ value: role, label: t(`operator.roles.${role}`) }));
};

/** Adds a staff member; the generated password is shown once, to be handed over in person. */
const CreateStaff = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const roles = useRoleOptions();
  const form = useForm({
    mode: 'controlled',
    initialValues: { phone: '', name: '', role: 'operator' as StaffRole },
    validate: { name: requiredError, phone: phoneError },
  });
  const [created, setCreated] = useState<{ name: string; password: string } | null>(null);
  const create = useSingleMutation({
    mutationFn: (body: typeof form.values) => callOperator(staffEndpoints.createStaff, { body }),
    meta: { silent: true },
    onSuccess: (answer) => {
      setCreated({ name: answer.staff.name, password: answer.password });
      void queryClient.invalidateQueries({ queryKey: STAFF });
    },
  });
  const close = () => {
    setCreated(null);
    form.reset();
    create.reset();
    onClose();
  };
  // The API's word on each field goes under that field, in the page's language after a switch too; the banner keeps
  // the general one.
  const fields = serverFieldErrors(create.error);
  return (
    <Modal opened={opened} onClose={close} title={created ? t('operator.staff.createdTitle') : t('operator.staff.add')}>
      {created ? (
        <Stack gap="sm">
          <Text size="sm">{t('operator.staff.createdLead')}</Text>
          <Text fw={600}>{created.name}</Text>
          <Text size="sm">{t('operator.staff.password')}</Text>
          <Code block data-testid="created-password">
            {created.password}
          </Code>
          <Button onClick={close}>{t('operator.staff.done')}</Button>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => create.mutate(values))}>
          <Stack gap="sm">
            {create.error && (
              <Alert color="red" role="alert">
                {errorNode(create.error)}
              </Alert>
            )}
            <TextInput
              label={t('operator.staff.name')}
              required
              maxLength={120}
              {...form.getInputProps('name')}
              error={form.errors.name ?? fields.name}
            />
            <TextInput
              label={t('operator.staff.phone')}
              type="tel"
              required
              maxLength={40}
              placeholder="+7 7__ ___ __ __"
              {...form.getInputProps('phone')}
              error={form.errors.phone ?? fields.phone}
            />
            <Select
              label={t('operator.staff.role')}
              data={roles}
              value={form.values.role}
              allowDeselect={false}
              onChange={(value) => value && form.setFieldValue('role', value as StaffRole)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('operator.staff.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t('operator.staff.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
};

/** Changes a role, disables or enables access, or resets the authenticator: each with a reason for the audit log. */
const StaffAction = ({ action, onClose }: { action: Action | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const roles = useRoleOptions();
  const form = useForm({ mode: 'controlled', initialValues: { reason: '' }, validate: { reason: reasonError } });
  const [role, setRole] = useState<StaffRole | null>(null);
  const member = action?.member;
  const run = useSingleMutation({
    mutationFn: async (reason: string) => {
      if (!action || !member) return;
      const params = { staffId: member.staffId };
      if (action.kind === 'role')
        await callOperator(staffEndpoints.changeRole, { params, body: { role: role ?? member.role, reason } });
      else if (action.kind === 'status') {
        const status = member.status === 'active' ? 'disabled' : 'active';
        await callOperator(staffEndpoints.setStatus, { params, body: { status, reason } });
      } else await callOperator(staffEndpoints.resetTotp, { params, body: { reason } });
    },
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(
        action?.kind === 'role'
          ? t('operator.staff.roleChanged')
          : action?.kind === 'totp'
            ? t('operator.staff.resetDone')
            : member?.status === 'active'
              ? t('operator.staff.disabledDone')
              : t('operator.staff.enabledDone'),
      );
      void queryClient.invalidateQueries({ queryKey: STAFF });
      close();
    },
  });
  const close = () => {
    form.reset();
    setRole(null);
    run.reset();
    onClose();
  };
  const title = !action
    ? ''
    : action.kind === 'role'
      ? t('operator.staff.changeRole')
      : action.kind === 'totp'
        ? t('operator.staff.resetTotp')
        : action.member.status === 'active'
          ? t('operator.staff.disable')
          : t('operator.staff.enable');
  return (
    <Modal opened={action !== null} onClose={close} title={title}>
      <form noValidate onSubmit={form.onSubmit(({ reason }) => run.mutate(reason.trim()))}>
        <Stack gap="sm">
          <Text fw={600}>{member?.name}</Text>
          {run.error && (
            <Alert color="red" role="alert">
              {errorNode(run.error)}
            </Alert>
          )}
          {action?.kind === 'role' && (
            <Select
              label={t('operator.staff.role')}
              data={roles}
              value={role ?? member?.role ?? null}
              allowDeselect={false}
              onChange={(value) => setRole(value as StaffRole)}
            />
          )}
          <TextInput
            label={t('operator.staff.reason')}
            description={t('operator.staff.reasonHint')}
            required
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('operator.staff.cancel')}
            </Button>
            <Button type="submit" loading={run.isPending} color={action?.kind === 'role' ? undefined : 'red'}>
              {t('operator.staff.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

/** Staff members (administrators): the list, adding one, and changing a role, access or the authenticator. */
export const StaffPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('operator.staff.title'));
  const session = useStaffSession();
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [action, setAction] = useState<Action | null>(null);
  const list = useQuery({
    queryKey: [...STAFF, page, search],
    queryFn: ({ signal }) => callOperator(staffEndpoints.listStaff, { query: { page, itemsPerPage: PAGE_SIZE, search }, signal }),
    placeholderData: keepPreviousData,
  });
  const columns: ListColumn<Member>[] = [
    {
      key: 'name',
      header: t('operator.staff.name'),
      role: 'title',
      cell: (m) => (m.staffId === session?.staffId ? `${m.name} (${t('operator.staff.you')})` : m.name),
    },
    { key: 'phone', header: t('operator.staff.phone'), cell: (m) => formatPhone(m.phone) },
    { key: 'role', header: t('operator.staff.role'), cell: (m) => t(`operator.roles.${m.role}`) },
    {
      key: 'status',
      header: t('operator.staff.status'),
      role: 'status',
      cell: (m) => (
        <Text size="sm" fw={m.status === 'active' ? 600 : 400} fs={m.status === 'active' ? undefined : 'italic'}>
          {t(`operator.staff.${m.status}`)}
        </Text>
      ),
    },
    {
      key: 'enrolled',
      header: t('operator.staff.enrolled'),
      cell: (m) => t(m.enrolled ? 'operator.staff.yes' : 'operator.staff.no'),
    },
    {
      key: 'lastSignIn',
      header: t('operator.staff.lastSignIn'),
      cell: (m) => (m.lastSignInAt ? dateTime(m.lastSignInAt) : t('operator.staff.never')),
    },
    {
      key: 'actions',
      header: t('operator.staff.actions'),
      role: 'actions',
      hideHeader: true,
      cell: (m) =>
        m.staffId === session?.staffId ? null : (
          <Popover position="bottom-end" withinPortal>
            <Popover.Target>
              <Button size="compact-sm" variant="light" aria-label={`${t('operator.staff.actions')}: ${m.name}`}>
                {t('operator.staff.actions')}
              </Button>
            </Popover.Target>
            <Popover.Dropdown p={4}>
              <Stack gap={2}>
                <Button variant="subtle" size="compact-sm" onClick={() => setAction({ kind: 'role', member: m })}>
                  {t('operator.staff.changeRole')}
                </Button>
                <Button variant="subtle" size="compact-sm" onClick={() => setAction({ kind: 'status', member: m })}>
                  {m.status === 'active' ? t('operator.staff.disable') : t('operator.staff.enable')}
                </Button>
                <Button variant="subtle" size="compact-sm" onClick={() => setAction({ kind: 'totp', member: m })}>
                  {t('operator.staff.resetTotp')}
                </Button>
              </Stack>
            </Popover.Dropdown>
          </Popover>
        ),
    },
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('operator.staff.title')}
        </Title>
        <Button onClick={() => setCreating(true)}>{t('operator.staff.add')}</Button>
      </Group>
      {list.error && (
        <Alert color="red" role="alert">
          {errorNode(list.error)}
        </Alert>
      )}
      <PagedList
        label={t('operator.staff.list')}
        columns={columns}
        rows={list.data?.content}
        rowKey={(m) => m.staffId}
        page={page}
        pageSize={PAGE_SIZE}
        total={list.data?.totalElements ?? 0}
        onPage={setPage}
        loading={list.isPending}
        error={list.error}
        empty={t('operator.staff.empty')}
        filters={
          <TextInput
            maw={420}
            label={t('operator.staff.search')}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(0);
            }}
          />
        }
        activeFilters={search ? 1 : 0}
        toolbar={<Text size="sm">{t('operator.staff.total', { count: list.data?.totalElements ?? 0 })}</Text>}
      />
      <CreateStaff opened={creating} onClose={() => setCreating(false)} />
      <StaffAction action={action} onClose={() => setAction(null)} />
    </Stack>
  );
};
