import { claimEndpoints, type FileClaimBody, type OrderFamily } from '@jetkiz/contract';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../lib/api-client.ts';
import { downloadApi, fetchApiFile, uploadApiFile } from '../../lib/api-files.ts';
import { currentLang } from '../../lib/i18n.ts';
import { useSingleMutation } from '../../lib/single-mutation.ts';

/** A person's claims live under the person paths; a company's (its priority orders too) under the jur paths. */
export type ClaimFamily = 'person' | 'company';
export const claimFamilyOf = (family: OrderFamily): ClaimFamily => (family === 'person' ? 'person' : 'company');

/** The two families' endpoints differ only in their paths: the pick is typed as the person's. */
const pick = <K extends keyof typeof claimEndpoints>(family: ClaimFamily, key: K) =>
  claimEndpoints[(family === 'person' ? key : key.replace('_person', '_company')) as K];

export const orderClaimsQueryOptions = (family: ClaimFamily, orderId: string) =>
  queryOptions({
    queryKey: ['claims', family, 'order', orderId, currentLang()],
    queryFn: ({ signal }) => callApi(pick(family, 'orderClaims_person'), { params: { id: orderId }, signal }),
  });

/**
 * Files the claim, then sends its photos one by one (each re-encoded by the server). A photo the server refuses
 * does not undo the claim: its name comes back in `refused`, and the others still go.
 */
export const useFileClaim = (family: ClaimFamily, orderId: string) => {
  const client = useQueryClient();
  return useSingleMutation({
    mutationFn: async ({ body, photos }: { body: FileClaimBody; photos: File[] }) => {
      let claim = await callApi(pick(family, 'fileClaim_person'), { body });
      const refused: string[] = [];
      for (const photo of photos) {
        try {
          claim = await uploadApiFile(pick(family, 'addClaimPhoto_person'), { params: { id: claim.id } }, photo);
        } catch (error) {
          if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) throw error;
          refused.push(photo.name);
        }
      }
      return { claim, refused };
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['claims', family, 'order', orderId] }),
  });
};

export const downloadClaimLetter = (family: ClaimFamily, id: string) =>
  downloadApi(pick(family, 'getClaimLetter_person'), { params: { id } }, 'claim.pdf');

/** A photo of an own claim as an object URL (the request carries the token, so an <img src> cannot fetch it). */
export const claimPhotoUrl = async (family: ClaimFamily, id: string, photoId: string) =>
  URL.createObjectURL((await fetchApiFile(pick(family, 'getClaimPhoto_person'), { params: { id, photoId } }, 'photo.jpg')).blob);
