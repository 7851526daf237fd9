import type { CalcAnswer, TariffOffer } from '@jetkiz/contract';
import { createLruCache } from '../../lib/lru-cache.ts';

/**
 * A calculation's answer as the UTF-8 bytes of its JSON, the same bytes the route's schema serializer and
 * `Buffer.from` give (`calc.answer-bytes.test.ts` holds them equal), written straight into a buffer.
 *
 * Serialising the answer the usual way built a string of ~100 pieces (~11 KB of them), flattened it into one
 * two-byte string of ~8 KB (the names are Cyrillic) and encoded that to UTF-8 character by character: ~22 µs of
 * the ~190 µs of CPU a calculation without its answer cache cost under load, and ~25 KB of the ~70 KB it
 * allocated (issue 20: timed in the route, sampling heap profiler); this writer takes ~13 µs there. Here the
 * ASCII between the names is gathered in one-byte strings and copied as Latin-1 (a memory copy); a name or any
 * other string JSON must escape is encoded once and kept, bytes ready: a calculation's names come from a few
 * dozen tariffs and services.
 */
export const calcAnswerBytes = (answer: CalcAnswer): Buffer => {
  const out = new ByteWriter();
  out.ascii(answer.calculatorId === null ? `{"calculatorId":null` : `{"calculatorId":"${answer.calculatorId}"`);
  out.ascii(`,"pickupDate":`);
  out.string(answer.pickupDate);
  const w = answer.weights;
  out.ascii(
    `,"weights":{"physWeight":${num(w.physWeight)},"volumetricWeight":${num(w.volumetricWeight)},"chargeableWeight":${num(
      w.chargeableWeight,
    )},"volume":${num(w.volume)},"placeCnt":${num(w.placeCnt)},"packs":[`,
  );
  w.packs.forEach((p, i) => {
    out.ascii(
      `${i > 0 ? ',' : ''}{"physWeight":${num(p.physWeight)},"volumetricWeight":${num(p.volumetricWeight)},"chargeableWeight":${num(
        p.chargeableWeight,
      )},"volume":${num(p.volume)},"placeCnt":${num(p.placeCnt)}}`,
    );
  });
  out.ascii(`]},"tariffs":[`);
  answer.tariffs.forEach((tariff, i) => {
    if (i > 0) out.ascii(',');
    writeTariff(out, tariff);
  });
  out.ascii(`],"notes":[`);
  answer.notes.forEach((note, i) => {
    out.ascii(i > 0 ? `,{"carrier":` : `{"carrier":`);
    out.string(note.carrier);
    out.ascii(`,"message":`);
    out.string(note.message);
    out.ascii('}');
  });
  out.ascii(']}');
  return out.bytes();
};

const writeTariff = (out: ByteWriter, t: TariffOffer) => {
  // A calculatorId is base64url and a dot (quote-token.ts): its own JSON.
  out.ascii(`{"calculatorId":"${t.calculatorId}","carrier":{"code":`);
  out.string(t.carrier.code);
  out.ascii(`,"name":`);
  out.string(t.carrier.name);
  out.ascii(`},"product":`);
  out.string(t.product);
  out.ascii(`,"serviceName":`);
  out.string(t.serviceName);
  out.ascii(`,"type":`);
  out.string(t.type);
  out.ascii(
    `,"price":${num(t.price)},"deliveryDays":${num(t.deliveryDays)},"deliveryDaysMin":${num(t.deliveryDaysMin)},"deliveryDateFrom":`,
  );
  out.string(t.deliveryDateFrom);
  out.ascii(`,"deliveryDateTo":`);
  out.string(t.deliveryDateTo);
  const b = t.breakdown;
  out.ascii(`,"breakdown":{"base":${num(b.base)},"insurance":${num(b.insurance)},"services":[`);
  b.services.forEach((line, i) => {
    out.ascii(i > 0 ? `,{"code":` : `{"code":`);
    out.string(line.code);
    out.ascii(`,"name":`);
    out.string(line.name);
    out.ascii(`,"amount":${num(line.amount)}}`);
  });
  out.ascii(`],"total":${num(b.total)}}}`);
};

/** A number as JSON writes it (the answer's numbers are finite; anything else is null, as JSON.stringify gives). */
const num = (value: number) => (Number.isFinite(value) ? String(value) : 'null');

/** Printable ASCII but `"` and `\`: such a string is its own JSON, between quotes. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
/**
 * Strings seen before: `true` for a plain one, else the UTF-8 bytes of its JSON, quotes included (names in
 * Cyrillic, anything JSON escapes). An answer's names, codes and dates are the same few dozen strings each time.
 */
const known = createLruCache<string, Buffer | true>(4_000);
/** The longest string kept: names and codes are short; quote ids are new each time. */
const KEEP_UP_TO = 120;
/** Grows on demand and is reused: the answer is written synchronously, one at a time. */
let scratch = Buffer.allocUnsafe(16_384);

class ByteWriter {
  private length = 0;
  private pending = '';

  /** Text that is ASCII by construction (keys, punctuation, numbers). */
  ascii(text: string) {
    this.pending += text;
  }

  /** A string value, quoted and escaped as JSON. */
  string(value: string) {
    let bytes = known.get(value);
    if (bytes === undefined) {
      bytes = PLAIN.test(value) ? true : Buffer.from(JSON.stringify(value));
      if (value.length <= KEEP_UP_TO) known.set(value, bytes);
    }
    if (bytes === true) {
      this.pending += `"${value}"`;
      return;
    }
    this.flush();
    this.reserve(bytes.length);
    this.length += bytes.copy(scratch, this.length);
  }

  bytes(): Buffer {
    this.flush();
    return Buffer.from(scratch.subarray(0, this.length));
  }

  private flush() {
    if (this.pending === '') return;
    this.reserve(this.pending.length);
    this.length += scratch.write(this.pending, this.length, 'latin1');
    this.pending = '';
  }

  private reserve(bytes: number) {
    if (this.length + bytes <= scratch.length) return;
    const larger = Buffer.allocUnsafe(Math.max(scratch.length * 2, this.length + bytes));
    scratch.copy(larger, 0, 0, this.length);
    scratch = larger;
  }
}
