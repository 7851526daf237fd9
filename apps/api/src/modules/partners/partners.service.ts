import { randomUUID } from 'node:crypto';
import {
  describeIssues,
  PARTNER_DUPLICATE_FIELDS,
  type PartnerApplicationAnswer,
  type PartnerApplicationBody,
} from '@jetkiz/contract';
import { checkPartnerApplication, type Lang, normalizePhone, partnerApplicationDuplicate } from '@jetkiz/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, inEveryLanguage } from '../../errors.ts';
import { partnersRepository as repo } from './partners.repository.ts';
import type { PartnerApplicationRow } from './partners.tables.ts';

const optional = (value: string | undefined): string | null => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/** The partner programme: applications from the public page, stored for the operator. */
export const createPartnersService = (deps: { db: Db; log: FastifyBaseLogger; clock?: () => number }) => {
  const now = deps.clock ?? Date.now;
  return {
    /**
     * Checks an application with the domain's rules and stores it. A filled honeypot (`website`, a field people
     * never see) answers as if stored, so a robot learns nothing, and nothing is kept. One repeating an application
     * still waiting for the operator (same phone, or same BIN/IIN) is a 409 that stores nothing, said under the field.
     */
    apply: async (body: PartnerApplicationBody, lang: Lang): Promise<PartnerApplicationAnswer> => {
      const issues = checkPartnerApplication(body);
      if (Object.keys(issues).length > 0)
        throw new AppError('VALIDATION', { fields: inEveryLanguage((l) => describeIssues(issues, l)) });
      if (optional(body.website) !== null) {
        deps.log.info('partner application with the honeypot filled: not stored');
        return { id: randomUUID(), createdAt: new Date(now()).toISOString() };
      }
      const phone = normalizePhone(body.phone) as string;
      const bin = optional(body.bin);
      const row = await deps.db.transaction(async (tx) => {
        // Applications are stored one at a time: a double submit's second request waits for the first, then finds it.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('partner-applications', 0))`);
        const duplicate = partnerApplicationDuplicate({ phone, bin }, await repo.waitingLike(tx, phone, bin));
        if (duplicate)
          throw new AppError('PARTNER_APPLICATION_PENDING', {
            fields: { [duplicate]: PARTNER_DUPLICATE_FIELDS[duplicate] },
          });
        return repo.insert(tx, {
          name: body.name.trim(),
          company: optional(body.company),
          bin,
          phone,
          email: body.email.trim(),
          city: body.city.trim(),
          message: optional(body.message),
          lang,
          createdAt: new Date(now()),
          updatedAt: new Date(now()),
        });
      });
      return { id: row.id, createdAt: row.createdAt.toISOString() };
    },
    /** The newest applications, for the operator console. */
    latest: (limit = 100): Promise<PartnerApplicationRow[]> => repo.latest(deps.db, limit),
  };
};
export type PartnersService = ReturnType<typeof createPartnersService>;
