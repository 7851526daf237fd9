/** Jobs: the pg-boss queue on the application's own database, with cron schedules. Owns the schema `pgboss`. */
export { type Jobs, startJobs } from './jobs.ts';
