import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell } from './layout/app-shell';
import { PageSpinner } from './guards';
import { NotFoundPage } from './not-found';
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
      { path: '/', ...page(() => import('../features/landing/routes/home-page')) },
      { path: '/welcome', ...page(() => import('../features/accounts/routes/welcome-page')) },
      { path: '/auth', ...page(() => import('../features/accounts/routes/auth-page')) },
      { path: '/auth/verify', ...page(() => import('../features/accounts/routes/verify-email-page')) },
      { path: '/auth/forgot', ...page(() => import('../features/accounts/routes/forgot-password-page')) },
      { path: '/auth/reset', ...page(() => import('../features/accounts/routes/reset-password-page')) },
      { path: '/customer', ...page(() => import('../features/accounts/routes/customer-signup-page')) },
      { path: '/perfumer', ...page(() => import('../features/accounts/routes/perfumer-signup-page')) },
      { path: '/brand', ...page(() => import('../features/accounts/routes/brand-signup-page')) },
      { path: '/thank-you', ...page(() => import('../features/accounts/routes/thank-you-page')) },
      { path: '/dashboard', ...page(() => import('../features/accounts/routes/dashboard-page')) },
      { path: '/waitlist', ...page(() => import('../features/waitlist/routes/waitlist-page')) },
      { path: '/community', ...page(() => import('../features/community/routes/community-page')) },
      { path: '/community/search', ...page(() => import('../features/community/routes/community-search-page')) },
      { path: '/community/upload', ...page(() => import('../features/community/routes/community-upload-page')) },
      { path: '/discussion', ...page(() => import('../features/forum/routes/discussion-list-page')) },
      { path: '/discussion/:id', ...page(() => import('../features/forum/routes/discussion-detail-page')) },
      { path: '/shop', ...page(() => import('../features/shop/routes/shop-page')) },
      { path: '/create', ...page(() => import('../features/finding-notes/routes/finding-notes-page')) },
      { path: '/finding-notes', ...page(() => import('../features/finding-notes/routes/finding-notes-page')) },
      { path: '/learn', ...page(() => import('../features/learn/routes/learn-page')) },
      { path: '/learn/resources', ...page(() => import('../features/learn/routes/learn-page')) },
      { path: '/tutorial', ...page(() => import('../features/learn/routes/tutorial-page')) },
      { path: '/tutorial/:tutorialId', ...page(() => import('../features/learn/routes/tutorial-page')) },
      { path: '/course-purchase', ...page(() => import('../features/learn/routes/course-purchase-page')) },
      { path: '/course-purchase/:id', ...page(() => import('../features/learn/routes/course-purchase-page')) },
      { path: '/course/:id/module/:n', ...page(() => import('../features/learn/routes/course-player-page')) },
      { path: '/course/:id/certificate', ...page(() => import('../features/learn/routes/certificate-page')) },
      { path: '/checkout', ...page(() => import('../features/orders/routes/checkout-page')) },
      { path: '/orders', ...page(() => import('../features/orders/routes/orders-page')) },
      { path: '/orders/:id', ...page(() => import('../features/orders/routes/order-page')) },
      { path: '/profile', ...page(() => import('../features/profile/routes/own-profile-page')) },
      { path: '/profile/:id', ...page(() => import('../features/profile/routes/public-profile-page')) },
      { path: '/inbox', ...page(() => import('../features/notifications/routes/inbox-page')) },
      { path: '/notifications', ...page(() => import('../features/notifications/routes/inbox-page')) },
      { path: '/admin', ...page(() => import('../features/admin/routes/admin-page')) },
      { path: '/admin/analytics', ...page(() => import('../features/admin/routes/admin-analytics-page')) },
      { path: '/admin/waitlist', ...page(() => import('../features/admin/routes/admin-waitlist-page')) },
      { path: '/unsubscribe', ...page(() => import('../features/notifications/routes/unsubscribe-page')) },
      { path: '/admin/notifications', ...page(() => import('../features/notifications/routes/admin-notifications-page')) },
      { path: '/:username', ...page(() => import('../features/profile/routes/public-profile-page')) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
