/** Reference data: the locality picker and the served directions. */
export { getDirectionsQueryOptions } from './api/get-directions.ts';
export { LocalityPicker, type LocalityPickerProps } from './components/locality-picker.tsx';
