/**
 * The company's acts of completed works (issue 17): the registry, one act with signing in NCALayer, refusal and
 * payment, and the public check of an act's signatures the QR code opens. Each page loads with its own chunk.
 */
export { AvrDetailView } from './components/avr-detail.tsx';
export { AvrRegistry } from './components/avr-registry.tsx';
export { AvrVerification } from './components/avr-verification.tsx';
