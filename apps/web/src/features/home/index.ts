/** The home page's parts: tracking field, figures, carriers and feature blocks. */
import { lazy } from 'react';
import { loadTexts } from '../../lib/i18n.ts';

/** The figures, feature blocks and carriers: below the fold, so neither they nor their texts are in home's first load. */
export const HomeSections = lazy(async () => {
  const [sections] = await Promise.all([import('./components/home-sections.tsx'), loadTexts('public')]);
  return sections;
});
export { RouteCard } from './components/route-card.tsx';
export { TrackField } from './components/track-field.tsx';
