import { type ComponentType, type ReactNode, lazy as reactLazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { PublicLayout } from '../components/layouts/public-layout.tsx';
import { PageLoading, trackPageLoad } from '../components/layouts/route-progress.tsx';
import { paths } from '../config/paths.ts';
import { GuestOnly, RequireAuth } from '../lib/guards.tsx';
import { loadTexts } from '../lib/i18n.ts';
import { HomeRoute } from './routes/home.tsx';

/** A page loaded when visited; the progress bar shows while its code and texts arrive. */
const lazy = <T extends ComponentType>(load: () => Promise<{ default: T }>) => reactLazy(() => trackPageLoad(load()));

/** A public page (FAQ, contacts, offer, policy, knowledge base, partners) with the public texts. */
function publicPage(load: () => Promise<ComponentType>) {
  return lazy(async () => {
    const [component] = await Promise.all([load(), loadTexts('public')]);
    return { default: component };
  });
}
const NotFoundRoute = publicPage(async () => (await import('./routes/not-found.tsx')).NotFoundRoute);
const FaqRoute = publicPage(async () => (await import('./routes/faq.tsx')).FaqRoute);
const ContactsRoute = publicPage(async () => (await import('./routes/contacts.tsx')).ContactsRoute);
const OfferRoute = publicPage(async () => (await import('./routes/legal/offer.tsx')).OfferRoute);
const PrivacyRoute = publicPage(async () => (await import('./routes/legal/privacy.tsx')).PrivacyRoute);
const KnowledgeRoute = publicPage(async () => (await import('./routes/knowledge.tsx')).KnowledgeRoute);
const PartnersRoute = publicPage(async () => (await import('./routes/partners.tsx')).PartnersRoute);
const NewsletterRoute = publicPage(async () => (await import('../features/newsletter/newsletter-pages.tsx')).NewsletterPage);
const NewsletterConfirmRoute = publicPage(
  async () => (await import('../features/newsletter/newsletter-pages.tsx')).NewsletterConfirmPage,
);
const NewsletterUnsubscribeRoute = publicPage(
  async () => (await import('../features/newsletter/newsletter-pages.tsx')).NewsletterUnsubscribePage,
);
/** A page of the account part: its code and its texts load together. */
function accountPage(load: () => Promise<ComponentType>) {
  return lazy(async () => {
    // The cabinet shows the chosen quote: it needs the calculation texts too.
    const [component] = await Promise.all([load(), loadTexts('account'), loadTexts('calc')]);
    return { default: component };
  });
}

/** A page of the calculation part, with its texts. */
function calcPage(load: () => Promise<ComponentType>) {
  return lazy(async () => {
    const [component] = await Promise.all([load(), loadTexts('calc')]);
    return { default: component };
  });
}

/** A page of the orders part: it shows tariffs and validation texts too. */
function ordersPage(load: () => Promise<ComponentType>) {
  return lazy(async () => {
    const [component] = await Promise.all([
      load(),
      loadTexts('orders'),
      loadTexts('claims'),
      loadTexts('calc'),
      loadTexts('account'),
      loadTexts('payments'),
      loadTexts('tracking'),
    ]);
    return { default: component };
  });
}

/** A page of the payments part, with its texts. */
function paymentsPage(load: () => Promise<ComponentType>) {
  return lazy(async () => {
    const [component] = await Promise.all([load(), loadTexts('payments')]);
    return { default: component };
  });
}
/** The public tracking page: light, with its own texts. */
const TrackingRoute = lazy(async () => {
  const [component] = await Promise.all([import('./routes/tracking.tsx'), loadTexts('tracking')]);
  return { default: component.TrackingRoute };
});
const WalletRoute = paymentsPage(async () => (await import('./routes/payments/wallet.tsx')).WalletRoute);
const ReceiptsRoute = paymentsPage(async () => (await import('./routes/payments/documents.tsx')).ReceiptsRoute);
const InvoicesRoute = paymentsPage(async () => (await import('./routes/payments/documents.tsx')).InvoicesRoute);

const OrdersRoute = ordersPage(async () => (await import('./routes/orders/orders.tsx')).OrdersRoute);
const PriorityOrdersRoute = ordersPage(async () => (await import('./routes/orders/orders.tsx')).PriorityOrdersRoute);
const OrderRoute = ordersPage(async () => (await import('./routes/orders/order.tsx')).OrderRoute);
const PriorityOrderRoute = ordersPage(async () => (await import('./routes/orders/order.tsx')).PriorityOrderRoute);
const NewOrderRoute = ordersPage(async () => (await import('./routes/orders/new-order.tsx')).NewOrderRoute);
const AddressesRoute = ordersPage(async () => (await import('./routes/orders/addresses.tsx')).AddressesRoute);

const CalculatorRoute = calcPage(async () => (await import('./routes/calc/calculator.tsx')).CalculatorRoute);
// The terminals page shows the calc texts and the public ones (map, routes, «send from here»).
const TerminalsRoute = calcPage(async () => {
  const [page] = await Promise.all([import('./routes/calc/terminals.tsx'), loadTexts('public')]);
  return page.TerminalsRoute;
});
const PriorityRoute = calcPage(async () => (await import('./routes/cabinet/priority.tsx')).PriorityRoute);

const LoginRoute = accountPage(async () => (await import('./routes/auth/login.tsx')).LoginRoute);
// Registration asks for consent to the privacy policy: the public texts come with it.
const RegisterRoute = accountPage(async () => {
  const [page] = await Promise.all([import('./routes/auth/register.tsx'), loadTexts('public')]);
  return page.RegisterRoute;
});
const RegisterConfirmRoute = accountPage(async () => (await import('./routes/auth/register-confirm.tsx')).RegisterConfirmRoute);
const RecoveryRoute = accountPage(async () => (await import('./routes/auth/recovery.tsx')).RecoveryRoute);
const CabinetRoute = ordersPage(async () => (await import('./routes/cabinet/cabinet.tsx')).CabinetRoute);
// The company part's pages (issue 16) load their own texts with their code.
const EmployeesRoute = accountPage(async () => (await import('./routes/company/employees.tsx')).EmployeesRoute);
const InvitationRoute = accountPage(async () => (await import('./routes/company/invitation.tsx')).InvitationRoute);
// The company's acts (issue 17) and the public check of an act's signatures: one module, the account's texts.
const avrPages = () => import('./routes/avr/pages.tsx');
const AvrsRoute = accountPage(async () => (await avrPages()).AvrsRoute);
const AvrRoute = accountPage(async () => (await avrPages()).AvrRoute);
const AvrVerifyRoute = accountPage(async () => (await avrPages()).AvrVerifyRoute);
const ChangePasswordRoute = accountPage(async () => (await import('./routes/cabinet/change-password.tsx')).ChangePasswordRoute);

/** The operator console (issue 18), with its own texts and the lists' ones: loaded only at /operator/*. */
const OperatorApp = lazy(async () => {
  const [console] = await Promise.all([import('../features/operator/index.ts'), loadTexts('account')]);
  return { default: console.OperatorApp };
});

/** The cabinet's frame (menu and page), loaded with the first cabinet page: the public pages do not carry it. */
const CabinetLayout = lazy(async () => ({ default: (await import('../components/layouts/cabinet-layout.tsx')).CabinetLayout }));

const guest = (page: ReactNode) => <GuestOnly afterSignIn={paths.cabinet}>{page}</GuestOnly>;
const signedIn = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;

/**
 * The page table. The home page is in the first chunk (the public pages stay light, DESIGN §10); every other
 * page loads when visited. Declarative routes keep the data-router machinery out of the first load.
 */
export const AppRoutes = () => (
  <Suspense fallback={<PageLoading />}>
    <Routes>
      <Route path="/operator/*" element={<OperatorApp />} />
      <Route element={<PublicLayout />}>
        <Route path={paths.home} element={<HomeRoute />} />
        <Route path={paths.faq} element={<FaqRoute />} />
        <Route path={paths.contacts} element={<ContactsRoute />} />
        <Route path={paths.offer} element={<OfferRoute />} />
        <Route path={paths.privacy} element={<PrivacyRoute />} />
        <Route path={paths.knowledge} element={<KnowledgeRoute />} />
        <Route path={paths.partners} element={<PartnersRoute />} />
        <Route path={paths.newsletter} element={<NewsletterRoute />} />
        <Route path={paths.newsletterConfirm} element={<NewsletterConfirmRoute />} />
        <Route path={paths.newsletterUnsubscribe} element={<NewsletterUnsubscribeRoute />} />
        <Route path={paths.calculator} element={<CalculatorRoute />} />
        <Route path={paths.terminals} element={<TerminalsRoute />} />
        <Route path={paths.tracking} element={<TrackingRoute />} />
        <Route path={paths.trackingOf} element={<TrackingRoute />} />
        <Route path={paths.login} element={guest(<LoginRoute />)} />
        <Route path={paths.register} element={guest(<RegisterRoute />)} />
        <Route path={paths.registerConfirm} element={guest(<RegisterConfirmRoute />)} />
        <Route path={paths.recovery} element={guest(<RecoveryRoute />)} />
        <Route path={paths.invitation} element={guest(<InvitationRoute />)} />
        <Route path={paths.avrVerify} element={<AvrVerifyRoute />} />
        <Route element={signedIn(<CabinetLayout />)}>
          <Route path={paths.priority} element={signedIn(<PriorityRoute />)} />
          <Route path={paths.cabinet} element={signedIn(<CabinetRoute />)} />
          <Route path={paths.changePassword} element={signedIn(<ChangePasswordRoute />)} />
          <Route path={paths.orders} element={signedIn(<OrdersRoute />)} />
          <Route path={paths.newOrder} element={signedIn(<NewOrderRoute />)} />
          <Route path={paths.order} element={signedIn(<OrderRoute />)} />
          <Route path={paths.addresses} element={signedIn(<AddressesRoute />)} />
          <Route path={paths.priorityOrders} element={signedIn(<PriorityOrdersRoute />)} />
          <Route path={paths.priorityOrder} element={signedIn(<PriorityOrderRoute />)} />
          <Route path={paths.wallet} element={signedIn(<WalletRoute />)} />
          <Route path={paths.receipts} element={signedIn(<ReceiptsRoute />)} />
          <Route path={paths.invoices} element={signedIn(<InvoicesRoute />)} />
          <Route path={paths.employees} element={signedIn(<EmployeesRoute />)} />
          <Route path={paths.avrs} element={signedIn(<AvrsRoute />)} />
          <Route path={paths.avr} element={signedIn(<AvrRoute />)} />
        </Route>
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
