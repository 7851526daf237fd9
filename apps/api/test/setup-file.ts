import { randomSecrets } from '../src/secrets.ts';
import { TEST_SECRETS } from './helper.ts';

// Run before each test file, also when the files of a worker share their modules (vitest.config.ts): each file draws
// its own secrets. The shared store's keys are named after them, so one file's rate-limit counters and cached answers
// never reach another's on the run's one PostgreSQL database.
Object.assign(TEST_SECRETS, randomSecrets());
