import { checkText, isKatoCode, isValidStreetName, type Lang } from '@jetkiz/domain';
import type { SavedAddressBody } from './addresses.ts';
import { FIELD_PROBLEMS } from './errors.ts';
import { describeIssues } from './identity-messages.ts';
import { ORDER_MESSAGES } from './orders.ts';
import { STREET_TYPE_MESSAGE } from './validation-messages.ts';

/**
 * Spec §5 «Address save requires: object name, street type, street name, building, locality», plus the text
 * limits — the one check of a saved address, shared by the API (which also knows whether the locality and the
 * street type exist: pass `isLocality` and `isStreetType`) and the web form (which checks it before the call).
 * Answers the message of each bad field, keyed as the request names it; an empty object when the address may be saved.
 */
export const checkSavedAddress = (
  body: SavedAddressBody,
  lang: Lang,
  isLocality: (kato: string) => boolean = () => true,
  isStreetType: (id: number) => boolean = () => true,
): Record<string, string> => {
  const fields: Record<string, string> = {};
  if (!body.name?.trim()) fields.name = ORDER_MESSAGES.addressName[lang];
  if (body.streetAbbrId === undefined || body.streetAbbrId === null) fields.streetAbbrId = ORDER_MESSAGES.streetType[lang];
  else if (!isStreetType(body.streetAbbrId)) fields.streetAbbrId = STREET_TYPE_MESSAGE[lang];
  if (!body.street?.trim()) fields.street = ORDER_MESSAGES.streetName[lang];
  else if (!isValidStreetName(body.street))
    fields.street = describeIssues({ street: { kind: 'streetName' } }, lang).street as string;
  if (!body.house?.trim()) fields.house = ORDER_MESSAGES.building[lang];
  if (!body.kato || !isKatoCode(body.kato) || !isLocality(body.kato)) fields.kato = ORDER_MESSAGES.locality[lang];
  for (const [field, limit] of [
    ['name', 'addressName'],
    ['street', 'street'],
    ['house', 'house'],
    ['flat', 'flat'],
    ['office', 'office'],
  ] as const) {
    if (!checkText(body[field], limit).ok) fields[field] = FIELD_PROBLEMS.tooLong[lang];
  }
  return fields;
};
