import { PartnersPage } from '../../features/partners/index.ts';

/** The partner programme (spec §1), with its application form. */
export const PartnersRoute = () => <PartnersPage />;
