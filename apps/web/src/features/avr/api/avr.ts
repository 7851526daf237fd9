import type {
  AvrDetail,
  AvrListQuery,
  avrDetailRoute,
  avrDetailsPdfRoute,
  avrHtmlRoute,
  avrPublicVerificationRoute,
  avrSignedPackageRoute,
  avrStatusesRoute,
  Endpoint,
  ErrorBody,
  listAvrsRoute,
  payAvrRoute,
  RouteDescriptor,
  refuseAvrRoute,
  signAvrRoute,
} from '@jetkiz/contract';
import { ENTITY_TYPES, toAcceptLanguage } from '@jetkiz/domain';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi, refreshSession } from '../../../lib/api-client.ts';
import { downloadApi, fetchApiFile } from '../../../lib/api-files.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { needsRefresh, sessionStore } from '../../../lib/session.ts';
import { useSingleMutation } from '../../../lib/single-mutation.ts';
import { keyUsagesFor, type Signer } from '../../signature/index.ts';
import { cmsContent, sha256Hex, toBase64 } from '../lib/cms-content.ts';

const AVR = ['avr'] as const;

/**
 * The acts' verbs and paths, typed by the contract's route descriptors (a drifting path is a compile error). Kept
 * here rather than taken from the contract's `avrEndpoints`: that table would land in the chunk every page's first
 * load shares.
 */
const JUR = '/api/payment/protected/jur';
const at = <R extends RouteDescriptor>(method: R['method'], url: R['url']): Endpoint<R> => ({ method, url });
const avrEndpoints = {
  listAvrs: at<typeof listAvrsRoute>('GET', `${JUR}/avrs`),
  listAvrStatuses: at<typeof avrStatusesRoute>('GET', `${JUR}/avr/status`),
  getAvr: at<typeof avrDetailRoute>('GET', `${JUR}/avr/{id}`),
  getAvrHtml: at<typeof avrHtmlRoute>('GET', `${JUR}/avr/{id}/html`),
  getAvrPdf: at<typeof avrDetailsPdfRoute>('GET', `${JUR}/avr/{id}/details`),
  getAvrSignedPackage: at<typeof avrSignedPackageRoute>('GET', `${JUR}/avr/{id}/sign`),
  signAvr: at<typeof signAvrRoute>('POST', `${JUR}/avr/sign`),
  payAvr: at<typeof payAvrRoute>('PUT', `${JUR}/avr/{id}`),
  refuseAvr: at<typeof refuseAvrRoute>('POST', `${JUR}/avr/{id}/refuse`),
  verifyAvrPublic: at<typeof avrPublicVerificationRoute>('GET', '/api/payment/public/avr/verify/{code}'),
};

/** The registry's page for the filters, in the chosen language (the status names come translated). */
export const getAvrsQueryOptions = (query: AvrListQuery) =>
  queryOptions({
    queryKey: [...AVR, 'list', query, currentLang()],
    queryFn: ({ signal }) => callApi(avrEndpoints.listAvrs, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const getAvrStatusesQueryOptions = () =>
  queryOptions({
    queryKey: [...AVR, 'statuses', currentLang()],
    queryFn: ({ signal }) => callApi(avrEndpoints.listAvrStatuses, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** One act; opening it marks an issued act viewed, so the registry is refreshed after. */
export const getAvrQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...AVR, 'detail', id, currentLang()],
    queryFn: ({ signal }) => callApi(avrEndpoints.getAvr, { params: { id }, signal }),
  });

/** The act as a page (every value escaped by the server; shown in a sandboxed frame all the same). */
export const getAvrHtmlQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...AVR, 'html', id, currentLang()],
    queryFn: async ({ signal }) => {
      const file = await fetchApiFile(avrEndpoints.getAvrHtml, { params: { id }, signal }, 'avr.html');
      return file.blob.text();
    },
  });

export const getAvrVerificationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: [...AVR, 'verify', code, currentLang()],
    queryFn: ({ signal }) => callApi(avrEndpoints.verifyAvrPublic, { params: { code }, signal }),
    retry: false,
    meta: { silent: true },
  });

