import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { currentLang } from '../../../lib/i18n.ts';
import { createNcaLayerSigner, type EntityType, type NcaLayerSigner, type SignOutcome } from '../lib/ncalayer.ts';

/** One NCALayer connection (and one queue) per address for the whole page, whichever component signs. */
const signers = new Map<string, NcaLayerSigner>();
const signerFor = (url: string): NcaLayerSigner => {
  let signer = signers.get(url);
  if (!signer) {
    signer = createNcaLayerSigner({ url, locale: currentLang });
    signers.set(url, signer);
  }
  return signer;
};

/** Closes every connection (tests; a page that wants NCALayer to forget it). */
export const closeSigners = (): void => {
  for (const signer of signers.values()) signer.close();
  signers.clear();
};

export type Signer = {
  ready(): Promise<void>;
  signXml(xml: string, options: { entityType: EntityType }): Promise<SignOutcome>;
  signCms(base64: string, options?: { attached?: boolean; keyUsages?: string[] }): Promise<SignOutcome>;
};

/** NCALayer at the address the site's public configuration names (setting NCALAYER_URL). */
export const useNcaLayer = (): Signer => {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const signer = async () => {
      // Loaded when signing, so the pages that show a sign button do not preload the site settings' code with them.
      const { getPublicConfigQueryOptions } = await import('../../site/index.ts');
      return signerFor((await queryClient.fetchQuery(getPublicConfigQueryOptions())).ncalayerUrl);
    };
    return {
      ready: async () => (await signer()).ready(),
      signXml: async (xml, options) => (await signer()).signXml(xml, options),
      signCms: async (base64, options) => (await signer()).signCms(base64, options),
    };
  }, [queryClient]);
};

export type ChallengeOutcome<T> = { status: 'done'; value: T } | { status: 'cancelled' };

/**
 * The server's one-time XML, signed in NCALayer and handed back (spec §4: get the XML to sign, send the signed XML):
 * registration by certificate and the cabinet's verification share it. A cancel in NCALayer ends it quietly; the
 * failures (NCALayer not running, NCALayer's refusal, the server's SIGNATURE_* refusals) stay in `error` for
 * `SignatureProblem` to show beside the button, not as a toast.
 */
export const useSignChallenge = <T>(flow: {
  challenge: () => Promise<string>;
  submit: (xmlData: string, entityType: EntityType) => Promise<T>;
}) => {
  const ncaLayer = useNcaLayer();
  return useMutation({
    mutationFn: async (entityType: EntityType): Promise<ChallengeOutcome<T>> => {
      // NCALayer first: when it is not running, no one-time XML is asked for (and wasted).
      await ncaLayer.ready();
      const xml = await flow.challenge();
      const signed = await ncaLayer.signXml(xml, { entityType });
      if (signed.status === 'cancelled') return { status: 'cancelled' };
      return { status: 'done', value: await flow.submit(signed.signature, entityType) };
    },
    meta: { silent: true },
  });
};
