import { normalizeForSearch } from '@jetkiz/domain';

export type Article = { id: string; title: string; paragraphs: string[] };

/**
 * The articles whose title or text holds every word of the query, compared as the domain normalises search text
 * (case, ё/е, Kazakh letters typed as Russian ones), titles first. An empty query keeps them all.
 */
export const searchArticles = (articles: readonly Article[], query: string): Article[] => {
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...articles];
  const scored = articles
    .map((article) => {
      const title = normalizeForSearch(article.title);
      const body = normalizeForSearch(article.paragraphs.join(' '));
      const matches = words.every((w) => title.includes(w) || body.includes(w));
      const score = words.filter((w) => title.includes(w)).length;
      return { article, matches, score };
    })
    .filter((x) => x.matches);
  return scored.sort((a, b) => b.score - a.score).map((x) => x.article);
};
