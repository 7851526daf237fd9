export * from './calendar.ts';
export * from './endpoints.ts';
export * from './errors.ts';
export * from './formats.ts';
export * from './health.ts';
export * from './reference.ts';
export * from './route.ts';
export * from './validation-messages.ts';
