import { LOCALITY_QUERY_MAX_LENGTH } from '@jetkiz/domain';
import { type Static, Type } from 'typebox';
import { ErrorSchema } from './errors.ts';
import { defineRoute } from './route.ts';

export const DirectionTypeSchema = Type.Union([Type.Literal('FROM'), Type.Literal('TO')], {
  description: 'FROM: where a parcel is sent from; TO: where it goes',
});

export const DirectionQuerySchema = Type.Object(
  {
    type: DirectionTypeSchema,
    name: Type.Optional(
      Type.String({ maxLength: LOCALITY_QUERY_MAX_LENGTH, description: 'Part of the name, in Russian, Kazakh or Latin letters' }),
    ),
  },
  { additionalProperties: false },
);
export type DirectionQuery = Static<typeof DirectionQuerySchema>;

/** Locality option of spec §3: value (kato code) and label (name); region tells same-named villages apart. */
export const LocalityOptionSchema = Type.Object({
  kato: Type.String({ format: 'kato', description: 'KATO code (НК РК 11-2025), a string' }),
  name: Type.String({ description: 'Name in the caller language' }),
  region: Type.String({ description: 'District and region in the caller language; empty for Astana, Almaty, Shymkent' }),
});
export type LocalityOption = Static<typeof LocalityOptionSchema>;

export const directionRoute = defineRoute({
  method: 'GET',
  url: '/api/calc/public/nsi/direction',
  schema: {
    operationId: 'listDirections',
    tags: ['reference'],
    summary: 'Localities to send from or to, by part of the name (at most 20; the regional centres when no name)',
    querystring: DirectionQuerySchema,
    response: { 200: Type.Array(LocalityOptionSchema), 400: ErrorSchema },
  },
});

export const StreetTypeSchema = Type.Object({
  id: Type.Integer({ description: 'streetAbbrId of an order party or saved address' }),
  code: Type.String(),
  name: Type.String({ description: 'Full name in the caller language' }),
  abbr: Type.String({ description: 'Abbreviation in the caller language' }),
});
export type StreetType = Static<typeof StreetTypeSchema>;

export const streetTypesRoute = defineRoute({
  method: 'GET',
  url: '/api/order/public/street/abbr',
  schema: {
    operationId: 'listStreetTypes',
    tags: ['reference'],
    summary: 'Street types (street, avenue, microdistrict, …) in the caller language',
    response: { 200: Type.Array(StreetTypeSchema) },
  },
});
