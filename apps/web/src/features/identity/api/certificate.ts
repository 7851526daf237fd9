import { type CertificateData, signatureEndpoints, type UserData } from '@jetkiz/contract';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSignChallenge } from '../../signature/index.ts';

/** What a verified registration signature gave: the certificate's data and the token register-company takes. */
export type CertificateFill = { entityType: number; data: CertificateData; signatureToken: string };

/**
 * Registration by certificate (spec §4): the one-time XML, signed in NCALayer with a key of the entity type's kind,
 * verified by the server, which answers what the certificate says and a token naming the signature.
 */
export const useCertificateRegistration = () =>
  useSignChallenge<CertificateFill>({
    challenge: async () => (await callApi(signatureEndpoints.getRegistrationDataForSign)).message,
    submit: async (xmlData, entityType) => {
      const answer = await callApi(signatureEndpoints.getRegistrationDataFromSign, { body: { entityType, xmlData } });
      return { entityType, data: answer.data, signatureToken: answer.signatureToken };
    },
  });

/** A company registered by the typed form verifies with its key from the cabinet; the profile then shows it. */
export const useCompanyVerification = (phone: string) => {
  const queryClient = useQueryClient();
  return useSignChallenge<UserData>({
    challenge: async () => (await callApi(signatureEndpoints.getCompanyVerificationDataForSign)).message,
    submit: async (xmlData) => {
      const user = await callApi(signatureEndpoints.verifyCompany, { body: { xmlData } });
      await queryClient.invalidateQueries({ queryKey: ['identity', 'user-data', 'company', phone] });
      return user;
    },
  });
};
