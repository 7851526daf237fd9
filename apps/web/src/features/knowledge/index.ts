/** The knowledge base: articles and the FAQ with a search normalised as the domain normalises search text. */
export { KnowledgeBase } from './components/knowledge-base.tsx';
export { type Article, searchArticles } from './lib/search-articles.ts';
