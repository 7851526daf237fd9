import '@mantine/dates/styles.css';
import 'dayjs/locale/kk';
import 'dayjs/locale/ru';
import { DateInput, type DateInputProps, DatesProvider } from '@mantine/dates';
import { currentLang } from '../../../lib/i18n.ts';

/** Dates typed and shown in the locale's way (24.11.2026, 24/11/2026), never the browser's mm/dd/yyyy. */
const FORMATS = { ru: 'DD.MM.YYYY', kk: 'DD.MM.YYYY', en: 'DD/MM/YYYY' } as const;

/** A date field of the calculation (`YYYY-MM-DD` in and out), with the calendar in the chosen language. */
export const DateField = (props: Omit<DateInputProps, 'valueFormat'>) => {
  const lang = currentLang();
  return (
    <DatesProvider settings={{ locale: lang, firstDayOfWeek: 1 }}>
      <DateInput valueFormat={FORMATS[lang]} {...props} />
    </DatesProvider>
  );
};
