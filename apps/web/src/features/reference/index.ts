/** What other features may use of the reference feature (localities, street types). */
export { LocalityPicker } from './components/locality-picker.tsx';
