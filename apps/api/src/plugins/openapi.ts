import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** OpenAPI generated from the contract's route schemas: the document at /api/docs/json, the UI at /api/docs. */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Jetkiz API',
          version: '0.1.0',
          description:
            'Parcel and cargo delivery aggregator for Kazakhstan. Send `Accept-Language: RU | KZ | EN` for messages ' +
            'in that language. Every failure answers `{ errorCode, message, description?, fields? }`.',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        tags: [
          { name: 'system', description: 'Health and readiness' },
          { name: 'reference', description: 'Localities (KATO), street types, working-day calendar' },
          { name: 'identity', description: 'Registration, sign-in, sessions, recovery, profile' },
          { name: 'calc', description: 'Tariffs of every carrier, quotes, products and services' },
          { name: 'orders', description: 'Orders, registries, cancellation, reports, address book' },
          {
            name: 'operator',
            description:
              "Jetkiz's operator console: staff sign-in (password + TOTP), staff, the audit log and the console's other parts. " +
              'Staff tokens only (issuer jetkiz-staff); a customer token is refused.',
          },
        ],
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
