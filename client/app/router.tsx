import { Component, lazy, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { matchRoutes, Route, Routes, useLocation } from 'react-router';
import { AppShell } from './layout/app-shell';
import type { PagePrefetch } from '#client/lib/prerender';
import { RouteError } from './route-error';

/**
 * Every page is its own chunk, loaded when first visited (React.lazy under the shell's Suspense). The router is
 * react-router's declarative one: the app uses none of the data router's loaders or actions, and the data router
 * costs twice the bytes on every first load. `scripts/check-budgets.mjs` reads this list for its per-route table.
 * `prerender`: the public pages the server renders for a visitor's first view (client/entry-server.tsx), so they
 * paint before the scripts have run; the browser then hydrates them.
 */
const pages: {
  path: string;
  prerender?: true;
  /** Another address of that page's own instance: moving between the two keeps it mounted (its state, its scroll). */
  samePageAs?: string;
  load: () => Promise<{ default: ComponentType; prefetch?: PagePrefetch }>;
}[] = [
  { path: '/', prerender: true, load: () => import('#client/features/landing/routes/home-page') },
  { path: '/welcome', prerender: true, load: () => import('#client/features/accounts/routes/welcome-page') },
  { path: '/auth', load: () => import('#client/features/accounts/routes/auth-page') },
  { path: '/auth/verify', load: () => import('#client/features/accounts/routes/verify-email-page') },
  { path: '/auth/forgot', load: () => import('#client/features/accounts/routes/forgot-password-page') },
  { path: '/auth/reset', load: () => import('#client/features/accounts/routes/reset-password-page') },
  { path: '/customer', load: () => import('#client/features/accounts/routes/customer-signup-page') },
  { path: '/perfumer', load: () => import('#client/features/accounts/routes/perfumer-signup-page') },
  { path: '/brand', load: () => import('#client/features/accounts/routes/brand-signup-page') },
  { path: '/thank-you', load: () => import('#client/features/accounts/routes/thank-you-page') },
  { path: '/dashboard', load: () => import('#client/features/accounts/routes/dashboard-page') },
  { path: '/waitlist', prerender: true, load: () => import('#client/features/waitlist/routes/waitlist-page') },
  { path: '/community', prerender: true, load: () => import('#client/features/community/routes/community-page') },
  // A post's own address: the feed with the post's dialog open over it.
  { path: '/community/post/:id', samePageAs: '/community', load: () => import('#client/features/community/routes/community-page') },
  { path: '/community/search', load: () => import('#client/features/community/routes/community-search-page') },
  { path: '/community/upload', load: () => import('#client/features/community/routes/community-upload-page') },
  { path: '/discussion', prerender: true, load: () => import('#client/features/forum/routes/discussion-list-page') },
  { path: '/discussion/:id', prerender: true, load: () => import('#client/features/forum/routes/discussion-detail-page') },
  { path: '/shop', prerender: true, load: () => import('#client/features/shop/routes/shop-page') },
  { path: '/create', prerender: true, load: () => import('#client/features/finding-notes/routes/finding-notes-page') },
  { path: '/finding-notes', prerender: true, load: () => import('#client/features/finding-notes/routes/finding-notes-page') },
  { path: '/formulas/:id', load: () => import('#client/features/finding-notes/routes/formula-page') },
  { path: '/formulas/:id/lab', load: () => import('#client/features/finding-notes/routes/lab-sheet-page') },
  { path: '/learn', prerender: true, load: () => import('#client/features/learn/routes/learn-page') },
  { path: '/learn/resources', prerender: true, load: () => import('#client/features/learn/routes/learn-page') },
  { path: '/tutorial', prerender: true, load: () => import('#client/features/learn/routes/tutorial-page') },
  { path: '/tutorial/:tutorialId', prerender: true, load: () => import('#client/features/learn/routes/tutorial-page') },
  { path: '/course-purchase', load: () => import('#client/features/learn/routes/course-purchase-page') },
  { path: '/course-purchase/:id', prerender: true, load: () => import('#client/features/learn/routes/course-purchase-page') },
  { path: '/course/:id/module/:n', load: () => import('#client/features/learn/routes/course-player-page') },
  { path: '/course/:id/certificate', load: () => import('#client/features/learn/routes/certificate-page') },
  { path: '/checkout', load: () => import('#client/features/orders/routes/checkout-page') },
  { path: '/orders', load: () => import('#client/features/orders/routes/orders-page') },
  { path: '/orders/:id', load: () => import('#client/features/orders/routes/order-page') },
  { path: '/profile', load: () => import('#client/features/profile/routes/own-profile-page') },
  { path: '/profile/:id', prerender: true, load: () => import('#client/features/profile/routes/public-profile-page') },
  { path: '/inbox', load: () => import('#client/features/notifications/routes/inbox-page') },
  { path: '/notifications', load: () => import('#client/features/notifications/routes/inbox-page') },
  { path: '/admin', load: () => import('#client/features/admin/routes/admin-page') },
  { path: '/admin/analytics', load: () => import('#client/features/admin/routes/admin-analytics-page') },
  { path: '/admin/waitlist', load: () => import('#client/features/admin/routes/admin-waitlist-page') },
  { path: '/unsubscribe', load: () => import('#client/features/notifications/routes/unsubscribe-page') },
  { path: '/admin/notifications', load: () => import('#client/features/notifications/routes/admin-notifications-page') },
  { path: '/:username', prerender: true, load: () => import('#client/features/profile/routes/public-profile-page') },
];

/** Each page's chunk, fetched once. */
const byPath = new Map<
  string,
  { path: string; prerender: boolean; preload: () => ReturnType<(typeof pages)[number]['load']>; Page: ComponentType }
>();
const routes = pages.map(({ path, prerender = false, samePageAs, load }) => {
  const same = samePageAs ? byPath.get(samePageAs) : undefined;
  let chunk: ReturnType<typeof load> | null = null;
  const preload = same?.preload ?? (() => (chunk ??= load()));
  const route = { path, prerender, preload, Page: same?.Page ?? lazy(preload) };
  byPath.set(path, route);
  return route;
});
// An unknown address: a chunk of its own like the pages (it brings common/messages, which no first paint needs).
const NotFoundPage = lazy(() => import('#client/components/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** The pre-rendered pages whose address has no parameter: what the server renders once after it starts (warm). */
export function prerenderedPaths(): string[] {
  return routes.filter((r) => r.prerender && !r.path.includes(':')).map((r) => r.path);
}

/**
 * The page at `pathname` if the server pre-renders it for a visitor: its path parameters and its module, whose
 * `prefetch` export (if any) names the data its first view is drawn with (client/lib/prerender.ts).
 */
export function prerenderedPage(pathname: string) {
  const match = matchRoutes(routes, pathname)?.at(-1);
  return match?.route.prerender ? { params: match.params, load: match.route.preload } : null;
}

/** A page that throws while loading (a chunk gone after a deploy) or rendering: the error page, until the URL changes. */
class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: unknown; key: string }> {
  state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}

export function AppRoutes() {
  const { pathname } = useLocation();
  // Start the page's chunk now, beside the shell's data layer, rather than after it (the shell renders the page).
  const match = matchRoutes(routes, pathname)?.at(-1);
  if (match) void byPath.get(match.route.path!)?.preload();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Routes>
        <Route element={<AppShell />}>
          {routes.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
