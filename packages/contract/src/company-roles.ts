import { Type } from 'typebox';

/** The roles of a company account's users (issue 16); the owner has every one. */
export const COMPANY_ROLES = ['administrator', 'orders', 'finance', 'signer'] as const;
export const CompanyRoleSchema = Type.Union(
  [Type.Literal('administrator'), Type.Literal('orders'), Type.Literal('finance'), Type.Literal('signer')],
  {
    description:
      'administrator: everything, manages employees; orders: calculate, create, send, track; finance: wallet, ' +
      'invoices, acts, payments; signer: may sign acts (needs a certificate of the company BIN with signing right)',
  },
);
export type CompanyRole = (typeof COMPANY_ROLES)[number];
