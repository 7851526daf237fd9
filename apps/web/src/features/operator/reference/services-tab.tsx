import type { ReferenceService, ReferenceServiceBody } from '@jetkiz/contract';
import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, PagedList } from '../../../components/paged-list.tsx';
import { tenge } from '../../../lib/format.ts';
import { requiredError } from '../form-checks.ts';
import { useSaveReference, useServices } from './api.ts';
import { editColumn } from './edit-column.tsx';

const LANGS = ['ru', 'kk', 'en'] as const;

import { useReferenceWriter } from './promos-tab.tsx';

const ServiceForm = (props: { service: ReferenceService; onClose: () => void }) => {
  const { t } = useTranslation();
  const [body, setBody] = useState<ReferenceServiceBody>({
    name: props.service.name,
    fixed: props.service.fixed,
    percentOfBase: props.service.percentOfBase,
  });
  const save = useSaveReference('service');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problems = Object.fromEntries(LANGS.map((lang) => [`name.${lang}`, requiredError(body.name[lang])]));
        save.submit({ code: props.service.code, body }, problems, { onSuccess: props.onClose });
      }}
    >
      <Stack gap="sm">
        {LANGS.map((lang) => (
          <TextInput
            key={lang}
            label={`${t('opref.reference.service.name')} (${t(`opref.reference.terminal.in${lang === 'ru' ? 'Ru' : lang === 'kk' ? 'Kk' : 'En'}`)})`}
            value={body.name[lang]}
            required
            error={save.fieldErrors[`name.${lang}`]}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setBody((b) => ({ ...b, name: { ...b.name, [lang]: value } }));
            }}
          />
        ))}
        <Group grow>
          <NumberInput
            label={t('opref.reference.service.fixed')}
            value={body.fixed}
            min={0}
            decimalScale={2}
            error={save.fieldErrors.fixed}
            onChange={(v) => setBody((b) => ({ ...b, fixed: Number(v) }))}
          />
          <NumberInput
            label={t('opref.reference.service.percent')}
            value={body.percentOfBase}
            min={0}
            max={100}
            decimalScale={2}
            error={save.fieldErrors.percentOfBase}
            onChange={(v) => setBody((b) => ({ ...b, percentOfBase: Number(v) }))}
          />
        </Group>
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

/** Additional services with their fixed price and share of the base price. */
export const ServicesTab = () => {
  const { t, i18n } = useTranslation();
  const { data, isPending } = useServices();
  const writer = useReferenceWriter();
  const [editing, setEditing] = useState<ReferenceService | null>(null);
  const lang = (i18n.language === 'kk' || i18n.language === 'en' ? i18n.language : 'ru') as 'ru' | 'kk' | 'en';
  const columns: ListColumn<ReferenceService>[] = [
    { key: 'name', header: t('opref.reference.service.name'), role: 'title', cell: (s) => s.name[lang] },
    { key: 'code', header: t('opref.reference.service.code'), cell: (s) => s.code },
    { key: 'fixed', header: t('opref.reference.service.fixed'), cell: (s) => tenge(s.fixed) },
    { key: 'percent', header: t('opref.reference.service.percent'), cell: (s) => String(s.percentOfBase) },
    ...editColumn<ReferenceService>(writer, t('opref.reference.edit'), setEditing),
  ];
  if (isPending) return <Text>{t('opref.reference.loading')}</Text>;
  if (!data || data.length === 0) return <Text>{t('opref.reference.empty')}</Text>;
  return (
    <>
      {/* The console's one list: a card a service on a phone, where the sideways table cut the price at the screen's
          edge and put «Өзгерту / Изменить» past it. */}
      <PagedList<ReferenceService>
        label={t('opref.reference.services')}
        columns={columns}
        rows={data}
        rowKey={(service) => service.code}
        page={0}
        pageSize={data.length}
        total={data.length}
        onPage={() => {}}
        empty={null}
        minWidth={560}
      />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing?.name[lang] ?? ''} size="lg">
        {editing && <ServiceForm service={editing} onClose={() => setEditing(null)} />}
      </Modal>
    </>
  );
};
