import type { operatorUpdateTerminalRoute, ReferencePromo, ReferencePromoCreate, ReferencePromoUpdate } from '@jetkiz/contract';
import { almatyDate } from '@jetkiz/domain';
import { Badge, Button, Checkbox, Group, Modal, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeInputs } from '../../../components/date-range-inputs.tsx';
import { type ListColumn, PagedList } from '../../../components/paged-list.tsx';
import { count, date, tenge } from '../../../lib/format.ts';
import { requiredError } from '../form-checks.ts';
import { useStaffMay } from '../roles.ts';
import { type FieldErrors, usePromos, useSaveReference } from './api.ts';
import { editColumn } from './edit-column.tsx';

/** Whether the signed-in staff member may change reference data (the contract's writers: operator; and the administrator). */
export const useReferenceWriter = () => useStaffMay<typeof operatorUpdateTerminalRoute>(['operator']);

/** Empty means «no limit» (null on the wire). */
const limitOf = (value: string | number) => (value === '' ? null : Number(value));

type Limits = Pick<ReferencePromoUpdate, 'validFrom' | 'validTo' | 'maxUses' | 'perCustomer'>;

/** Validity and the two limits, shared by the new code's form and the edit form. */
const LimitFields = (props: { value: Limits; errors: FieldErrors; onChange: (change: Partial<Limits>) => void }) => {
  const { t } = useTranslation();
  const { value, errors } = props;
  return (
    <>
      <Group grow align="flex-start">
        <DateRangeInputs
          startLabel={t('opref.reference.promo.validFrom')}
          endLabel={t('opref.reference.promo.validTo')}
          start={value.validFrom}
          end={value.validTo}
          onStart={(validFrom) => props.onChange({ validFrom })}
          onEnd={(validTo) => props.onChange({ validTo })}
        />
      </Group>
      {(errors.validFrom || errors.validTo) && (
        <Text c="red" size="sm">
          {errors.validFrom ?? errors.validTo}
        </Text>
      )}
      <Group grow align="flex-start">
        <NumberInput
          label={t('opref.reference.promo.maxUses')}
          description={t('opref.reference.promo.noLimitHint')}
          value={value.maxUses ?? ''}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          error={errors.maxUses}
          onChange={(v) => props.onChange({ maxUses: limitOf(v) })}
        />
        <NumberInput
          label={t('opref.reference.promo.perCustomer')}
          description={t('opref.reference.promo.noLimitHint')}
          value={value.perCustomer ?? ''}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          error={errors.perCustomer}
          onChange={(v) => props.onChange({ perCustomer: limitOf(v) })}
        />
      </Group>
    </>
  );
};

const FormButtons = (props: { onClose: () => void; pending: boolean }) => {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.onClose}>
        {t('opref.reference.cancel')}
      </Button>
      <Button type="submit" loading={props.pending}>
        {t('opref.reference.save')}
      </Button>
    </Group>
  );
};

const NewPromoForm = (props: { onClose: () => void }) => {
  const { t } = useTranslation();
  const [body, setBody] = useState<ReferencePromoCreate>({
    code: '',
    kind: 'percent',
    value: 10,
    // From today (Almaty) for a month: the usual campaign; the operator changes either day.
    validFrom: almatyDate(new Date()),
    validTo: almatyDate(new Date(Date.now() + 30 * 86_400_000)),
    maxUses: null,
    perCustomer: 1,
  });
  const save = useSaveReference('newPromo');
  const errors = save.fieldErrors;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.submit(
          { body },
          { code: requiredError(body.code), value: body.value > 0 ? null : requiredError('') },
          { onSuccess: props.onClose },
        );
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('opref.reference.promo.code')}
          description={t('opref.reference.promo.codeHint')}
          value={body.code}
          required
          maxLength={32}
          error={errors.code}
          onChange={(e) => {
            const code = e.currentTarget.value.toUpperCase();
            setBody((b) => ({ ...b, code }));
          }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="promo-kind">
            {t('opref.reference.promo.kind')}
          </Text>
          <SegmentedControl
            aria-labelledby="promo-kind"
            value={body.kind}
            onChange={(kind) => setBody((b) => ({ ...b, kind: kind as ReferencePromoCreate['kind'] }))}
            data={[
              { value: 'percent', label: t('opref.reference.promo.percent') },
              { value: 'fixed', label: t('opref.reference.promo.fixed') },
            ]}
          />
        </Stack>
        <NumberInput
          label={t(body.kind === 'percent' ? 'opref.reference.promo.valuePercent' : 'opref.reference.promo.valueFixed')}
          value={body.value}
          min={0}
          max={body.kind === 'percent' ? 100 : undefined}
          decimalScale={2}
          allowNegative={false}
          required
          error={errors.value}
          onChange={(v) => setBody((b) => ({ ...b, value: Number(v) }))}
        />
        <LimitFields value={body} errors={errors} onChange={(change) => setBody((b) => ({ ...b, ...change }))} />
        <FormButtons onClose={props.onClose} pending={save.isPending} />
      </Stack>
    </form>
  );
};

