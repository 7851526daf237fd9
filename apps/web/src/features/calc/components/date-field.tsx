import '@mantine/dates/styles.css';
import 'dayjs/locale/kk';
import 'dayjs/locale/ru';
import { DateInput, type DateInputProps, DatesProvider } from '@mantine/dates';
import { DATE_FIELD_FORMAT } from '../../../lib/format.ts';
import { currentLang } from '../../../lib/i18n.ts';

/**
 * A date field of the calculation (`YYYY-MM-DD` in and out), with the calendar in the chosen language; the day is typed
 * and shown as every date is (24.11.2026), never the browser's mm/dd/yyyy.
 */
export const DateField = (props: Omit<DateInputProps, 'valueFormat'>) => {
  const lang = currentLang();
  return (
    <DatesProvider settings={{ locale: lang, firstDayOfWeek: 1 }}>
      <DateInput valueFormat={DATE_FIELD_FORMAT} {...props} />
    </DatesProvider>
  );
};
