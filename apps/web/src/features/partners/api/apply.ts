import { endpoints, type PartnerApplicationAnswer, type PartnerApplicationBody } from '@jetkiz/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Sends an application to the partner programme; the server stores it for the operator. */
export const applyForPartnership = async (body: PartnerApplicationBody): Promise<PartnerApplicationAnswer> =>
  (await callApi(endpoints.applyForPartnership, { body })) as PartnerApplicationAnswer;

export const useApplyForPartnership = () => useMutation({ mutationFn: applyForPartnership });
