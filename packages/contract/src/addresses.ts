import { type Static, Type } from 'typebox';
import { ErrorSchema } from './errors.ts';
import { Int32, IntIn } from './primitives.ts';
import { defineRoute } from './route.ts';

/** Spec §7 «Address book»: a company's saved addresses (the addresses module serves them). */

const optionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const tag = ['orders'];

export const SavedAddressSchema = Type.Object({
  id: Type.Optional(Int32()),
  name: optionalText(1_000),
  streetAbbrId: Type.Optional(Type.Union([Int32(), Type.Null()])),
  street: optionalText(1_000),
  house: optionalText(1_000),
  flat: optionalText(1_000),
  office: optionalText(1_000),
  kato: optionalText(20),
  graph: optionalText(500),
  address: optionalText(1_000),
});
export type SavedAddressBody = Static<typeof SavedAddressSchema>;
export const SavedAddressViewSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  streetAbbrId: Type.Integer(),
  street: Type.String(),
  house: Type.String(),
  flat: Type.Union([Type.String(), Type.Null()]),
  office: Type.Union([Type.String(), Type.Null()]),
  kato: Type.String(),
  locality: Type.String(),
  graph: Type.Union([Type.String(), Type.Null()]),
  address: Type.String(),
});
export type SavedAddress = Static<typeof SavedAddressViewSchema>;
export const AddressPageSchema = Type.Object({ content: Type.Array(SavedAddressViewSchema), totalElements: Type.Integer() });
const AddressQuery = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100 })),
  kato: Type.Optional(Type.String({ maxLength: 20 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
});

export const listAddressesRoute = defineRoute({
  method: 'GET',
  url: '/api/order/protected/jur/address',
  schema: {
    operationId: 'listAddresses',
    tags: tag,
    summary: 'Saved addresses (companies)',
    querystring: AddressQuery,
    response: { 200: AddressPageSchema, ...errors },
  },
});
export const saveAddressRoute = defineRoute({
  method: 'POST',
  url: '/api/order/protected/jur/address',
  schema: {
    operationId: 'saveAddress',
    tags: tag,
    summary: 'Save an address (new, or the one with this id)',
    body: SavedAddressSchema,
    response: { 200: SavedAddressViewSchema, ...errors },
  },
});
export const deleteAddressRoute = defineRoute({
  method: 'DELETE',
  url: '/api/order/protected/jur/address',
  schema: {
    operationId: 'deleteAddress',
    tags: tag,
    summary: 'Delete a saved address; answers the page it was on',
    querystring: Type.Object({
      id: Int32(),
      page: Type.Optional(IntIn(0, 100_000, { default: 0 })),
      pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
    }),
    response: { 200: AddressPageSchema, ...errors },
  },
});
