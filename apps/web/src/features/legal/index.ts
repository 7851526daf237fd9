/** The legal pages (public offer, privacy policy) and the terms they quote from the domain. */

export { ConsentLabel } from './components/consent-label.tsx';
export { LegalDocument } from './components/legal-document.tsx';
export { type OfferTerms, offerTerms, periodText } from './lib/offer-terms.ts';
