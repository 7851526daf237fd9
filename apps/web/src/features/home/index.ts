/** The home page's parts: tracking field, figures, carriers and feature blocks. */
import { lazy } from 'react';

/** The figures, feature blocks and carriers: below the fold, so not in home's first load. */
export const HomeSections = lazy(() => import('./components/home-sections.tsx'));
export { RouteCard } from './components/route-card.tsx';
export { TrackField } from './components/track-field.tsx';
