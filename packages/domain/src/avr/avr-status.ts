import type { IsoDate } from '../calendar/dates.ts';
import type { AvrDeadlines } from '../calendar/deadlines.ts';

/**
 * The life of an act of completed works (spec §4 'AVR', §9; issue 17):
 *
 *   issued ─view→ viewed ─sign→ signed ─verify→ verified ─pay→ paid
 *      │            │             └─verificationFailed→ verification_error ─sign→ signed (again, in the term)
 *      │            ├─signingFailed→ signing_error ─sign→ signed (again, in the term)
 *      │            ├─refuse→ refused                        (until the refusal term ends)
 *      └────────────┴─deem→ deemed_accepted ─pay→ paid         (after the acceptance term, neither signed nor refused)
 *
 * `issued` is the act Jetkiz has signed with its own key and sent. `signed` is the company's signature received
 * and not yet checked; `signing_error` a signature package that could not be taken in (damaged CMS, not over the
 * act's bytes), `verification_error` one whose certificate check failed (chain, validity, revocation). Which
 * failures are recorded this way and which are only answered as a 4xx (a non-signer, another BIN) is the API's call.
 * A refused act is final: the operator issues a corrected act under a new number (`avrReissueCheck`); the
 * refused act stays refused and names the act that replaces it. Payment is a fact of its own
 * (`paid`): a prepaid company's act is paid when issued, a post-paid one is paid once accepted; an accepted act
 * that is paid shows `paid`.
 */
export const AVR_STATUSES = [
  'issued',
  'viewed',
  'signed',
  'verified',
  'paid',
  'signing_error',
  'verification_error',
  'refused',
  'deemed_accepted',
] as const;
export type AvrStatus = (typeof AVR_STATUSES)[number];

export const isAvrStatus = (value: unknown): value is AvrStatus =>
  typeof value === 'string' && (AVR_STATUSES as readonly string[]).includes(value);

export const AVR_EVENTS = ['view', 'sign', 'signingFailed', 'verify', 'verificationFailed', 'refuse', 'deem', 'pay'] as const;
export type AvrEvent = (typeof AVR_EVENTS)[number];

/** Accepted for good: signed and verified, or deemed accepted. */
const ACCEPTED: readonly AvrStatus[] = ['verified', 'deemed_accepted'];
/** Still waiting for the company: it may look, sign, retry a failed signature, or refuse. */
const OPEN: readonly AvrStatus[] = ['issued', 'viewed', 'signing_error', 'verification_error'];

/** Which status each event may start from. Everything not listed is refused with `notAllowed`. */
export const AVR_TRANSITIONS: Readonly<Record<AvrEvent, readonly AvrStatus[]>> = {
  view: ['issued'],
  sign: OPEN,
  signingFailed: OPEN,
  verify: ['signed'],
  verificationFailed: ['signed'],
  refuse: OPEN,
  deem: OPEN,
  pay: ACCEPTED,
};

/** The act's state: its status and whether it has been paid (a prepaid act is paid from the start). */
export type AvrState = { status: AvrStatus; paid: boolean };

export type AvrTransitionProblem =
  /** Not from this status (e.g. signing a refused or deemed-accepted act). */
  | 'notAllowed'
  /** Signing after the signing term. */
  | 'signingTermOver'
  /** Refusing after the refusal term. */
  | 'refusalTermOver'
  /** Deeming accepted before the acceptance term has ended. */
  | 'termNotOver'
  /** Paying twice. */
  | 'alreadyPaid';

export type AvrTransition = { ok: true; state: AvrState; changed: boolean } | { ok: false; problem: AvrTransitionProblem };

/** The status an accepted act shows: `paid` once money has come in. */
const accepted = (status: AvrStatus, paid: boolean): AvrStatus => (paid ? 'paid' : status);

/**
 * Apply one event on `today` (an Almaty date) to an act with these deadlines. Viewing an act that is no longer
 * `issued` changes nothing and is not an error (opening an act always marks it viewed, once).
 */
export const avrTransition = (
  state: AvrState,
  event: AvrEvent,
  context: { today: IsoDate; deadlines: AvrDeadlines },
): AvrTransition => {
  const { today, deadlines } = context;
  if (event === 'view' && state.status !== 'issued') return { ok: true, state, changed: false };
  if (event === 'pay' && state.paid) return { ok: false, problem: 'alreadyPaid' };
  if (!AVR_TRANSITIONS[event].includes(state.status)) return { ok: false, problem: 'notAllowed' };
  switch (event) {
    case 'view':
      return { ok: true, state: { ...state, status: 'viewed' }, changed: true };
    case 'sign':
      if (today > deadlines.signBy) return { ok: false, problem: 'signingTermOver' };
      return { ok: true, state: { ...state, status: 'signed' }, changed: true };
    case 'signingFailed':
      return { ok: true, state: { ...state, status: 'signing_error' }, changed: true };
    case 'verify':
      return { ok: true, state: { ...state, status: accepted('verified', state.paid) }, changed: true };
    case 'verificationFailed':
      return { ok: true, state: { ...state, status: 'verification_error' }, changed: true };
    case 'refuse':
      if (today > deadlines.refuseBy) return { ok: false, problem: 'refusalTermOver' };
      return { ok: true, state: { ...state, status: 'refused' }, changed: true };
    case 'deem':
      if (today <= deadlines.deemedAcceptedAfter) return { ok: false, problem: 'termNotOver' };
      return { ok: true, state: { ...state, status: accepted('deemed_accepted', state.paid) }, changed: true };
    case 'pay':
      return { ok: true, state: { status: 'paid', paid: true }, changed: true };
  }
};

/**
 * Do the act's terms to sign, to refuse and of deemed acceptance still concern the company? Only while the act waits
 * for its decision (issued, viewed, a failed signature to retry): once it is signed, refused or deemed accepted they
 * are history, and a page listing «Refuse by …» beside a signed act reads as if it could still be refused.
 */
export const avrTermsOpen = (status: AvrStatus): boolean => OPEN.includes(status);

/** What the company may do with an act today: the buttons a screen shows and the checks a route makes. */
export const avrActions = (
  state: AvrState,
  context: { today: IsoDate; deadlines: AvrDeadlines },
): { sign: boolean; refuse: boolean; pay: boolean } => ({
  sign: avrTransition(state, 'sign', context).ok,
  refuse: avrTransition(state, 'refuse', context).ok,
  pay: avrTransition(state, 'pay', context).ok,
});

/** An act the deemed-acceptance job should move today. */
export const isAvrDueForDeemedAcceptance = (state: AvrState, context: { today: IsoDate; deadlines: AvrDeadlines }) =>
  avrTransition(state, 'deem', context).ok;

/** Why an act cannot be reissued: only a refused act, and only once (its corrected act replaces it). */
export type AvrReissueProblem = 'notRefused' | 'alreadyReissued';

/**
 * May the operator issue a corrected act in place of this one? Only an act the company refused, and only while no
 * other act replaces it: one live act per company and month.
 */
export const avrReissueCheck = (act: {
  status: AvrStatus;
  replacedBy: string | null;
}): { ok: true } | { ok: false; problem: AvrReissueProblem } => {
  if (act.replacedBy !== null) return { ok: false, problem: 'alreadyReissued' };
  if (act.status !== 'refused') return { ok: false, problem: 'notRefused' };
  return { ok: true };
};
