import type { ReferenceTerminal, ReferenceTerminalBody } from '@jetkiz/contract';
import { formatNumber } from '@jetkiz/domain';
import { Badge, Button, Checkbox, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OpeningHours } from '../../../components/opening-hours.tsx';
import { type ListColumn, PagedList } from '../../../components/paged-list.tsx';
import { requiredError } from '../form-checks.ts';
import { type FieldErrors, useSaveReference, useTerminals } from './api.ts';
import { editColumn } from './edit-column.tsx';
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

/**
 * Every terminal (switched-off ones too) with its hours and limits; each edited in a dialog, in three languages. A
 * table on a desktop, cards on a phone (the one paged list of the console): at 360 px the table scrolled sideways
 * with every row several lines tall.
 */
export const TerminalsTab = () => {
  const { t, i18n } = useTranslation();
  const { data, isPending } = useTerminals();
  const writer = useReferenceWriter();
  const [editing, setEditing] = useState<ReferenceTerminal | null>(null);
  const lang = (i18n.language === 'kk' || i18n.language === 'en' ? i18n.language : 'ru') as 'ru' | 'kk' | 'en';
  if (isPending) return <Text>{t('opref.reference.loading')}</Text>;
  if (!data || data.length === 0) return <Text>{t('opref.reference.empty')}</Text>;
  const columns: ListColumn<ReferenceTerminal>[] = [
    {
      key: 'code',
      header: t('opref.reference.terminal.code'),
      role: 'title',
      cell: (terminal) => (
        <Group gap={6} wrap="nowrap" miw="max-content">
          {/* Its own element: the code is what finds the row (the console journey), apart from the badge's word. */}
          <span>{terminal.code}</span>
          <Badge color={terminal.active ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {terminal.active ? t('opref.reference.terminal.on') : t('opref.reference.terminal.off')}
          </Badge>
        </Group>
      ),
    },
    { key: 'locality', header: t('opref.reference.terminal.locality'), cell: (terminal) => terminal.locality },
    { key: 'address', header: t('opref.reference.terminal.address'), cell: (terminal) => terminal.address[lang] },
    {
      key: 'hours',
      header: t('opref.reference.terminal.hours'),
      cell: (terminal) => <OpeningHours hours={terminal.hours[lang]} />,
    },
    {
      key: 'limits',
      header: t('opref.reference.terminal.limits'),
      cell: (terminal) =>
        t('opref.reference.terminal.limitsValue', {
          kg: formatNumber(terminal.maxWeightKg, lang),
          cm: formatNumber(terminal.maxSideCm, lang),
        }),
    },
    ...editColumn<ReferenceTerminal>(writer, t('opref.reference.edit'), setEditing),
  ];
  return (
    <>
      <PagedList
        label={t('opref.reference.terminals')}
        columns={columns}
        rows={data}
        rowKey={(terminal) => terminal.id}
        page={0}
        pageSize={data.length}
        total={data.length}
        onPage={() => {}}
        empty={t('opref.reference.empty')}
        minWidth={720}
      />
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
