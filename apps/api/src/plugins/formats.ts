import { FORMAT_RULES } from '@jetkiz/contract';

/**
 * The contract's named formats (`format: 'iin'`, `'phone'`, …) for Ajv, checked by the domain's functions,
 * so a rule exists once however many fields use it.
 */
export const FORMATS = Object.fromEntries(
  Object.entries(FORMAT_RULES).map(([name, rule]) => [
    name,
    { type: 'string' as const, validate: (value: string) => rule.validate(value) },
  ]),
);
