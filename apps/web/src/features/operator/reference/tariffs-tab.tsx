import type { ReferenceTariff, TariffZoneBody } from '@jetkiz/contract';
import { ActionIcon, Alert, Button, Card, Group, Modal, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, PagedList } from '../../../components/paged-list.tsx';
import { tenge } from '../../../lib/format.ts';
import { useSaveReference, useTariffs } from './api.ts';
import { editColumn } from './edit-column.tsx';
import { useReferenceWriter } from './promos-tab.tsx';

type Zone = ReferenceTariff['zones'][number];

const ZoneForm = (props: { product: string; zone: Zone; onClose: () => void }) => {
  const { t } = useTranslation();
  const { zone: zoneName, ...initial } = props.zone;
  const [body, setBody] = useState<TariffZoneBody>(initial);
  const save = useSaveReference('tariff');
  const errors = save.fieldErrors;
  const setBand = (i: number, change: Partial<TariffZoneBody['bands'][number]>) =>
    setBody((b) => ({ ...b, bands: b.bands.map((band, j) => (j === i ? { ...band, ...change } : band)) }));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ product: props.product, zone: zoneName, body }, { onSuccess: props.onClose });
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('opref.reference.tariff.quotesKeep')}
        </Text>
        {body.bands.map((band, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the grid
          <Stack key={i} gap={2}>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <NumberInput
                label={t('opref.reference.tariff.fromKg')}
                value={band.fromKg}
                min={0}
                onChange={(v) => setBand(i, { fromKg: Number(v) })}
              />
              <NumberInput
                label={t('opref.reference.tariff.toKg')}
                value={band.toKg}
                min={0}
                onChange={(v) => setBand(i, { toKg: Number(v) })}
              />
              <NumberInput
                label={t('opref.reference.tariff.price')}
                value={band.price}
                decimalScale={2}
                onChange={(v) => setBand(i, { price: Number(v) })}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('opref.reference.tariff.removeBand')}
                onClick={() => setBody((b) => ({ ...b, bands: b.bands.filter((_, j) => j !== i) }))}
              >
                ×
              </ActionIcon>
            </Group>
            {errors[`bands.${i}`] && (
              <Text size="sm" c="red.8" role="alert">
                {errors[`bands.${i}`]}
              </Text>
            )}
          </Stack>
        ))}
        <Button
          variant="light"
          size="xs"
          onClick={() => {
            const last = body.bands[body.bands.length - 1];
            setBody((b) => ({ ...b, bands: [...b.bands, { fromKg: last?.toKg ?? 0, toKg: (last?.toKg ?? 0) + 1, price: 0 }] }));
          }}
        >
          {t('opref.reference.tariff.addBand')}
        </Button>
        <Group grow>
          <NumberInput
            label={t('opref.reference.tariff.perKgAbove')}
            value={body.perKgAbove}
            decimalScale={2}
            onChange={(v) => setBody((b) => ({ ...b, perKgAbove: Number(v) }))}
          />
          <NumberInput
            label={t('opref.reference.tariff.daysMin')}
            value={body.daysMin}
            min={0}
            allowDecimal={false}
            onChange={(v) => setBody((b) => ({ ...b, daysMin: Number(v) }))}
          />
          <NumberInput
            label={t('opref.reference.tariff.daysMax')}
            value={body.daysMax}
            min={0}
            allowDecimal={false}
            error={errors.daysMax}
            onChange={(v) => setBody((b) => ({ ...b, daysMax: Number(v) }))}
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

/** The own fleet's grids: per product, each zone's weight bands, price per kg above and term; edited per zone. */
export const TariffsTab = () => {
  const { t } = useTranslation();
  const { data, isPending } = useTariffs();
  const writer = useReferenceWriter();
  const [editing, setEditing] = useState<{ product: string; name: string; zone: Zone } | null>(null);
  const columns = (tariff: ReferenceTariff): ListColumn<Zone>[] => [
    {
      key: 'zone',
      header: t('opref.reference.tariff.zone'),
      role: 'title',
      cell: (z) => t(`opref.reference.tariff.zones.${z.zone}`),
    },
    {
      key: 'bands',
      header: t('opref.reference.tariff.bands'),
      // A line breaks between bands only, never inside «1–5: 1 800 ₸».
      cell: (z) =>
        z.bands.map((b, i) => (
          <span key={`${b.fromKg}-${b.toKg}`} style={{ whiteSpace: 'nowrap' }}>
            {`${b.fromKg}–${b.toKg}: ${tenge(b.price)}`}
            {i < z.bands.length - 1 ? '; ' : ''}
            {i < z.bands.length - 1 && <wbr />}
          </span>
        )),
    },
    { key: 'perKg', header: t('opref.reference.tariff.perKgAbove'), cell: (z) => tenge(z.perKgAbove) },
    { key: 'days', header: t('opref.reference.tariff.days'), cell: (z) => `${z.daysMin}–${z.daysMax}` },
    ...editColumn<Zone>(writer, t('opref.reference.edit'), (zone) =>
      setEditing({ product: tariff.product, name: tariff.name, zone }),
    ),
  ];
  if (isPending) return <Text>{t('opref.reference.loading')}</Text>;
  if (!data || data.length === 0) return <Text>{t('opref.reference.empty')}</Text>;
  return (
    <Stack>
      <Alert color="blue" variant="light">
        {t('opref.reference.tariff.quotesKeep')}
      </Alert>
      {data.map((tariff) => (
        <Card key={tariff.product} withBorder>
          <Title order={2} size="h4" mb="xs">
            {tariff.name}
          </Title>
          {/* The console's one list: a card a zone on a phone, where the sideways table cut the bands at the screen's
              edge and put the zone's «Өзгерту / Изменить» past it. */}
          <PagedList<Zone>
            label={tariff.name}
            columns={columns(tariff)}
            rows={tariff.zones}
            rowKey={(zone) => zone.zone}
            page={0}
            pageSize={tariff.zones.length}
            total={tariff.zones.length}
            onPage={() => {}}
            empty={null}
            minWidth={640}
          />
        </Card>
      ))}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? `${editing.name} · ${t(`opref.reference.tariff.zones.${editing.zone.zone}`)}` : ''}
        size="lg"
      >
        {editing && <ZoneForm product={editing.product} zone={editing.zone} onClose={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
};
