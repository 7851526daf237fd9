import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/**
 * Security headers with a strict CSP (scripts only from our origin; Mantine needs inline styles), rate limits
 * that routes opt into (every public write does), and load shedding before the event loop drowns.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { rateLimitPerMinute: number }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameSrc: ["'none'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    });
    await app.register(rateLimit, { global: false, max: options.rateLimitPerMinute, timeWindow: '1 minute' });
    await app.register(underPressure, {
      maxEventLoopDelay: 2_000,
      retryAfter: 10,
      customError: class extends AppError {
        constructor() {
          super('SERVICE_UNAVAILABLE');
        }
      },
    });
  },
  { name: 'security' },
);
