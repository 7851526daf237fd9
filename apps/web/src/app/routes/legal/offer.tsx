import { LegalDocument } from '../../../features/legal/index.ts';

/** The public offer agreement (spec §1), every term quoted from the domain. */
export const OfferRoute = () => <LegalDocument doc="offer" />;
