import module from 'node:module';
import v8 from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { Lang } from '@jetkiz/domain';
import { type AvrDocumentData, renderAvrPdf } from '../documents/index.ts';
import type { RenderAnswer, RenderJob } from './avr.render-worker.ts';
import type { JetkizSigner } from './avr.signer.ts';

/** An act rendered (the exact bytes issued) and signed by Jetkiz (CMS, base64 DER) at `signingTime`. */
export type RenderedAct = { pdf: Uint8Array; cms: string; signingTime: Date };

/** Renders and signs acts: on the calling thread and in worker threads (the monthly issue), or on the calling thread only. */
export type RenderPool = {
  render(data: AvrDocumentData, lang: Lang): Promise<RenderedAct>;
  /**
   * Waits for `until`, rendering waiting acts on this thread meanwhile: the caller's thread renders only when it has
   * nothing else to do (a render started between its database round trips would hold each of them up).
   */
  assist<T>(until: Promise<T>): Promise<T>;
  /** How many threads render (this one and the workers): the acts in flight at once for them to stay busy. */
  readonly size: number;
  close(): Promise<void>;
};

/** On the calling thread: single acts, small runs, and where worker threads cannot start. */
export const inlineRenderer = (signer: JetkizSigner): RenderPool => ({
  size: 1,
  assist: (until) => until,
  async render(data, lang) {
    const pdf = new Uint8Array(await renderAvrPdf(data, lang));
    const signingTime = new Date();
    return { pdf, cms: await signer.sign(pdf, signingTime), signingTime };
  },
  close: async () => undefined,
});

/**
 * Each worker's heap is capped: a worker renders one act at a time (its live set is the fonts, the shaped words and
 * one document: ~28 MB after 150 acts), so a small heap keeps the process's memory flat however many acts pass.
 * Measured on one worker rendering 250 acts of 100 lines (24.11.2026, load ~3): old 64 / young 6 MB 11.7–12.6 s of
 * CPU, peak RSS 164 MB; 48 / 24 (8 MB semi-spaces: a document's garbage dies young instead of being promoted)
 * 9.9–10.0 s, 151–155 MB; 40 / 24 collects all the time (13.2 s); 48 / 32 no better (12.0 s, 166 MB).
 */
export const WORKER_LIMITS = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 24 };

/**
 * The process's own heap flags (the job runner's --max-old-space-size and --max-semi-space-size, docs/deploy.md) are
 * V8 flags of the whole process: a worker's heap takes them over its `resourceLimits` (a worker would get the main
 * thread's 128 MB cap and semi-spaces). The main heap is sized once, at start: clearing them now leaves it as it is
 * and lets each worker's limits govern its own heap.
 */
const clearProcessHeapFlags = () => {
  v8.setFlagsFromString('--max-old-space-size=0');
  v8.setFlagsFromString('--max-semi-space-size=0');
};

/**
 * With the compile cache on (NODE_COMPILE_CACHE, as the job runner runs), the worker's modules are compiled here
 * first and the cache written out, so a worker finds every module (the TypeScript already stripped) in it and never
 * loads the TypeScript stripper (~4 MB a thread) nor compiles the sources again.
 */
const warmCompileCache = async () => {
  if (!module.getCompileCacheDir?.()) return;
  await import('./avr.render-worker.ts');
  module.flushCompileCache?.();
};

/**
 * `threads` render threads: `threads − 1` worker threads, and this one while it waits for renders (`assist`); each
 * takes one job at a time, the rest wait in a queue the caller bounds (it submits a chunk, then waits for it).
 * Jetkiz's key goes to the workers when the signer has its PKCS#8; otherwise they render and this thread signs. A
 * worker that dies fails its job and is replaced (past a few deaths, this thread renders what waits).
 */
export const renderPool = async (signer: JetkizSigner, threads: number): Promise<RenderPool> => {
  const size = Math.max(0, threads - 1);
  const url = new URL('./avr.render-worker.ts', import.meta.url);
  const key = signer.pkcs8 ? { certificatePem: signer.certificatePem, pkcs8: signer.pkcs8 } : null;
  const inline = inlineRenderer(signer);
  type Pending = { job: RenderJob; resolve: (a: RenderedAct) => void; reject: (e: Error) => void };
  type Slot = { worker: Worker; busy: Pending | null };
  const queue: Pending[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;
  /** Workers that died; past a few per slot (a thread that cannot even start) the pool gives up and fails its jobs. */
  let deaths = 0;

  const settle = async (pending: Pending, answer: RenderAnswer) => {
    if (!answer.ok) return pending.reject(new Error(answer.error));
    const pdf = new Uint8Array(answer.pdf);
    if (answer.cms) return pending.resolve({ pdf, cms: answer.cms, signingTime: new Date(answer.signingTime) });
    const signingTime = new Date();
    pending.resolve({ pdf, cms: await signer.sign(pdf, signingTime), signingTime });
  };

  const spawn = (): Slot => {
    const worker = new Worker(url, { workerData: key, resourceLimits: WORKER_LIMITS });
    const slot: Slot = { worker, busy: null };
    worker.on('message', (answer: RenderAnswer) => {
      const pending = slot.busy;
      slot.busy = null;
      if (pending) settle(pending, answer).catch((error: unknown) => pending.reject(error as Error));
      pump();
    });
    const fail = (error: Error) => {
      const pending = slot.busy;
      slot.busy = null;
      pending?.reject(error);
      const at = slots.indexOf(slot);
      if (at >= 0) slots.splice(at, 1);
      if (closed) return;
      if (++deaths <= size * 3) {
        slots.push(spawn());
        pump();
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (!closed) fail(new Error(`act renderer exited (${code})`));
    });
    worker.unref();
    return slot;
  };

  const pump = () => {
    for (const slot of slots) {
      if (slot.busy) continue;
      const pending = queue.shift();
      if (!pending) return;
      slot.busy = pending;
      slot.worker.postMessage(pending.job);
    }
  };

  /** Lets the event loop run (a worker's answer, a reply of the database) between two acts rendered here. */
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

  clearProcessHeapFlags();
  await warmCompileCache();
  for (let i = 0; i < size; i++) slots.push(spawn());
  return {
    size: size + 1,
    async assist(until) {
      let settled = false;
      const done = until.then(
        () => {
          settled = true;
        },
        () => {
          settled = true;
        },
      );
      for (;;) {
        await turn();
        const pending = settled || closed ? undefined : queue.shift();
        if (!pending) break;
        await inline.render(pending.job.data, pending.job.lang).then(pending.resolve, pending.reject);
      }
      await done;
      return until;
    },
    render: (data, lang) =>
      new Promise<RenderedAct>((resolve, reject) => {
        if (closed) return reject(new Error('the act renderers are closed'));
        queue.push({ job: { id: nextId++, data, lang, sign: key !== null }, resolve, reject });
        pump();
      }),
    async close() {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new Error('the act renderers are closed'));
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
};
