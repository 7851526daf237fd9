import { createHmac } from 'node:crypto';
import { sumProblemMessage } from '@jetkiz/contract';
import { customerNumberOf, formatTenge, type Lang, type SumProblem, type Tiyn } from '@jetkiz/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { BankPort } from '../../adapters/bank/index.ts';
import type { PaymentsConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Party } from '../documents/index.ts';
import type { IdentityService } from '../identity/index.ts';
import { paymentsRepository as repo } from './payments.repository.ts';

export type PaymentsDeps = {
  db: Db;
  config: PaymentsConfig;
  bank: BankPort;
  identity: IdentityService;
  log: FastifyBaseLogger;
  clock?: () => number;
  /** The database a caller's history read goes to (a replica unless the caller just wrote); default `db`. */
  reader?: (userId: string) => Promise<Db>;
};

/** The dependencies and small rules the payments use cases share; `system` is filled by `load()`. */
export const createPaymentsContext = (deps: PaymentsDeps) => {
  const { config, identity } = deps;
  const system: Record<string, number> = {};

  const money = (tiyn: Tiyn, lang: Lang) => formatTenge(tiyn, lang);

  /** The message of a refused sum, with its limit in the caller's language (written once, in the contract). */
  const sumProblem = (problem: SumProblem, lang: Lang, limits: { min: Tiyn; max: Tiyn }) =>
    sumProblemMessage(problem, lang, limits);

  /**
   * The payer or buyer of a document: a legal entity by its BIN and legal address, an individual entrepreneur (a
   * company account without a BIN) by its IIN, a person by IIN: each number under its own name, never an IIN as «БИН».
   */
  const partyOf = async (userId: string): Promise<Party> => {
    const user = await identity.profile(userId);
    const person = [user.lastName, user.firstName].filter(Boolean).join(' ');
    const { label, number } = customerNumberOf(user);
    const company = user.userType === 'company';
    return {
      name: company ? (user.name ?? person) : person,
      idLabel: label,
      id: number,
      address: company ? user.legalAddress : null,
      phone: user.phone,
    };
  };

  return {
    ...deps,
    now: deps.clock ?? Date.now,
    system,
    money,
    sumProblem,
    partyOf,
    /** The stored digest of a top-up's secret_hash (the secret itself is never stored). */
    digest: (secret: string) => createHmac('sha256', config.topUpSecret).update(`topup:${secret}`).digest(),
    balanceOf: async (dbOrTx: Db | Tx, userId: string): Promise<Tiyn> => (await repo.wallet(dbOrTx, userId))?.balance ?? 0,
  };
};

export type PaymentsContext = ReturnType<typeof createPaymentsContext>;
