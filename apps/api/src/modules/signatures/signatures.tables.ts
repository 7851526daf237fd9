import { customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Raw bytes: a Buffer to the driver (pg and PGlite both take it), a Uint8Array back. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * Every accepted digital signature (issue 16), append-only: what was signed, the signature as it came, the signer's
 * certificate and who it names, when it was signed and verified, and how revocation was established. Rows are never
 * updated or deleted; a later re-verification reads them.
 */
export const signatures = pgTable(
  'signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'xml' (XMLDSig) or 'cms' (CMS SignedData). */
    format: text('format').notNull(),
    /** What the signature is for: e.g. 'company' (verification, offer acceptance), 'act'. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    accountId: uuid('account_id'),
    actorId: uuid('actor_id'),
    /** Exactly the bytes (CMS) or the XML (XMLDSig, as received) that were signed. */
    signedData: bytea('signed_data').notNull(),
    /** The signature as received: the signed XML, or the CMS in base64. */
    raw: text('raw').notNull(),
    certificatePem: text('certificate_pem').notNull(),
    /** The certificate's serial number, hex. */
    serialNumber: text('serial_number').notNull(),
    signerIin: text('signer_iin'),
    signerBin: text('signer_bin'),
    signerName: text('signer_name'),
    organization: text('organization'),
    keyUsers: text('key_users').array().notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
    /** 'ocsp' or 'crl': how the certificate was found not revoked. */
    revocation: text('revocation').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('signatures_subject_idx').on(t.subjectType, t.subjectId),
    index('signatures_account_idx').on(t.accountId, t.createdAt),
  ],
);

export type SignatureRow = typeof signatures.$inferSelect;
export type NewSignatureRow = typeof signatures.$inferInsert;
