// The route table of spec §2. React Router matches paths case-insensitively, so /signUp and /signup,
// /subscription and /Subscription, /help and /Help, /bookingAppointment and /BookingAppointment share a route.
// Layouts and pages load their code on first visit (decision 046): a visitor downloads the landing page's code,
// not the Studio's. dashboard/build.mjs holds each route to a size budget.
import type { RouteObject } from 'react-router-dom';
import { lazyRoute, RouteError } from '../components/lazy-route.tsx';
import { ErrorPage } from '../pages/error/error-page.tsx';
import { NotFoundPage } from '../pages/error/not-found-page.tsx';
import { RequireAnonymous, RequireAuth } from './guards.tsx';
import { RootShell } from './root-shell.tsx';

const routes = {
  publicLayout: lazyRoute(() => import('../layouts/public-layout.tsx'), 'PublicLayout'),
  landingPage: lazyRoute(() => import('../pages/landing/landing-page.tsx'), 'LandingPage'),
  contactPage: lazyRoute(() => import('../pages/contact/contact-page.tsx'), 'ContactPage'),
  visualizerPage: lazyRoute(() => import('../pages/visualizer/visualizer-page.tsx'), 'VisualizerPage'),
  paymentSuccessPage: lazyRoute(() => import('../pages/payment-success/payment-success-page.tsx'), 'PaymentSuccessPage'),
  confirmBookingPage: lazyRoute(() => import('../pages/confirm-booking/confirm-booking-page.tsx'), 'ConfirmBookingPage'),
  trackPage: lazyRoute(() => import('../pages/track/track-page.tsx'), 'TrackPage'),
  payInvoicePage: lazyRoute(() => import('../pages/invoices/pay-invoice-page.tsx'), 'PayInvoicePage'),
  verifyWarrantyPage: lazyRoute(() => import('../pages/verify-warranty/verify-warranty-page.tsx'), 'VerifyWarrantyPage'),
  resetPasswordPage: lazyRoute(() => import('../pages/reset-password/reset-password-page.tsx'), 'ResetPasswordPage'),
  invitePage: lazyRoute(() => import('../pages/invite/invite-page.tsx'), 'InvitePage'),
  undoEmailChangePage: lazyRoute(() => import('../pages/undo-email-change/undo-email-change-page.tsx'), 'UndoEmailChangePage'),
  verifyOtpPage: lazyRoute(() => import('../pages/verify-otp/verify-otp-page.tsx'), 'VerifyOtpPage'),
  loginPage: lazyRoute(() => import('../pages/login/login-page.tsx'), 'LoginPage'),
  signUpPage: lazyRoute(() => import('../pages/sign-up/sign-up-page.tsx'), 'SignUpPage'),
  appLayout: lazyRoute(() => import('../layouts/app-layout.tsx'), 'AppLayout'),
  dashboardPage: lazyRoute(() => import('../pages/dashboard/dashboard-page.tsx'), 'DashboardPage'),
  profilePage: lazyRoute(() => import('../pages/profile/profile-page.tsx'), 'ProfilePage'),
  toolPage: lazyRoute(() => import('../pages/tool/tool-page.tsx'), 'ToolPage'),
  aiToolPage: lazyRoute(() => import('../pages/aitool/aitool-page.tsx'), 'AiToolPage'),
  libraryPage: lazyRoute(() => import('../pages/library/library-page.tsx'), 'LibraryPage'),
  subscriptionPage: lazyRoute(() => import('../pages/subscription/subscription-page.tsx'), 'SubscriptionPage'),
  billingCheckoutPage: lazyRoute(() => import('../pages/billing-checkout/billing-checkout-page.tsx'), 'BillingCheckoutPage'),
  customersPage: lazyRoute(() => import('../pages/customers/customers-page.tsx'), 'CustomersPage'),
  customerPage: lazyRoute(() => import('../pages/customers/customer-page.tsx'), 'CustomerPage'),
  vehiclePage: lazyRoute(() => import('../pages/customers/vehicle-page.tsx'), 'VehiclePage'),
  invoicesPage: lazyRoute(() => import('../pages/invoices/invoices-page.tsx'), 'InvoicesPage'),
  newInvoicePage: lazyRoute(() => import('../pages/invoices/invoice-page.tsx'), 'NewInvoicePage'),
  invoicePage: lazyRoute(() => import('../pages/invoices/invoice-page.tsx'), 'InvoicePage'),
  rollsPage: lazyRoute(() => import('../pages/rolls/rolls-page.tsx'), 'RollsPage'),
  rollPage: lazyRoute(() => import('../pages/rolls/roll-page.tsx'), 'RollPage'),
  appointmentPage: lazyRoute(() => import('../pages/appointment/appointment-page.tsx'), 'AppointmentPage'),
  workOrderPage: lazyRoute(() => import('../pages/work-order/work-order-page.tsx'), 'WorkOrderPage'),
  bookingAppointmentPage: lazyRoute(() => import('../pages/booking-appointment/booking-appointment-page.tsx'), 'BookingAppointmentPage'),
  helpPage: lazyRoute(() => import('../pages/help/help-page.tsx'), 'HelpPage'),
  settingsPage: lazyRoute(() => import('../pages/settings/settings-page.tsx'), 'SettingsPage'),
  shopSettingsPage: lazyRoute(() => import('../pages/settings/shop/shop-settings-page.tsx'), 'ShopSettingsPage'),
  widgetSettingsPage: lazyRoute(() => import('../pages/settings/widget/widget-settings-page.tsx'), 'WidgetSettingsPage'),
  cataloguePage: lazyRoute(() => import('../pages/settings/catalogue/catalogue-page.tsx'), 'CataloguePage'),
  pricesPage: lazyRoute(() => import('../pages/settings/prices/prices-page.tsx'), 'PricesPage'),
  emailsPage: lazyRoute(() => import('../pages/settings/emails/emails-page.tsx'), 'EmailsPage'),
  textsPage: lazyRoute(() => import('../pages/settings/texts/texts-page.tsx'), 'TextsPage'),
  teamSettingsPage: lazyRoute(() => import('../pages/settings/team/team-settings-page.tsx'), 'TeamSettingsPage'),
  developersPage: lazyRoute(() => import('../pages/settings/developers/developers-page.tsx'), 'DevelopersPage'),
  invoiceSettingsPage: lazyRoute(() => import('../pages/settings/invoices/invoice-settings-page.tsx'), 'InvoiceSettingsPage'),
  calendarSettingsPage: lazyRoute(() => import('../pages/settings/calendar/calendar-settings-page.tsx'), 'CalendarSettingsPage'),
  paymentsPage: lazyRoute(() => import('../pages/settings/payments/payments-page.tsx'), 'PaymentsPage'),
  notifySettingsPage: lazyRoute(() => import('../pages/settings/notifications/notify-settings-page.tsx'), 'NotifySettingsPage'),
  depositPayPage: lazyRoute(() => import('../pages/deposit-pay/deposit-pay-page.tsx'), 'DepositPayPage'),
  invoicePayPage: lazyRoute(() => import('../pages/deposit-pay/deposit-pay-page.tsx'), 'InvoicePayPage'),
  leadsPage: lazyRoute(() => import('../pages/leads/leads-page.tsx'), 'LeadsPage'),
  notificationsPage: lazyRoute(() => import('../pages/notifications/notifications-page.tsx'), 'NotificationsPage'),
};

