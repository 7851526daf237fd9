import { MONEY_MESSAGES, PACK_MESSAGES, PACK_SUMMARY_MESSAGE } from '@jetkiz/contract';
import {
  checkPack,
  formatNumber,
  formatTenge,
  insuranceFee,
  type Pack,
  type PackField,
  packWeights,
  parseNumberInput,
  tengeToTiyn,
} from '@jetkiz/domain';
import { Button, Card, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessTerms } from '../../../lib/business-terms.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { notifyWarning } from '../../../lib/notify.ts';
import classes from './weight-estimator.module.css';

const FIELDS: PackField[] = ['length', 'width', 'height', 'physWeight', 'placeCnt'];
type Values = Record<PackField | 'declared', string>;
const EMPTY: Values = { length: '', width: '', height: '', physWeight: '', placeCnt: '1', declared: '' };

/**
 * What a parcel will be charged for, before any call: volumetric and chargeable weight and the insurance,
 * by the domain's rules, with the spec's messages for each bad field.
 */
export const WeightEstimator = () => {
  const { t } = useTranslation();
  const lang = currentLang();
  const [values, setValues] = useState<Values>(EMPTY);
  const [shown, setShown] = useState<Partial<Record<keyof Values, boolean>>>({});

  const numbers = Object.fromEntries(
    FIELDS.map((f) => [f, parseNumberInput(values[f]) ?? (values[f].trim() ? Number.NaN : undefined)]),
  );
  const packProblems = checkPack(numbers);
  const declared = values.declared.trim() ? tengeToTiyn(parseNumberInput(values.declared) ?? values.declared) : null;
  const errorOf = (field: keyof Values): string | undefined => {
    if (!shown[field]) return undefined;
    if (field === 'declared') return declared && !declared.ok ? MONEY_MESSAGES[declared.problem][lang] : undefined;
    const problem = packProblems[field];
    return problem ? PACK_MESSAGES[problem][lang] : undefined;
  };
  const valid = Object.keys(packProblems).length === 0 && (declared === null || declared.ok);
  const weights = valid ? packWeights(numbers as Pack) : null;
  const insurance = insuranceFee(declared?.ok ? declared.value : null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShown({ length: true, width: true, height: true, physWeight: true, placeCnt: true, declared: true });
    if (!valid) notifyWarning(PACK_SUMMARY_MESSAGE[lang]);
  };

  const field = (name: keyof Values, label: string, inputMode: 'decimal' | 'numeric' = 'decimal') => (
    <TextInput
      label={label}
      value={values[name]}
      inputMode={inputMode}
      autoComplete="off"
      maxLength={20}
      error={errorOf(name)}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((v) => ({ ...v, [name]: value }));
      }}
      onBlur={() => setShown((s) => ({ ...s, [name]: true }))}
    />
  );

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="estimator-title">
      <Title order={2} size="h3" id="estimator-title">
        {t('estimator.title')}
      </Title>
      <Text mt={4} mb="md">
        {t('estimator.lead', businessTerms(lang))}
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {field('length', t('estimator.length'))}
          {field('width', t('estimator.width'))}
          {field('height', t('estimator.height'))}
          {field('physWeight', t('estimator.weight'))}
          {field('placeCnt', t('estimator.places'), 'numeric')}
          {field('declared', t('estimator.declared'))}
        </SimpleGrid>
        <Button type="submit" mt="md">
          {t('estimator.submit')}
        </Button>
      </form>
      <div className={classes.result} aria-live="polite">
        {weights ? (
          <dl className={classes.grid}>
            <Stack gap={0}>
              <dt>{t('estimator.volumetric')}</dt>
              <dd>{t('estimator.kg', { value: formatNumber(weights.volumetricWeight, lang, 3) })}</dd>
            </Stack>
            <Stack gap={0}>
              <dt>{t('estimator.chargeable')}</dt>
              <dd>
                {t('estimator.kg', { value: formatNumber(weights.chargeableWeight, lang) })}
                {weights.totalChargeableWeight !== weights.chargeableWeight &&
                  ` · ${t('estimator.total', { value: formatNumber(weights.totalChargeableWeight, lang) })}`}
              </dd>
            </Stack>
            <Stack gap={0}>
              <dt>{t('estimator.volume')}</dt>
              <dd>{t('estimator.m3', { value: formatNumber(weights.totalVolumeM3, lang, 4) })}</dd>
            </Stack>
            <Stack gap={0}>
              <dt>{t('estimator.insurance')}</dt>
              <dd>{formatTenge(insurance, lang)}</dd>
            </Stack>
          </dl>
        ) : (
          <Text>{t('estimator.empty')}</Text>
        )}
      </div>
    </Card>
  );
};
