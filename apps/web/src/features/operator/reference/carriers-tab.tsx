import type { ReferenceCarrier, ReferenceCarrierBody } from '@jetkiz/contract';
import { Badge, Button, Checkbox, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, PagedList } from '../../../components/paged-list.tsx';
import { count } from '../../../lib/format.ts';
import { useCarriers, useSaveReference } from './api.ts';
import { editColumn } from './edit-column.tsx';
import { useReferenceWriter } from './promos-tab.tsx';

const CarrierForm = (props: { carrier: ReferenceCarrier; onClose: () => void }) => {
  const { t } = useTranslation();
  const [body, setBody] = useState<ReferenceCarrierBody>({
    enabled: props.carrier.enabled,
    timeoutMs: props.carrier.timeoutMs,
  });
  const save = useSaveReference('carrier');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ code: props.carrier.code, body }, { onSuccess: props.onClose });
      }}
    >
      <Stack gap="sm">
        <Checkbox
          label={t('opref.reference.carrier.enabled')}
          description={t('opref.reference.carrier.enabledHint')}
          checked={body.enabled}
          onChange={(e) => {
            const enabled = e.currentTarget.checked;
            setBody((b) => ({ ...b, enabled }));
          }}
        />
        <NumberInput
          label={t('opref.reference.carrier.timeout')}
          description={t('opref.reference.carrier.timeoutHint')}
          value={body.timeoutMs ?? ''}
          min={100}
          max={30_000}
          step={100}
          allowDecimal={false}
          allowNegative={false}
          error={save.fieldErrors.timeoutMs}
          onChange={(v) => setBody((b) => ({ ...b, timeoutMs: v === '' ? null : Number(v) }))}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('opref.reference.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('opref.reference.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** Carriers asked for quotes: switched on or off, and how long a calculation waits for each one's rates. */
export const CarriersTab = () => {
  const { t } = useTranslation();
  const { data, isPending } = useCarriers();
  const writer = useReferenceWriter();
  const [editing, setEditing] = useState<ReferenceCarrier | null>(null);
  const columns: ListColumn<ReferenceCarrier>[] = [
    {
      key: 'name',
      header: t('opref.reference.carrier.name'),
      role: 'title',
      cell: (c) => (
        <>
          {c.name}{' '}
          <Text span c="dimmed" size="sm">
            {c.code}
          </Text>
        </>
      ),
    },
    {
      key: 'state',
      header: t('opref.reference.carrier.state'),
      role: 'status',
      cell: (c) => (
        <Badge color={c.enabled ? 'green' : 'gray'} variant="light">
          {t(c.enabled ? 'opref.reference.carrier.on' : 'opref.reference.carrier.off')}
        </Badge>
      ),
    },
    {
      key: 'timeout',
      header: t('opref.reference.carrier.timeoutColumn'),
      cell: (c) =>
        c.timeoutMs === null
          ? t('opref.reference.carrier.defaultTimeout')
          : t('opref.reference.carrier.ms', { ms: count(c.timeoutMs) }),
    },
    ...editColumn<ReferenceCarrier>(writer, t('opref.reference.edit'), setEditing),
  ];
  if (isPending) return <Text>{t('opref.reference.loading')}</Text>;
  if (!data || data.length === 0) return <Text>{t('opref.reference.empty')}</Text>;
  return (
    <>
      {/* The console's one list: a card a carrier on a phone, where the sideways table put «Өзгерту / Изменить» past
          the screen's edge. */}
      <PagedList<ReferenceCarrier>
        label={t('opref.reference.carriers')}
        columns={columns}
        rows={data}
        rowKey={(carrier) => carrier.code}
        page={0}
        pageSize={data.length}
        total={data.length}
        onPage={() => {}}
        empty={null}
        minWidth={480}
      />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing?.name ?? ''}>
        {editing && <CarrierForm carrier={editing} onClose={() => setEditing(null)} />}
      </Modal>
    </>
  );
};
