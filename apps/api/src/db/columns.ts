import { customType } from 'drizzle-orm/pg-core';

/** Raw bytes: a Buffer to the driver (pg and PGlite both take it), a Uint8Array back. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});
