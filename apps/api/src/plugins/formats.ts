/**
 * Named string formats for contract fields (`format: 'kato'`), checked by Ajv with the domain's own rules,
 * so a rule exists once however many fields use it.
 */
import { isKatoCode } from '@jetkiz/domain';

export const FORMATS = {
  kato: { type: 'string', validate: (value: string) => isKatoCode(value) },
} as const;
