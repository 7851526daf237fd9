/** The acts' pages in one module, so the router carries one loader for the three (the first load stays as it was). */
export { AvrRoute } from './avr.tsx';
export { AvrsRoute } from './avrs.tsx';
export { AvrVerifyRoute } from './verify.tsx';
