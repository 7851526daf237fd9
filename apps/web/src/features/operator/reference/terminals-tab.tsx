import type { ReferenceTerminal, ReferenceTerminalBody } from '@jetkiz/contract';
import { formatNumber } from '@jetkiz/domain';
import { Badge, Button, Checkbox, Group, Modal, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requiredError } from '../form-checks.ts';
import { type FieldErrors, useSaveReference, useTerminals } from './api.ts';
import { useReferenceWriter } from './promos-tab.tsx';

const LANGS = [
  ['ru', 'inRu'],
  ['kk', 'inKk'],
  ['en', 'inEn'],
] as const;

const TerminalForm = (props: { terminal: ReferenceTerminal; onClose: () => void }) => {
  const { t } = useTranslation();
  const [body, setBody] = useState<ReferenceTerminalBody>({
    address: props.terminal.address,
    hours: props.terminal.hours,
    maxWeightKg: props.terminal.maxWeightKg,
    maxSideCm: props.terminal.maxSideCm,
    active: props.terminal.active,
  });
  const save = useSaveReference('terminal');
  const errors: FieldErrors = save.fieldErrors;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problems = Object.fromEntries(
          (['address', 'hours'] as const).flatMap((field) =>
            LANGS.map(([lang]) => [`${field}.${lang}`, requiredError(body[field][lang])]),
          ),
        );
        save.submit({ id: props.terminal.id, body }, problems, { onSuccess: props.onClose });
      }}
    >
      <Stack gap="sm">
        {(['address', 'hours'] as const).map((field) =>
          LANGS.map(([lang, suffix]) => (
            <TextInput
              key={`${field}.${lang}`}
              label={`${t(`opref.reference.terminal.${field}`)} (${t(`opref.reference.terminal.${suffix}`)})`}
              value={body[field][lang]}
              error={errors[`${field}.${lang}`]}
              required
              onChange={(e) => {
                const value = e.currentTarget.value;
                setBody((b) => ({ ...b, [field]: { ...b[field], [lang]: value } }));
              }}
            />
          )),
        )}
        <Group grow>
          <NumberInput
            label={t('opref.reference.terminal.maxWeightKg')}
            value={body.maxWeightKg}
            min={1}
            allowDecimal={false}
            error={errors.maxWeightKg}
            onChange={(v) => setBody((b) => ({ ...b, maxWeightKg: Number(v) }))}
          />
          <NumberInput
            label={t('opref.reference.terminal.maxSideCm')}
            value={body.maxSideCm}
            min={1}
            allowDecimal={false}
            error={errors.maxSideCm}
            onChange={(v) => setBody((b) => ({ ...b, maxSideCm: Number(v) }))}
          />
        </Group>
        <Checkbox
          label={t('opref.reference.terminal.active')}
          checked={body.active}
          onChange={(e) => {
            const active = e.currentTarget.checked;
            setBody((b) => ({ ...b, active }));
          }}
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

/** Every terminal (switched-off ones too) with its hours and limits; each edited in a dialog, in three languages. */
export const TerminalsTab = () => {
  const { t, i18n } = useTranslation();
  const { data, isPending } = useTerminals();
  const writer = useReferenceWriter();
  const [editing, setEditing] = useState<ReferenceTerminal | null>(null);
  const lang = (i18n.language === 'kk' || i18n.language === 'en' ? i18n.language : 'ru') as 'ru' | 'kk' | 'en';
  if (isPending) return <Text>{t('opref.reference.loading')}</Text>;
  if (!data || data.length === 0) return <Text>{t('opref.reference.empty')}</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('opref.reference.terminal.code')}</Table.Th>
              <Table.Th>{t('opref.reference.terminal.locality')}</Table.Th>
              <Table.Th>{t('opref.reference.terminal.address')}</Table.Th>
              <Table.Th>{t('opref.reference.terminal.hours')}</Table.Th>
              <Table.Th>{t('opref.reference.terminal.limits')}</Table.Th>
              {writer && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((terminal) => (
              <Table.Tr key={terminal.id} data-testid={`terminal-row-${terminal.code}`}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap" miw="max-content">
                    {terminal.code}
                    <Badge color={terminal.active ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
                      {terminal.active ? t('opref.reference.terminal.on') : t('opref.reference.terminal.off')}
                    </Badge>
                  </Group>
                </Table.Td>
                <Table.Td>{terminal.locality}</Table.Td>
                <Table.Td>{terminal.address[lang]}</Table.Td>
                <Table.Td>{terminal.hours[lang]}</Table.Td>
                <Table.Td>
                  {t('opref.reference.terminal.limitsValue', {
                    kg: formatNumber(terminal.maxWeightKg, lang),
                    cm: formatNumber(terminal.maxSideCm, lang),
                  })}
                </Table.Td>
                {writer && (
                  <Table.Td>
                    <Button size="xs" variant="light" onClick={() => setEditing(terminal)}>
                      {t('opref.reference.edit')}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('opref.reference.terminal.editTitle', { code: editing.code }) : ''}
        size="lg"
      >
        {editing && <TerminalForm terminal={editing} onClose={() => setEditing(null)} />}
      </Modal>
    </>
  );
};
