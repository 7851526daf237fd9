import { KnowledgeBase } from '../../features/knowledge/index.ts';

/** The knowledge base beside the FAQ (spec §2 public screens). */
export const KnowledgeRoute = () => <KnowledgeBase />;
