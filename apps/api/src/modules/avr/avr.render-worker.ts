/**
 * A worker thread of the monthly issue (avr.render-pool.ts): renders an act's PDF and, with Jetkiz's key handed
 * over at start, signs it. Fonts and shaped words are kept per thread (documents/pdf.ts), so each worker warms up
 * once and then renders every act it is given.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Lang } from '@jetkiz/domain';
import { type AvrDocumentData, renderAvrPdf } from '../documents/index.ts';
import { createJetkizSigner, importRsaKey, type JetkizSigner } from './avr.signer.ts';

export type RenderJob = { id: number; data: AvrDocumentData; lang: Lang; sign: boolean };
export type RenderAnswer =
  | { id: number; ok: true; pdf: Uint8Array; cms: string | null; signingTime: number }
  | { id: number; ok: false; error: string };

const key = workerData as { certificatePem: string; pkcs8: Uint8Array } | null;
let signer: Promise<JetkizSigner> | null = null;
const signerOf = () => {
  if (!key) throw new Error('no signing key in this worker');
  signer ??= importRsaKey(key.pkcs8).then((k) => createJetkizSigner(key.certificatePem, k));
  return signer;
};

parentPort?.on('message', async (job: RenderJob) => {
  try {
    const pdf = new Uint8Array(await renderAvrPdf(job.data, job.lang));
    // The signature's own time is the real one (as on the main thread).
    const signingTime = new Date();
    const cms = job.sign ? await (await signerOf()).sign(pdf, signingTime) : null;
    const answer: RenderAnswer = { id: job.id, ok: true, pdf, cms, signingTime: signingTime.getTime() };
    parentPort?.postMessage(answer, [pdf.buffer as ArrayBuffer]);
  } catch (error) {
    const answer: RenderAnswer = { id: job.id, ok: false, error: error instanceof Error ? error.message : String(error) };
    parentPort?.postMessage(answer);
  }
});
