import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { authorisedFetch, callerHeaders, freePort } from './http.ts';

describe('the shared HTTP helpers of tests, journeys and benches', () => {
  it.each([
    [undefined, undefined, {}],
    [undefined, 'KK', { 'accept-language': 'KK' }],
    ['t0k', undefined, { authorization: 'Bearer t0k' }],
    ['t0k', 'EN', { 'accept-language': 'EN', authorization: 'Bearer t0k' }],
  ])('callerHeaders(%s, %s)', (token, lang, expected) => {
    expect(callerHeaders(token, lang)).toEqual(expected);
  });

  it('finds a free port, and fetches on it as a signed-in caller with the request’s own headers kept', async () => {
    const port = await freePort();
    const server = http.createServer((request, response) => response.end(JSON.stringify(request.headers)));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      const answer = await authorisedFetch(`http://127.0.0.1:${port}/`, 'abc', { lang: 'KK', headers: { 'x-probe': '1' } });
      expect(await answer.json()).toMatchObject({ authorization: 'Bearer abc', 'accept-language': 'KK', 'x-probe': '1' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
