import { endpoint } from './endpoints.ts';
import type { companyVerificationDataRoute, companyVerifyRoute, dataForSignRoute, dataFromSignRoute } from './signature.ts';

/**
 * The signature routes' verbs and paths for the web (issue 16), apart from `endpoints`: only the pages that sign call
 * them, so the home page's first load does not carry them.
 */
export const signatureEndpoints = {
  getRegistrationDataForSign: endpoint<typeof dataForSignRoute>('GET', '/api/identity/public/registration/xml/get-data-for-sign'),
  getRegistrationDataFromSign: endpoint<typeof dataFromSignRoute>(
    'POST',
    '/api/identity/public/registration/xml/get-data-from-sign',
  ),
  getCompanyVerificationDataForSign: endpoint<typeof companyVerificationDataRoute>(
    'GET',
    '/api/identity/protected/company/verification/xml',
  ),
  verifyCompany: endpoint<typeof companyVerifyRoute>('POST', '/api/identity/protected/company/verification'),
};
