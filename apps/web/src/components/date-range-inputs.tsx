import '@mantine/dates/styles.css';
import 'dayjs/locale/kk';
import 'dayjs/locale/ru';
import 'dayjs/locale/en-gb';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DATE_FIELD_FORMAT } from '../lib/format.ts';
import { currentLang } from '../lib/i18n.ts';

/** The calendar's dayjs locale of each language; the day in the field is written as every date is (DATE_FIELD_FORMAT). */
const LOCALES = { ru: 'ru', kk: 'kk', en: 'en-gb' } as const;

/**
 * From and to dates of a list filter, as `YYYY-MM-DD` (the API reads them as Almaty days), picked from a calendar
 * in the interface language; the «to» calendar starts no earlier than «from».
 */
export const DateRangeInputs = (props: {
  startLabel: string;
  endLabel: string;
  start: string;
  end: string;
  onStart: (value: string) => void;
  onEnd: (value: string) => void;
}) => {
  const { t } = useTranslation();
  const locale = LOCALES[currentLang()];
  const shared = {
    valueFormat: DATE_FIELD_FORMAT,
    clearable: true,
    clearButtonProps: { 'aria-label': t('list.clearDate') },
    previousLabel: t('list.previousMonth'),
    nextLabel: t('list.nextMonth'),
    popoverProps: { withinPortal: true },
  };
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <DatePickerInput
        label={props.startLabel}
        value={props.start || null}
        onChange={(value) => props.onStart(value ?? '')}
        maxDate={props.end || undefined}
        {...shared}
      />
      <DatePickerInput
        label={props.endLabel}
        value={props.end || null}
        onChange={(value) => props.onEnd(value ?? '')}
        minDate={props.start || undefined}
        {...shared}
      />
    </DatesProvider>
  );
};
