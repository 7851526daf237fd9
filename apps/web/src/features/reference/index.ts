/** Reference data for the web: the locality picker (and its search). */
export { LocalityPicker } from './components/locality-picker.tsx';
