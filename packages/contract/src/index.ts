export * from './endpoints.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './reference.ts';
export * from './route.ts';
