/**
 * The one copy of the small HTTP helpers every kind of test needs: API tests (app.inject), browser journeys
 * (e2e/src/system.ts) and benches (bench/src). Plain Node, no test framework, so each of them can import it.
 */
import net from 'node:net';

/** A TCP port free on 127.0.0.1 at this moment (the OS picks it; the probe closes before answering). */
/**
 * A port held until `release()`: nothing else on the machine (the sandboxes listening on port 0 meanwhile, another
 * test file) can be given it, so a server started right after the release gets it. `freePort` alone gives a port
 * that is free now, which an ephemeral listen may take before it is used.
 */
export const reservePort = (): Promise<{ port: number; release(): Promise<void> }> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        release: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });

export const freePort = (): Promise<number> =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** The headers of a caller: the language asked for (when given), and the bearer token when signed in. */
export const callerHeaders = (token?: string, lang?: string): Record<string, string> => ({
  ...(lang && { 'accept-language': lang }),
  ...(token && { authorization: `Bearer ${token}` }),
});

/** `fetch` as a signed-in caller: the bearer token and language on top of the request's own headers. */
export const authorisedFetch = (
  url: string,
  token: string | undefined,
  init: RequestInit & { lang?: string; headers?: Record<string, string> } = {},
): Promise<Response> => {
  const { lang, headers, ...rest } = init;
  return fetch(url, { ...rest, headers: { ...callerHeaders(token, lang), ...headers } });
};