const EditPromoForm = (props: { promo: ReferencePromo; onClose: () => void }) => {
  const { t } = useTranslation();
  const { promo } = props;
  const [body, setBody] = useState<ReferencePromoUpdate>({
    validFrom: promo.validFrom,
    validTo: promo.validTo,
    maxUses: promo.maxUses,
    perCustomer: promo.perCustomer,
    disabled: promo.disabled,
  });
  const save = useSaveReference('promo');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ code: promo.code, body }, { onSuccess: props.onClose });
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('opref.reference.promo.usedOf', { used: promo.used })}</Text>
        <LimitFields value={body} errors={save.fieldErrors} onChange={(change) => setBody((b) => ({ ...b, ...change }))} />
        <Checkbox
          label={t('opref.reference.promo.disable')}
          description={t('opref.reference.promo.disableHint')}
          checked={body.disabled}
          onChange={(e) => {
            const disabled = e.currentTarget.checked;
            setBody((b) => ({ ...b, disabled }));
          }}
        />
        <FormButtons onClose={props.onClose} pending={save.isPending} />
      </Stack>
    </form>
  );
};

/** Promo codes: a percentage or a sum, valid between two days, with limits of uses; created, changed, disabled. */
export const PromosTab = () => {
  const { t } = useTranslation();
  const { data, isPending } = usePromos();
  const writer = useReferenceWriter();
  const [editing, setEditing] = useState<ReferencePromo | null>(null);
  const [creating, setCreating] = useState(false);
  const unlimited = t('opref.reference.promo.unlimited');
  const columns: ListColumn<ReferencePromo>[] = [
    {
      key: 'code',
      header: t('opref.reference.promo.code'),
      role: 'title',
      cell: (p) => (
        <Text ff="monospace" fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {p.code}
        </Text>
      ),
    },
    {
      key: 'discount',
      header: t('opref.reference.promo.discount'),
      role: 'amount',
      align: 'left',
      cell: (p) => (p.kind === 'percent' ? `${p.value} %` : tenge(p.value)),
    },
    {
      key: 'validity',
      header: t('opref.reference.promo.validity'),
      // A line breaks after the dash only, never inside a date.
      cell: (p) => (
        <>
          <span style={{ whiteSpace: 'nowrap' }}>{`${date(p.validFrom)} –`}</span>{' '}
          <span style={{ whiteSpace: 'nowrap' }}>{date(p.validTo)}</span>
        </>
      ),
    },
    {
      key: 'uses',
      header: t('opref.reference.promo.uses'),
      cell: (p) => `${count(p.used)} / ${p.maxUses === null ? unlimited : count(p.maxUses)}`,
    },
    {
      key: 'perCustomer',
      header: t('opref.reference.promo.perCustomer'),
      cell: (p) => (p.perCustomer === null ? unlimited : count(p.perCustomer)),
    },
    {
      key: 'state',
      header: t('opref.reference.promo.state'),
      role: 'status',
      cell: (p) => (
        <Badge color={p.disabled ? 'gray' : 'green'} variant="light">
          {t(p.disabled ? 'opref.reference.promo.off' : 'opref.reference.promo.on')}
        </Badge>
      ),
    },
    ...editColumn<ReferencePromo>(writer, t('opref.reference.edit'), setEditing),
  ];
  return (
    <Stack>
      {writer && (
        <Group>
          <Button onClick={() => setCreating(true)}>{t('opref.reference.promo.new')}</Button>
        </Group>
      )}
      {isPending ? (
        <Text>{t('opref.reference.loading')}</Text>
      ) : !data || data.length === 0 ? (
        <Text>{t('opref.reference.promo.empty')}</Text>
      ) : (
        // The console's one list: a card a code on a phone, where the sideways table cut the uses at the screen's edge
        // and put «Өзгерту / Изменить» past it.
        <PagedList<ReferencePromo>
          label={t('opref.reference.promos')}
          columns={columns}
          rows={data}
          rowKey={(promo) => promo.code}
          page={0}
          pageSize={data.length}
          total={data.length}
          onPage={() => {}}
          empty={null}
          minWidth={720}
        />
      )}
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('opref.reference.promo.new')} size="lg">
        {creating && <NewPromoForm onClose={() => setCreating(false)} />}
      </Modal>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('opref.reference.promo.editTitle', { code: editing?.code ?? '' })}
        size="lg"
      >
        {editing && <EditPromoForm promo={editing} onClose={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
};
