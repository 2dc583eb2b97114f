import type { RouteObject } from 'react-router';
import { GuestOnly } from '../../app/guards/guest-only.tsx';

const page = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: load,
});
const loginPages = () => import('./pages/login-page.tsx');
const registerPages = () => import('./pages/register-page.tsx');
const messagePages = () => import('./pages/message-pages.tsx');
const emailPages = () => import('./pages/email-form-page.tsx');

/** Spec §2: the guest-only pages, verification, OAuth hand-over, shareUs and the login-required stubs. */
export const authRoutes: RouteObject[] = [
  {
    element: <GuestOnly />,
    children: [
      { path: 'login', ...page(async () => ({ Component: (await loginPages()).LoginPage })) },
      { path: 'login.req', ...page(async () => ({ Component: (await loginPages()).LoginRequiredPage })) },
      {
        path: 'login.alreadyRegistered',
        ...page(async () => ({ Component: (await loginPages()).LoginAlreadyRegisteredPage })),
      },
      { path: 'register', ...page(async () => ({ Component: (await registerPages()).RegisterPage })) },
      {
        path: 'register/simple',
        ...page(async () => ({ Component: (await registerPages()).RegisterSimplePage })),
      },
      { path: 'register/old', ...page(async () => ({ Component: (await registerPages()).RegisterOldPage })) },
      {
        path: 'register/done',
        ...page(async () => ({ Component: (await messagePages()).RegisterDonePage })),
      },
      {
        path: 'password/forgot',
        ...page(async () => ({ Component: (await emailPages()).ForgotPasswordPage })),
      },
      {
        path: 'auth/password/reset',
        ...page(async () => ({
          Component: (await import('./pages/reset-password-page.tsx')).ResetPasswordPage,
        })),
      },
      {
        path: 'auth/verify/resend',
        ...page(async () => ({ Component: (await emailPages()).ResendVerificationPage })),
      },
    ],
  },
  { path: 'login.notVerified', ...page(async () => ({ Component: (await messagePages()).NotVerifiedPage })) },
  {
    path: 'auth/verify/email/:id?/:hash',
    ...page(async () => ({ Component: (await import('./pages/verify-email-page.tsx')).VerifyEmailPage })),
  },
  {
    path: 'auth/unlock',
    ...page(async () => ({ Component: (await import('./pages/unlock-page.tsx')).UnlockPage })),
  },
  {
    path: 'auth/email/confirm',
    ...page(async () => ({
      Component: (await import('./pages/confirm-email-change-page.tsx')).ConfirmEmailChangePage,
    })),
  },
  {
    path: 'auth/oauth/done',
    ...page(async () => ({ Component: (await import('./pages/oauth-done-page.tsx')).OAuthDonePage })),
  },
  {
    path: 'shareUs',
    ...page(async () => ({ Component: (await import('./pages/share-us-page.tsx')).ShareUsPage })),
  },
];
