import type { CalendarYearBody, ReferenceCalendarYear } from '@jetkiz/contract';
import { almatyDate } from '@jetkiz/domain';
import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarYear, useSaveReference } from './api.ts';
import { useReferenceWriter } from './promos-tab.tsx';

const YearForm = ({ year }: { year: ReferenceCalendarYear }) => {
  const { t } = useTranslation();
  // The day is typed as the API takes it; the pattern's letters are the reader's («2027-ММ-ДД», «2027-АА-КК»).
  const dayPattern = t('opref.reference.year.dayPattern', { year: year.year });
  const [body, setBody] = useState<CalendarYearBody>({ kurbanAit: year.kurbanAit, transfers: year.transfers });
  const save = useSaveReference('calendar');
  const writer = useReferenceWriter();
  const errors = save.fieldErrors;
  const setTransfer = (i: number, change: Partial<CalendarYearBody['transfers'][number]>) =>
    setBody((b) => ({ ...b, transfers: b.transfers.map((x, j) => (j === i ? { ...x, ...change } : x)) }));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ year: year.year, body: { ...body, kurbanAit: body.kurbanAit || null } });
      }}
    >
      {/* A role that may not change the calendar reads it: the fields are shown read-only, with no buttons. */}
      <fieldset disabled={!writer} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="sm" maw={640}>
          <TextInput
            label={t('opref.reference.year.kurbanAit')}
            placeholder={dayPattern}
            value={body.kurbanAit ?? ''}
            error={errors.kurbanAit}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setBody((b) => ({ ...b, kurbanAit: value }));
            }}
          />
          <Title order={3} size="h5">
            {t('opref.reference.year.transfers')}
          </Title>
          {body.transfers.length === 0 && !writer && <Text c="dimmed">{t('opref.reference.year.noTransfers')}</Text>}
          {body.transfers.map((transfer, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the list
            <Group key={i} align="flex-start" wrap="wrap" gap="xs">
              <TextInput
                label={t('opref.reference.year.dayOff')}
                placeholder={dayPattern}
                value={transfer.dayOff}
                error={errors[`transfers.${i}.dayOff`]}
                onChange={(e) => setTransfer(i, { dayOff: e.currentTarget.value })}
              />
              <TextInput
                label={t('opref.reference.year.workingDay')}
                placeholder={dayPattern}
                value={transfer.workingDay}
                error={errors[`transfers.${i}.workingDay`]}
                onChange={(e) => setTransfer(i, { workingDay: e.currentTarget.value })}
              />
              {writer && (
                <ActionIcon
                  mt={26}
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('opref.reference.year.removeTransfer')}
                  onClick={() => setBody((b) => ({ ...b, transfers: b.transfers.filter((_, j) => j !== i) }))}
                >
                  ×
                </ActionIcon>
              )}
            </Group>
          ))}
          {writer && (
            <>
              <Group>
                <Button
                  variant="light"
                  size="xs"
                  onClick={() => setBody((b) => ({ ...b, transfers: [...b.transfers, { dayOff: '', workingDay: '' }] }))}
                >
                  {t('opref.reference.year.addTransfer')}
                </Button>
              </Group>
              <Group>
                <Button type="submit" loading={save.isPending}>
                  {t('opref.reference.save')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </fieldset>
    </form>
  );
};

/** Next year's working-day calendar: Kurban Ait and the Government's transfers of days off. */
export const CalendarTab = () => {
  const { t } = useTranslation();
  const nextYear = Number(almatyDate(new Date()).slice(0, 4)) + 1;
  const { data, isPending } = useCalendarYear(nextYear);
  return (
    <Stack>
      <Group>
        <Title order={2} size="h4">
          {t('opref.reference.year.title', { year: nextYear })}
        </Title>
        {data && (
          <Badge variant="light">{data.edited ? t('opref.reference.year.edited') : t('opref.reference.year.builtIn')}</Badge>
        )}
      </Group>
      {isPending || !data ? <Text>{t('opref.reference.loading')}</Text> : <YearForm key={String(data.edited)} year={data} />}
    </Stack>
  );
};
