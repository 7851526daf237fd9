import type { Endpoint, ErrorBody, RouteDescriptor } from '@jetkiz/contract';
import { ApiError, buildUrl, type CallInput, jsonHeaders, mayRetryWithNewToken, type Ok, refreshSession } from './api-client.ts';
import { needsRefresh, sessionStore } from './session.ts';

/*
 * The API's file calls (a document to download or print, an image to upload), with the session of `callApi`. Apart
 * from api-client.ts: only the cabinet's pages use them, so the public pages' first load does not carry them.
 */

/**
 * Downloads a file answer (an xlsx report) with the same headers and session as `callApi`, and hands it to the
 * browser under the server's file name.
 */
/** A file of the API as a blob with the name the server gave it (for saving, or opening to print). */
export const fetchApiFile = async <R extends RouteDescriptor>(
  route: Endpoint<R>,
  input: CallInput<R>,
  fallbackName: string,
  retried = false,
): Promise<{ blob: Blob; name: string }> => {
  if (needsRefresh(sessionStore.get())) await refreshSession();
  const headers = jsonHeaders();
  const { token } = sessionStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(route.url, input.params ?? undefined, input.query ?? undefined), { headers });
  } catch (error) {
    throw new ApiError(0, {}, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Partial<ErrorBody>;
    // As callApi: an expired token, or one without a role given since, is refreshed once.
    if (mayRetryWithNewToken(response.status, body, token, retried) && (await refreshSession()))
      return fetchApiFile(route, input, fallbackName, true);
    throw new ApiError(response.status, body, response.statusText);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1] ?? /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return { blob: await response.blob(), name: name ? decodeURIComponent(name) : fallbackName };
};

/** Sends a file as the body of a call (an image upload), with the session of `callApi`; answers the JSON reply. */
export const uploadApiFile = async <R extends RouteDescriptor>(
  route: Endpoint<R>,
  input: CallInput<R>,
  file: Blob,
): Promise<Ok<R>> => {
  if (needsRefresh(sessionStore.get())) await refreshSession();
  const headers = jsonHeaders();
  headers['Content-Type'] = file.type || 'application/octet-stream';
  const { token } = sessionStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(route.url, input.params ?? undefined, input.query ?? undefined), {
      method: route.method,
      headers,
      body: file,
    });
  } catch (error) {
    throw new ApiError(0, {}, error instanceof Error ? error.message : String(error));
  }
  const body = (await response.json().catch(() => ({}))) as Partial<ErrorBody>;
  if (!response.ok) throw new ApiError(response.status, body, response.statusText);
  return body as Ok<R>;
};

export const downloadApi = async <R extends RouteDescriptor>(
  route: Endpoint<R>,
  input: CallInput<R>,
  fallbackName: string,
): Promise<void> => {
  const file = await fetchApiFile(route, input, fallbackName);
  const href = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
};
