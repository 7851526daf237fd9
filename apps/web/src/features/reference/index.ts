/** The reference feature's public face: other features import from here only. */
export { getDirectionsQueryOptions } from './api/get-directions.ts';
export { LocalityPicker, type LocalityPickerProps } from './components/locality-picker.tsx';
