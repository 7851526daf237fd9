import { LegalDocument } from '../../../features/legal/index.ts';

/** The privacy policy under the Law of the Republic of Kazakhstan «О персональных данных и их защите». */
export const PrivacyRoute = () => <LegalDocument doc="privacy" />;
