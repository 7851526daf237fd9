/** The partner programme page and its application form (stored by the API's `partners` module). */
export { PartnerForm } from './components/partner-form.tsx';
export { PartnersPage } from './components/partners-page.tsx';
