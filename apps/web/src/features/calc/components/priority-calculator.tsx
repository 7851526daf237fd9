import { almatyDate } from '@jetkiz/domain';
import { Button, Card, Grid, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { serverNow } from '../../../lib/server-clock.ts';
import classes from './calc-form.module.css';
import { CalcResults } from './calc-results.tsx';
import { CargoFields } from './cargo-fields.tsx';
import { DeclaredField } from './declared-field.tsx';
import { useOrderTariff } from './order-tariff.ts';
import { RouteFields } from './route-fields.tsx';
import { useCalcForm } from './use-calc-form.ts';

/** The calendar (with its styles and day.js locales) loads with this page only, never with home. */
const DateField = lazy(async () => ({ default: (await import('./date-field.tsx')).DateField }));

/** The priority (client) calculation of companies (spec §2): Jetkiz's fleet, product sign, date and days. */
export const PriorityCalculator = () => {
  const { t } = useTranslation();
  const { form, submit, pending, answer, asked, outdated } = useCalcForm('priority');
  const { sign, date } = form.getValues();
  const order = useOrderTariff(`${paths.newOrder}?priority=1&sign=${sign}`);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <form noValidate onSubmit={submit}>
            <Stack>
              <RouteFields form={form} />
              <SegmentedControl
                aria-label={t('priority.sign')}
                className={classes.choice}
                {...form.getInputProps('sign')}
                data={[
                  { value: '1', label: t('priority.standard') },
                  { value: '2', label: t('priority.express') },
                ]}
              />
              <CargoFields form={form} kind="priority" />
              <DeclaredField form={form} />
              <SimpleGrid cols={2} spacing="xs" className={classes.row}>
                <Suspense fallback={<TextInput label={t('priority.date')} readOnly value={date} />}>
                  <DateField
                    label={t('priority.date')}
                    minDate={almatyDate(serverNow())}
                    {...form.getInputProps('date')}
                    onChange={(value) => form.setFieldValue('date', value ?? '')}
                  />
                </Suspense>
                <TextInput label={t('priority.daysCnt')} inputMode="numeric" {...form.getInputProps('daysCnt')} />
              </SimpleGrid>
              <Button type="submit" size="md" loading={pending}>
                {t('priority.submit')}
              </Button>
            </Stack>
          </form>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <CalcResults answer={answer} asked={asked} outdated={outdated} onOrder={order} />
      </Grid.Col>
    </Grid>
  );
};
