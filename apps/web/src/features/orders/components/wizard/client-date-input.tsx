import '@mantine/dates/styles.css';
import 'dayjs/locale/kk';
import 'dayjs/locale/ru';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { DATE_FIELD_FORMAT } from '../../../../lib/format.ts';
import { currentLang } from '../../../../lib/i18n.ts';
import { usePickupDates } from '../../lib/dates.ts';

type Props = { label: string; value: string | null; onChange: (value: string | null) => void; error?: unknown };

/** A priority order's wished date: a working day from the earliest pickup on, written the locale's way. */
export const ClientDateInput = ({ label, value, onChange, error }: Props) => {
  const { calendar, earliest } = usePickupDates();
  return (
    <DatesProvider settings={{ locale: currentLang(), firstDayOfWeek: 1 }}>
      <DatePickerInput
        label={label}
        value={value}
        onChange={(next) => onChange(next ? String(next).slice(0, 10) : null)}
        valueFormat={DATE_FIELD_FORMAT}
        minDate={earliest}
        excludeDate={(date) => !calendar.isWorkingDay(String(date).slice(0, 10))}
        error={error as string | undefined}
        clearable
      />
    </DatesProvider>
  );
};
