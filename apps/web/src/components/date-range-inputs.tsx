import { TextInput } from '@mantine/core';

/** From and to dates of a list filter (the browser's date picker; the API reads them as Almaty days). */
export const DateRangeInputs = (props: {
  startLabel: string;
  endLabel: string;
  start: string;
  end: string;
  onStart: (value: string) => void;
  onEnd: (value: string) => void;
}) => (
  <>
    <TextInput label={props.startLabel} type="date" value={props.start} onChange={(e) => props.onStart(e.currentTarget.value)} />
    <TextInput label={props.endLabel} type="date" value={props.end} onChange={(e) => props.onEnd(e.currentTarget.value)} />
  </>
);