// Under vitest every page is loaded before the table is used, so a test renders a route at once, as a visitor
// who has been there before sees it. VITEST is vitest's documented marker; a browser has no `process`, so the
// built dashboard never takes this branch (and reads no environment).
if (globalThis.process?.env.VITEST) {
  await Promise.all(Object.values(routes).map((route) => route.handle.preload()));
}

export function appRoutes({ scrollRestoration = true } = {}): RouteObject[] {
  return [
    {
      element: <RootShell scrollRestoration={scrollRestoration} />,
      errorElement: <RouteError otherwise={<ErrorPage />} />,
      children: [
        {
          ...routes.publicLayout,
          children: [
            { path: '/', ...routes.landingPage },
            { path: '/contact', ...routes.contactPage },
            { path: '/visualizer', ...routes.visualizerPage },
            { path: '/sucessfullUrl', ...routes.paymentSuccessPage },
          ],
        },
        // The shop's page for its customer, in the shop's branding: no Wrapsmith header or footer.
        { path: '/confirm-booking', ...routes.confirmBookingPage },
        // The customer's tracking page (issue 26 item 3): the shop's page too; the link's token is the key.
        { path: '/track', ...routes.trackPage },
        { path: '/pay-invoice', ...routes.payInvoicePage },
        // A warranty certificate's QR code (issue 27 item 2): no login, the public id is the key; no customer details.
        { path: '/verify-warranty', ...routes.verifyWarrantyPage },
        // The offline deposit page (issue 25 item 4): the customer's, like the quote page; the quote token is the key.
        { path: '/deposit/pay', ...routes.depositPayPage },
        // The same offline page for an invoice's balance (issue 25 item 5); the invoice link's token is the key.
        { path: '/invoice/pay', ...routes.invoicePayPage },
        { path: '/reset-password', ...routes.resetPasswordPage },
        // A team invite's one-time link (decision 062): where the invited person chooses their password.
        { path: '/invite', ...routes.invitePage },
        // The old address's one-time link after an email change (decision 069).
        { path: '/undo-email-change', ...routes.undoEmailChangePage },
        { path: '/verify-otp', ...routes.verifyOtpPage },
        {
          element: <RequireAnonymous />,
          children: [
            { path: '/login', ...routes.loginPage },
            { path: '/signUp', ...routes.signUpPage },
          ],
        },
        {
          element: <RequireAuth />,
          children: [
            {
              ...routes.appLayout,
              children: [
                { path: '/dashboard', ...routes.dashboardPage },
                { path: '/profile', ...routes.profilePage },
                { path: '/tool', ...routes.toolPage },
                { path: '/aitool', ...routes.aiToolPage },
                { path: '/library', ...routes.libraryPage },
                { path: '/subscription', ...routes.subscriptionPage },
                { path: '/billing/checkout/:id', ...routes.billingCheckoutPage },
                { path: '/customers', ...routes.customersPage },
                { path: '/customers/:id', ...routes.customerPage },
                { path: '/customers/vehicles/:id', ...routes.vehiclePage },
                { path: '/invoices', ...routes.invoicesPage },
                { path: '/invoices/new', ...routes.newInvoicePage },
                { path: '/invoices/:id', ...routes.invoicePage },
                { path: '/rolls', ...routes.rollsPage },
                { path: '/rolls/:id', ...routes.rollPage },
                { path: '/appointment', ...routes.appointmentPage },
                { path: '/work-order', ...routes.workOrderPage },
                { path: '/bookingAppointment', ...routes.bookingAppointmentPage },
                { path: '/help', ...routes.helpPage },
                { path: '/settings', ...routes.settingsPage },
                { path: '/settings/shop', ...routes.shopSettingsPage },
                { path: '/settings/widget', ...routes.widgetSettingsPage },
                { path: '/settings/catalogue', ...routes.cataloguePage },
                { path: '/settings/prices', ...routes.pricesPage },
                { path: '/settings/emails', ...routes.emailsPage },
                { path: '/settings/texts', ...routes.textsPage },
                { path: '/settings/team', ...routes.teamSettingsPage },
                { path: '/settings/developers', ...routes.developersPage },
                { path: '/settings/payments', ...routes.paymentsPage },
                { path: '/settings/invoices', ...routes.invoiceSettingsPage },
                { path: '/settings/calendar', ...routes.calendarSettingsPage },
                { path: '/settings/notifications', ...routes.notifySettingsPage },
                { path: '/leads', ...routes.leadsPage },
                { path: '/notifications', ...routes.notificationsPage },
                { path: '/notifications/:id', ...routes.notificationsPage },
              ],
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
