import { ActionIcon, Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import classes from './calc-form.module.css';
import { type CalcFormValues, type CalcKind, MAX_PACKS, newPack } from './calc-form.ts';

const SIDES = ['length', 'width', 'height'] as const;

/**
 * The cargo of a calculation, one form for both calculators: by packs (dimensions, weight and places of each
 * kind of box) or by totals (weight and places; the priority calculation also the volume).
 */
export const CargoFields = ({ form, kind }: { form: UseFormReturnType<CalcFormValues>; kind: CalcKind }) => {
  const { t } = useTranslation();
  const { cargo } = form.getValues();
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('calc.mode')}
        className={classes.choice}
        {...form.getInputProps('cargo.mode')}
        data={[
          { value: 'packs', label: t('calc.byPacks') },
          { value: 'totals', label: kind === 'priority' ? t('calc.byTotals') : t('calc.byWeight') },
        ]}
      />
      {cargo.mode === 'totals' ? (
        <SimpleGrid cols={kind === 'priority' ? 3 : 2} spacing="xs" className={classes.row}>
          <TextInput
            label={kind === 'priority' ? t('priority.physWeight') : t('calc.weight')}
            inputMode="decimal"
            {...form.getInputProps('cargo.weight')}
          />
          {kind === 'priority' && (
            <TextInput label={t('priority.volume')} inputMode="decimal" {...form.getInputProps('cargo.volume')} />
          )}
          <TextInput label={t('calc.places')} inputMode="numeric" {...form.getInputProps('cargo.placeCnt')} />
        </SimpleGrid>
      ) : (
        cargo.packs.map((pack, i) => (
          <Card key={pack.key} withBorder p="sm" radius="md" component="fieldset" aria-label={t('calc.pack', { n: i + 1 })}>
            <Group justify="space-between" mb={4}>
              <Text fw={600} size="sm">
                {t('calc.pack', { n: i + 1 })}
              </Text>
              {cargo.packs.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('calc.removePack', { n: i + 1 })}
                  onClick={() => form.removeListItem('cargo.packs', i)}
                >
                  ×
                </ActionIcon>
              )}
            </Group>
            <SimpleGrid cols={3} spacing="xs" className={classes.row}>
              {SIDES.map((side) => (
                <TextInput
                  key={side}
                  label={t(`calc.${side}`)}
                  inputMode="decimal"
                  {...form.getInputProps(`cargo.packs.${i}.${side}`)}
                />
              ))}
              <TextInput
                label={t('calc.packWeight')}
                inputMode="decimal"
                {...form.getInputProps(`cargo.packs.${i}.physWeight`)}
              />
              <TextInput label={t('calc.packPlaces')} inputMode="numeric" {...form.getInputProps(`cargo.packs.${i}.placeCnt`)} />
            </SimpleGrid>
          </Card>
        ))
      )}
      {cargo.mode === 'packs' && cargo.packs.length < MAX_PACKS && (
        <Button variant="subtle" onClick={() => form.insertListItem('cargo.packs', newPack())}>
          {t('calc.addPack')}
        </Button>
      )}
    </Stack>
  );
};
