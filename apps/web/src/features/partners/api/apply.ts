import { endpoints, type PartnerApplicationAnswer, type PartnerApplicationBody } from '@jetkiz/contract';
import { callApi } from '../../../lib/api-client.ts';
import { useSingleMutation } from '../../../lib/single-mutation.ts';

/** Sends an application to the partner programme; the server stores it for the operator. */
export const applyForPartnership = async (body: PartnerApplicationBody): Promise<PartnerApplicationAnswer> =>
  (await callApi(endpoints.applyForPartnership, { body })) as PartnerApplicationAnswer;

/** One application at a time: a second click (or Enter) while the first is on its way sends nothing. */
export const useApplyForPartnership = () => useSingleMutation({ mutationFn: applyForPartnership });
