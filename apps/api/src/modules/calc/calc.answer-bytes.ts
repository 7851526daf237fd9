import type { CalcAnswer, TariffOffer } from '@jetkiz/contract';
import { createLruCache } from '../../lib/lru-cache.ts';

/**
 * A calculation's answer as the UTF-8 bytes of its JSON, the same bytes the route's schema serializer and
 * `Buffer.from` give (`calc.answer-bytes.test.ts` holds them equal).
 *
 * Serialising the answer the usual way built a string of ~100 pieces (~11 KB of them), flattened it into one
 * two-byte string of ~8 KB (the names are Cyrillic) and encoded that to UTF-8 character by character: ~22 µs of
 * the ~190 µs of CPU a calculation without its answer cache cost under load, and ~25 KB of the ~70 KB it
 * allocated (issue 20: timed in the route, sampling heap profiler). Here the answer is gathered as one string of
 * one-byte characters — its ASCII as it is, and each name or other string JSON must escape as its UTF-8 bytes, a
 * character a byte, encoded once and kept — and copied into a buffer as Latin-1 at the end (a memory copy).
 * The bench's five tariffs: ~6.5 µs, against ~9.7 µs when the bytes were written into a buffer piece by piece and
 * ~17.6 µs the schema serializer's way (medians of five loops on one core, new quote ids each time).
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
 * Strings seen before, as their JSON (quotes included) in UTF-8 held one byte a character: a Latin-1 string whose
 * characters are the bytes. An answer's names, codes and dates are the same few dozen strings each time.
 */
const known = createLruCache<string, string>(4_000);
/** The longest string kept: names and codes are short; quote ids are new each time. */
const KEEP_UP_TO = 120;

/**
 * The answer as one string of bytes, a character each: its ASCII as it is, each other string as its UTF-8 bytes.
 * It is turned into a buffer once, as Latin-1 (a copy), at the end: a buffer written piece by piece took a call
 * into Node's C++ for every name and the ASCII before it (~20 for five tariffs).
 */
class ByteWriter {
  private text = '';

  /** Text that is ASCII by construction (keys, punctuation, numbers). */
  ascii(text: string) {
    this.text += text;
  }

  /** A string value, quoted and escaped as JSON. */
  string(value: string) {
    let json = known.get(value);
    if (json === undefined) {
      json = PLAIN.test(value) ? `"${value}"` : Buffer.from(JSON.stringify(value)).toString('latin1');
      if (value.length <= KEEP_UP_TO) known.set(value, json);
    }
    this.text += json;
  }

  bytes(): Buffer {
    return Buffer.from(this.text, 'latin1');
  }
}
