import { Type } from 'typebox';
import { ErrorSchema } from './errors.ts';
import { defineRoute } from './route.ts';

export const HealthSchema = Type.Object({ status: Type.Literal('ok') });
export const ReadySchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  database: Type.Boolean(),
  jobs: Type.Boolean(),
});

export const healthRoute = defineRoute({
  method: 'GET',
  url: '/api/health',
  schema: {
    operationId: 'getHealth',
    tags: ['system'],
    summary: 'The process is up',
    response: { 200: HealthSchema },
  },
});

export const readyRoute = defineRoute({
  method: 'GET',
  url: '/api/ready',
  schema: {
    operationId: 'getReady',
    tags: ['system'],
    summary: 'The database and the job queue answer',
    response: { 200: ReadySchema, 503: ReadySchema, 500: ErrorSchema },
  },
});
