import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell } from './layout/app-shell';
import { PageSpinner } from '#client/components/page-spinner';
import { NotFoundPage } from '#client/components/not-found-page';
import { RouteError } from './route-error';

/** Each page is its own chunk, loaded when first visited. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: '/', ...page(() => import('#client/features/landing/routes/home-page')) },
      { path: '/welcome', ...page(() => import('#client/features/accounts/routes/welcome-page')) },
      { path: '/auth', ...page(() => import('#client/features/accounts/routes/auth-page')) },
      { path: '/auth/verify', ...page(() => import('#client/features/accounts/routes/verify-email-page')) },
      { path: '/auth/forgot', ...page(() => import('#client/features/accounts/routes/forgot-password-page')) },
      { path: '/auth/reset', ...page(() => import('#client/features/accounts/routes/reset-password-page')) },
      { path: '/customer', ...page(() => import('#client/features/accounts/routes/customer-signup-page')) },
      { path: '/perfumer', ...page(() => import('#client/features/accounts/routes/perfumer-signup-page')) },
      { path: '/brand', ...page(() => import('#client/features/accounts/routes/brand-signup-page')) },
      { path: '/thank-you', ...page(() => import('#client/features/accounts/routes/thank-you-page')) },
      { path: '/dashboard', ...page(() => import('#client/features/accounts/routes/dashboard-page')) },
      { path: '/waitlist', ...page(() => import('#client/features/waitlist/routes/waitlist-page')) },
      { path: '/community', ...page(() => import('#client/features/community/routes/community-page')) },
      { path: '/community/search', ...page(() => import('#client/features/community/routes/community-search-page')) },
      { path: '/community/upload', ...page(() => import('#client/features/community/routes/community-upload-page')) },
      { path: '/discussion', ...page(() => import('#client/features/forum/routes/discussion-list-page')) },
      { path: '/discussion/:id', ...page(() => import('#client/features/forum/routes/discussion-detail-page')) },
      { path: '/shop', ...page(() => import('#client/features/shop/routes/shop-page')) },
      { path: '/create', ...page(() => import('#client/features/finding-notes/routes/finding-notes-page')) },
      { path: '/finding-notes', ...page(() => import('#client/features/finding-notes/routes/finding-notes-page')) },
      { path: '/learn', ...page(() => import('#client/features/learn/routes/learn-page')) },
      { path: '/learn/resources', ...page(() => import('#client/features/learn/routes/learn-page')) },
      { path: '/tutorial', ...page(() => import('#client/features/learn/routes/tutorial-page')) },
      { path: '/tutorial/:tutorialId', ...page(() => import('#client/features/learn/routes/tutorial-page')) },
      { path: '/course-purchase', ...page(() => import('#client/features/learn/routes/course-purchase-page')) },
      { path: '/course-purchase/:id', ...page(() => import('#client/features/learn/routes/course-purchase-page')) },
      { path: '/course/:id/module/:n', ...page(() => import('#client/features/learn/routes/course-player-page')) },
      { path: '/course/:id/certificate', ...page(() => import('#client/features/learn/routes/certificate-page')) },
      { path: '/checkout', ...page(() => import('#client/features/orders/routes/checkout-page')) },
      { path: '/orders', ...page(() => import('#client/features/orders/routes/orders-page')) },
      { path: '/orders/:id', ...page(() => import('#client/features/orders/routes/order-page')) },
      { path: '/profile', ...page(() => import('#client/features/profile/routes/own-profile-page')) },
      { path: '/profile/:id', ...page(() => import('#client/features/profile/routes/public-profile-page')) },
      { path: '/inbox', ...page(() => import('#client/features/notifications/routes/inbox-page')) },
      { path: '/notifications', ...page(() => import('#client/features/notifications/routes/inbox-page')) },
      { path: '/admin', ...page(() => import('#client/features/admin/routes/admin-page')) },
      { path: '/admin/analytics', ...page(() => import('#client/features/admin/routes/admin-analytics-page')) },
      { path: '/admin/waitlist', ...page(() => import('#client/features/admin/routes/admin-waitlist-page')) },
      { path: '/unsubscribe', ...page(() => import('#client/features/notifications/routes/unsubscribe-page')) },
      { path: '/admin/notifications', ...page(() => import('#client/features/notifications/routes/admin-notifications-page')) },
      { path: '/:username', ...page(() => import('#client/features/profile/routes/public-profile-page')) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
