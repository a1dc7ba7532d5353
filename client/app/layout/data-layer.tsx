import { lazy, Suspense, use, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { CartProvider } from '#client/lib/cart-provider';
import { queryClient } from '#client/lib/query-client';
import { PrerenderQueryClient } from '#client/lib/prerender';
import { useUnreadCount } from '#client/features/notifications/api/unread-count';
import { UnreadContext } from './shell-counts';

/** The tab's live stream for the unread count, loaded when idle (it also follows signing in and out). */
const LiveUnreadStream = lazy(() => import('#client/features/notifications/api/live-unread'));

function LiveUnread({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const unread = useUnreadCount(!!user);
  return (
    <UnreadContext.Provider value={unread}>
      <Suspense fallback={null}>
        <LiveUnreadStream userId={user?.id} />
      </Suspense>
      {children}
    </UnreadContext.Provider>
  );
}

/**
 * The query cache, the cart and the live unread count around the shell and its pages. Every page but a
 * visitor's landing page needs it; the router fetches it with the page's chunk, so the landing page's
 * first load stays free of the query library.
 */
export default function DataLayer({ children }: { children: ReactNode }) {
  // A page pre-rendered on the server is drawn from the render's own cache (client/entry-server.tsx).
  const prerendering = use(PrerenderQueryClient);
  const [client] = useState(() => prerendering ?? queryClient);
  return (
    <QueryClientProvider client={client}>
      <CartProvider>
        <LiveUnread>{children}</LiveUnread>
      </CartProvider>
    </QueryClientProvider>
  );
}
