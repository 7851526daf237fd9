/**
 * Signing with NCALayer (issue 16): the client of the signing application on the user's computer and the pieces the
 * pages that sign share. `ncalayer-js-client` itself loads on the first signature, never with a page.
 */
export { type ChallengeOutcome, closeSigners, type Signer, useNcaLayer, useSignChallenge } from './api/signer.ts';
export { SignatureAction } from './components/signature-action.tsx';
export { SignatureProblem } from './components/signature-problem.tsx';
export {
  type EntityType,
  keyUsagesFor,
  NCALAYER_INSTALL_URL,
  NcaLayerFailure,
  NcaLayerUnavailableError,
  type SignOutcome,
} from './lib/ncalayer.ts';
