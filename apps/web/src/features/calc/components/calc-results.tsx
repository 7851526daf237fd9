import type { CalcAnswer, TariffOffer } from '@jetkiz/contract';
import { Alert, Box } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './calc-form.module.css';
import { TariffList } from './tariff-list.tsx';

/**
 * The tariffs of the last calculation. When the inputs changed since, they are marked outdated and «Оформить»
 * is off until the person calculates again: an order only ever uses a current calculation (issue 15). `asked` counts
 * the person's calculations (the same answer asked again in another language is not one).
 */
export const CalcResults = ({
  answer,
  asked,
  outdated,
  onOrder,
}: {
  answer: CalcAnswer | null;
  asked: number;
  outdated: boolean;
  onOrder: (offer: TariffOffer) => void;
}) => {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // On a phone the tariffs come below the long form: bring a new calculation into view. Not the same one asked again
  // after a language switch: the page jumped from the form the person was reading down to the tariffs.
  useEffect(() => {
    if (asked === 0 || !window.matchMedia?.('(max-width: 62em)').matches) return;
    ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [asked]);
  if (!answer) return null;
  return (
    <Box aria-live="polite" ref={ref} className={classes.results}>
      {outdated && (
        <Alert color="yellow" mb="sm" title={t('calc.outdatedTitle')} classNames={{ title: classes.alertTitle }}>
          {t('calc.outdated')}
        </Alert>
      )}
      <TariffList answer={answer} onOrder={onOrder} outdated={outdated} />
    </Box>
  );
};