export const downloadAvrPdf = (act: Pick<AvrDetail, 'id' | 'number'>) =>
  downloadApi(avrEndpoints.getAvrPdf, { params: { id: act.id } }, `${act.number}.pdf`);

export const downloadAvrPackage = (act: Pick<AvrDetail, 'id' | 'number'>) =>
  downloadApi(avrEndpoints.getAvrSignedPackage, { params: { id: act.id } }, `${act.number}.cms`);

/** The issued PDF did not match the act's `documentSha256`: nothing is signed. */
export class AvrDocumentMismatch extends Error {
  constructor() {
    super('The downloaded act is not the issued document');
    this.name = 'AvrDocumentMismatch';
  }
}

/**
 * The exact bytes that were issued: the signed package carries them (the details PDF gains signature sheets once
 * Jetkiz has signed). Checked against `documentSha256` before anything is signed.
 */
const issuedPdf = async (act: Pick<AvrDetail, 'id' | 'documentSha256'>): Promise<Uint8Array> => {
  const file = await fetchApiFile(avrEndpoints.getAvrSignedPackage, { params: { id: act.id } }, 'avr.cms');
  const pdf = cmsContent(new Uint8Array(await file.blob.arrayBuffer()));
  if ((await sha256Hex(pdf)) !== act.documentSha256.toLowerCase()) throw new AvrDocumentMismatch();
  return pdf;
};

/** The company's signature goes form-encoded (spec §7): the act's id and the detached CMS, base64. */
const postSignature = async (avrId: string, cms: string, retried = false): Promise<AvrDetail> => {
  if (needsRefresh(sessionStore.get())) await refreshSession();
  const headers: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded',
    'Cache-Control': 'no-cache',
    'Accept-Language': toAcceptLanguage(currentLang()),
  };
  const { token } = sessionStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(avrEndpoints.signAvr.url, {
      method: 'POST',
      headers,
      body: new URLSearchParams({ avrId, cms }).toString(),
    });
  } catch (error) {
    throw new ApiError(0, {}, error instanceof Error ? error.message : String(error));
  }
  if (response.status === 401 && token && !retried && (await refreshSession())) return postSignature(avrId, cms, true);
  const body = (await response.json().catch(() => ({}))) as unknown;
  if (!response.ok) throw new ApiError(response.status, body as Partial<ErrorBody>, response.statusText);
  return body as AvrDetail;
};

export type AvrSignResult = { status: 'signed'; act: AvrDetail } | { status: 'cancelled' };

/** Sign an act in NCALayer with a legal entity's signing key, over the issued PDF, and send it. */
export const useSignAvr = (signer: Signer) => {
  const client = useQueryClient();
  return useSingleMutation({
    mutationFn: async (act: Pick<AvrDetail, 'id' | 'documentSha256'>): Promise<AvrSignResult> => {
      const pdf = await issuedPdf(act);
      const outcome = await signer.signCms(toBase64(pdf), {
        attached: false,
        keyUsages: keyUsagesFor(ENTITY_TYPES.legalEntity),
      });
      if (outcome.status === 'cancelled') return outcome;
      return { status: 'signed', act: await postSignature(act.id, outcome.signature) };
    },
    meta: { silent: true },
    onSettled: () => client.invalidateQueries({ queryKey: AVR }),
  });
};

export const useRefuseAvr = () => {
  const client = useQueryClient();
  return useSingleMutation({
    mutationFn: (input: { id: string; reason: string }) =>
      callApi(avrEndpoints.refuseAvr, { params: { id: input.id }, body: { reason: input.reason } }),
    meta: { silent: true },
    onSettled: () => client.invalidateQueries({ queryKey: AVR }),
  });
};

export const usePayAvr = () => {
  const client = useQueryClient();
  return useSingleMutation({
    mutationFn: (id: string) => callApi(avrEndpoints.payAvr, { params: { id } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: AVR });
      void client.invalidateQueries({ queryKey: ['payments'] });
    },
  });
};
