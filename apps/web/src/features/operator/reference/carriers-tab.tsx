import type { ReferenceCarrier, ReferenceCarrierBody } from '@jetkiz/contract';
import { Badge, Button, Checkbox, Group, Modal, NumberInput, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCarriers, useSaveReference } from './api.ts';
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
  if (isPending) return <Text>{t('opref.reference.loading')}</Text>;
  if (!data || data.length === 0) return <Text>{t('opref.reference.empty')}</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={480}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('opref.reference.carrier.name')}</Table.Th>
              <Table.Th>{t('opref.reference.carrier.state')}</Table.Th>
              <Table.Th>{t('opref.reference.carrier.timeout')}</Table.Th>
              {writer && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((carrier) => (
              <Table.Tr key={carrier.code}>
                <Table.Td>
                  {carrier.name}{' '}
                  <Text span c="dimmed" size="sm">
                    {carrier.code}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={carrier.enabled ? 'green' : 'gray'} variant="light">
                    {t(carrier.enabled ? 'opref.reference.carrier.on' : 'opref.reference.carrier.off')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {carrier.timeoutMs === null
                    ? t('opref.reference.carrier.defaultTimeout')
                    : t('opref.reference.carrier.ms', { ms: carrier.timeoutMs })}
                </Table.Td>
                {writer && (
                  <Table.Td>
                    <Button size="xs" variant="light" onClick={() => setEditing(carrier)}>
                      {t('opref.reference.edit')}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing?.name ?? ''}>
        {editing && <CarrierForm carrier={editing} onClose={() => setEditing(null)} />}
      </Modal>
    </>
  );
};
