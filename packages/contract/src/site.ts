import { type Static, Type } from 'typebox';
import { defineRoute } from './route.ts';

/** What the public web needs to know of the configuration: the map's tile server, when one is set, and NCALayer's address. */
export const PublicConfigSchema = Type.Object({
  mapTileUrl: Type.Union([Type.String(), Type.Null()], {
    description: 'Tile URL template ({z}/{x}/{y}) of the terminals map; null: show the list alone',
  }),
  mapAttribution: Type.Union([Type.String(), Type.Null()], { description: 'Attribution the tile server requires' }),
  carriers: Type.Array(Type.Object({ code: Type.String(), name: Type.String() }), {
    description: 'The carriers whose tariffs the calculation compares, by display name',
  }),
  ncalayerUrl: Type.String({
    description:
      "NCALayer's WebSocket on the user's computer (wss://127.0.0.1:13579), where the pages that sign connect; the CSP allows exactly this origin",
  }),
});
export type PublicConfig = Static<typeof PublicConfigSchema>;

export const publicConfigRoute = defineRoute({
  method: 'GET',
  url: '/api/site/public/config',
  schema: {
    operationId: 'getPublicConfig',
    tags: ['system'],
    summary: 'Public settings of the site (the map tile server, the carriers shown on home, NCALayer), for the web',
    response: { 200: PublicConfigSchema },
  },
});
