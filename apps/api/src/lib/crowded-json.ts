/**
 * A JSON body's lists and objects larger than any the contract takes. The schemas validate with Ajv's `allErrors`, so
 * a form's every bad field is named at once; but a list of half a million zeros (1 MB, within the body limit) is then
 * half a million errors, and a calculation answered it after 240–305 ms of a blocked server (an object of 80,000
 * unknown keys, 115–150 ms: Ajv deletes them one by one). No list in the contract holds more than a hundred items, nor
 * any object a hundred keys; a body beyond this module's bounds is refused before the schema sees it, naming the
 * field, as the schema's own `maxItems` would.
 */

/** The most items of a list, or keys of an object, a body may hold anywhere: ten times the contract's largest. */
export const MAX_COLLECTION = 1_000;
/**
 * Bodies shorter than this are not looked at: they cannot hold a collection the schema would be slow on (8,000 items
 * at most, ~2 ms of Ajv), and the calculation, the hottest route, sends ~150 characters.
 */
export const CROWDED_FROM_CHARS = 16_384;
/**
 * As deep as the input guard looks (plugins/input-guard.ts), and deeper than any body the contract takes. A body nested
 * deeper is refused before it is parsed: 400,000 brackets deep (800 KB) cost JSON.parse ~60 ms and the calculation's
 * server 156–213 ms in all, to answer that its first item is not a parcel.
 */
export const MAX_DEPTH = 32;

/** Whether a JSON text opens more than MAX_DEPTH lists or objects inside one another (one pass, brackets in strings skipped). */
export const nestedTooDeep = (text: string): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character, a quote among them.
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_DEPTH) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
};

/** A list or an object: only those can hold more (the path to a scalar is never built). */
const nested = (value: unknown): value is object => value !== null && typeof value === 'object';

/** Where the first oversized list or object is, as a JSON pointer (Ajv's `instancePath`), or undefined. */
export const crowdedPath = (value: unknown, path = '', depth = 0): string | undefined => {
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    if (value.length > MAX_COLLECTION) return path;
    for (let i = 0; i < value.length; i++) {
      const found = nested(value[i]) ? crowdedPath(value[i], `${path}/${i}`, depth + 1) : undefined;
      if (found !== undefined) return found;
    }
    return undefined;
  }
  let keys = 0;
  for (const key in value) {
    if (++keys > MAX_COLLECTION) return path;
    const child = (value as Record<string, unknown>)[key];
    if (!nested(child)) continue;
    const found = crowdedPath(child, `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
};

/**
 * The error for a crowded body, in the shape of a schema failure (`maxItems` at the field), so the error handler
 * answers it as it answers the schema's: 400 VALIDATION naming the field, in every language.
 */
export const crowdedBodyError = (instancePath: string) =>
  Object.assign(new Error('the body holds a list or an object larger than the API takes'), {
    statusCode: 400,
    validation: [{ instancePath, keyword: 'maxItems', params: { limit: MAX_COLLECTION }, message: 'too many items' }],
    validationContext: 'body',
  });

/** The error for a body nested too deeply: the body itself is the field at fault, «invalid value». */
export const tooDeepBodyError = () =>
  Object.assign(new Error('the body is nested deeper than the API takes'), {
    statusCode: 400,
    validation: [{ instancePath: '', keyword: 'maxDepth', params: { limit: MAX_DEPTH }, message: 'nested too deeply' }],
    validationContext: 'body',
  });
