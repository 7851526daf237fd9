import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { PublicLayout } from '../components/layouts/public-layout.tsx';
import { paths } from '../config/paths.ts';
import { HomeRoute } from './routes/home.tsx';

const FaqRoute = lazy(async () => ({ default: (await import('./routes/faq.tsx')).FaqRoute }));
const ContactsRoute = lazy(async () => ({ default: (await import('./routes/contacts.tsx')).ContactsRoute }));
const NotFoundRoute = lazy(async () => ({ default: (await import('./routes/not-found.tsx')).NotFoundRoute }));

/**
 * The page table. The home page is in the first chunk (the public pages stay light, DESIGN §10); every other
 * page loads when visited. Declarative routes keep the data-router machinery out of the first load.
 */
export const AppRoutes = () => (
  <Suspense fallback={null}>
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path={paths.home} element={<HomeRoute />} />
        <Route path={paths.faq} element={<FaqRoute />} />
        <Route path={paths.contacts} element={<ContactsRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  </Suspense>
);

export const AppRouter = () => (
  <BrowserRouter>
    <AppRoutes />
  </BrowserRouter>
);
