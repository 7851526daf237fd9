import { TerminalsPage } from '../../../features/terminals/index.ts';

/** Terminal addresses (spec §2 public screens). */
export const TerminalsRoute = () => <TerminalsPage />;
