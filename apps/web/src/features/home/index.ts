/** The home page's parts: tracking field, figures, carriers and feature blocks. */
export { HomeCarriers, HomeFeatures, HomeFigures } from './components/home-sections.tsx';
export { RouteCard } from './components/route-card.tsx';
export { TrackField } from './components/track-field.tsx';
