// The route table of spec §2. React Router matches paths case-insensitively, so /signUp and /signup,
// /subscription and /Subscription, /help and /Help, /bookingAppointment and /BookingAppointment share a route.
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../layouts/app-layout.tsx';
import { PublicLayout } from '../layouts/public-layout.tsx';
import { AiToolPage } from '../pages/aitool/aitool-page.tsx';
import { AppointmentPage } from '../pages/appointment/appointment-page.tsx';
import { BillingCheckoutPage } from '../pages/billing-checkout/billing-checkout-page.tsx';
import { BookingAppointmentPage } from '../pages/booking-appointment/booking-appointment-page.tsx';
import { ConfirmBookingPage } from '../pages/confirm-booking/confirm-booking-page.tsx';
import { ContactPage } from '../pages/contact/contact-page.tsx';
import { CustomersPage } from '../pages/customers/customers-page.tsx';
import { DashboardPage } from '../pages/dashboard/dashboard-page.tsx';
import { ErrorPage } from '../pages/error/error-page.tsx';
import { NotFoundPage } from '../pages/error/not-found-page.tsx';
import { HelpPage } from '../pages/help/help-page.tsx';
import { LandingPage } from '../pages/landing/landing-page.tsx';
import { LeadsPage } from '../pages/leads/leads-page.tsx';
import { LoginPage } from '../pages/login/login-page.tsx';
import { NotificationsPage } from '../pages/notifications/notifications-page.tsx';
import { PaymentSuccessPage } from '../pages/payment-success/payment-success-page.tsx';
import { ProfilePage } from '../pages/profile/profile-page.tsx';
import { ResetPasswordPage } from '../pages/reset-password/reset-password-page.tsx';
import { CataloguePage } from '../pages/settings/catalogue/catalogue-page.tsx';
import { EmailsPage } from '../pages/settings/emails/emails-page.tsx';
import { SettingsPage } from '../pages/settings/settings-page.tsx';
import { WidgetSettingsPage } from '../pages/settings/widget/widget-settings-page.tsx';
import { SignUpPage } from '../pages/sign-up/sign-up-page.tsx';
import { SubscriptionPage } from '../pages/subscription/subscription-page.tsx';
import { ToolPage } from '../pages/tool/tool-page.tsx';
import { VerifyOtpPage } from '../pages/verify-otp/verify-otp-page.tsx';
import { VisualizerPage } from '../pages/visualizer/visualizer-page.tsx';
import { WorkOrderPage } from '../pages/work-order/work-order-page.tsx';
import { RequireAnonymous, RequireAuth } from './guards.tsx';
import { RootShell } from './root-shell.tsx';

export function appRoutes({ scrollRestoration = true } = {}): RouteObject[] {
  return [
    {
      element: <RootShell scrollRestoration={scrollRestoration} />,
      errorElement: <ErrorPage />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            { path: '/', element: <LandingPage /> },
            { path: '/contact', element: <ContactPage /> },
            { path: '/visualizer', element: <VisualizerPage /> },
            { path: '/sucessfullUrl', element: <PaymentSuccessPage /> },
          ],
        },
        // The shop's page for its customer, in the shop's branding: no Wrapsmith header or footer.
        { path: '/confirm-booking', element: <ConfirmBookingPage /> },
        { path: '/reset-password', element: <ResetPasswordPage /> },
        { path: '/verify-otp', element: <VerifyOtpPage /> },
        {
          element: <RequireAnonymous />,
          children: [
            { path: '/login', element: <LoginPage /> },
            { path: '/signUp', element: <SignUpPage /> },
          ],
        },
        {
          element: <RequireAuth />,
          children: [
            {
              element: <AppLayout />,
              children: [
                { path: '/dashboard', element: <DashboardPage /> },
                { path: '/profile', element: <ProfilePage /> },
                { path: '/tool', element: <ToolPage /> },
                { path: '/aitool', element: <AiToolPage /> },
                { path: '/subscription', element: <SubscriptionPage /> },
                { path: '/billing/checkout/:id', element: <BillingCheckoutPage /> },
                { path: '/customers', element: <CustomersPage /> },
                { path: '/appointment', element: <AppointmentPage /> },
                { path: '/work-order', element: <WorkOrderPage /> },
                { path: '/bookingAppointment', element: <BookingAppointmentPage /> },
                { path: '/help', element: <HelpPage /> },
                { path: '/settings', element: <SettingsPage /> },
                { path: '/settings/widget', element: <WidgetSettingsPage /> },
                { path: '/settings/catalogue', element: <CataloguePage /> },
                { path: '/settings/emails', element: <EmailsPage /> },
                { path: '/leads', element: <LeadsPage /> },
                { path: '/notifications', element: <NotificationsPage /> },
                { path: '/notifications/:id', element: <NotificationsPage /> },
              ],
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
