import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { clsx } from 'clsx';
import { Home, LogIn, LogOut, Menu, PlusSquare, Search, ShoppingBag, User, Users, BookOpen } from 'lucide-react';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { PageSpinner } from '#client/components/page-spinner';
import { useAuth } from '#client/lib/auth';
import { loadMessages } from '#client/lib/messages';
import { notify } from '#client/lib/notify';
import { drawerItems, navItems, type NavItem } from '#client/app/navigation';
import { CartButton } from './cart-button';
import { CommunityModeProvider, useCommunityMode } from './community-mode';
import { useShellUnread } from './shell-counts';

const MenuDrawer = lazy(() => import('./menu-drawer'));
const DataLayer = lazy(() => import('./data-layer'));

/**
 * The layout of every page: top bar and sidebar on desktop; bottom bar and drawer on a phone. A visitor's
 * landing page is served without the data layer (query cache, cart, live inbox count); every other page,
 * and every page of a signed-in user, is rendered inside it. Until it has loaded the frame shows without
 * the counts.
 */
export function AppShell() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  return (
    <CommunityModeProvider>
      {!user && pathname === '/' ? (
        <Frame />
      ) : (
        // Until the data layer is there, the frame shows with a spinner for the page (which may use queries).
        <Suspense fallback={<Frame loading />}>
          <DataLayer>
            <Frame />
          </DataLayer>
        </Suspense>
      )}
    </CommunityModeProvider>
  );
}

function Frame({ loading = false }: { loading?: boolean }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-card focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <TopBar />
      <div className="mx-auto flex w-full max-w-7xl">
        <Sidebar />
        <main id="main" className="min-w-0 flex-1 px-4 pt-6 pb-24 md:px-8 md:pb-12">
          {loading ? (
            <PageSpinner />
          ) : (
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
              <PageReady />
            </Suspense>
          )}
        </main>
      </div>
      <BottomBar />
    </>
  );
}

/**
 * Marks the document (`<html data-ready>`) once the page has rendered in the browser: for a page the server
 * pre-rendered, once it is hydrated and answers to input. Scripts that drive the app (the browser journeys)
 * wait for it after loading a pre-rendered page.
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}

function useSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    const MSG = await loadMessages();
    try {
      await signOut();
      notify.success(MSG.signedOut, MSG.signedOutDescription);
      navigate('/');
    } catch (err) {
      notify.error(MSG.errorSigningOut, err instanceof Error ? err.message : undefined);
    }
  };
}

function TopBar() {
  const { user } = useAuth();
  const handleSignOut = useSignOut();
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 md:px-8">
        <Link to="/" className="flex items-center gap-2 font-serif text-2xl font-semibold text-primary">
          Sillage
          <Badge variant="outline" className="font-sans">
            Beta
          </Badge>
        </Link>
        <div className="ml-auto flex items-center gap-2">
          {user && (
            <p className="hidden text-sm text-muted-foreground md:block" data-testid="welcome-line">
              Welcome, {user.email}
            </p>
          )}
          <CartButton />
          {user ? (
            <Button variant="outline" size="sm" onClick={handleSignOut}>
              <LogOut aria-hidden className="size-4" /> Sign Out
            </Button>
          ) : (
            <Button asChild size="sm">
              <Link to="/auth">
                <LogIn aria-hidden className="size-4" /> Sign In
              </Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}

function NavLinks({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const unread = useShellUnread();
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.to === '/' || item.to === '/admin' || item.to === '/profile'}
            onClick={onNavigate}
            className={({ isActive }) =>
              clsx(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
                isActive && 'bg-secondary text-secondary-foreground',
              )
            }
          >
            <item.icon aria-hidden className="size-4" />
            {item.label}
            {item.to === '/inbox' && unread > 0 && <UnreadBadge count={unread} />}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The live unread count next to Inbox; screen readers hear "N unread". */
function UnreadBadge({ count, className }: { count: number; className?: string }) {
  return (
    <span
      data-testid="unread-badge"
      className={clsx(
        'ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only"> unread</span>
    </span>
  );
}

function Sidebar() {
  const auth = useAuth();
  return (
    <nav
      aria-label="Main"
      className="sticky top-16 hidden h-[calc(100vh-4rem)] w-60 shrink-0 overflow-y-auto border-r border-border px-3 py-6 md:block"
    >
      <NavLinks items={navItems(!!auth.user, auth)} />
    </nav>
  );
}

function BottomBar() {
  const auth = useAuth();
  const unread = useShellUnread();
  const mode = useCommunityMode();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer (a dialog, and its library) is fetched on first use and stays mounted so it can animate shut.
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const tab = 'flex flex-1 flex-col items-center gap-1 py-2 text-xs font-medium text-muted-foreground aria-[current=page]:text-primary';
  const link = (to: string, label: string, Icon: typeof Home, onClick?: () => void) => (
    <NavLink to={to} end className={tab} onClick={onClick}>
      <Icon aria-hidden className="size-5" />
      {label}
    </NavLink>
  );
  return (
    <>
      <nav
        aria-label={mode.on ? 'Community' : 'Mobile'}
        className="fixed inset-x-0 bottom-0 z-30 flex border-t border-border bg-card md:hidden"
      >
        {mode.on ? (
          <>
            <button
              type="button"
              className={tab}
              onClick={() => {
                mode.set(false);
                navigate('/', { state: { communityMode: false } });
              }}
            >
              <Home aria-hidden className="size-5" />
              Home
            </button>
            {link('/community/search', 'Search', Search)}
            {link('/community/upload', 'Upload', PlusSquare)}
            {link('/profile', 'Profile', User)}
          </>
        ) : (
          <>
            <button
              type="button"
              className={clsx(tab, 'relative')}
              onClick={() => {
                setDrawerLoaded(true);
                setDrawerOpen(true);
              }}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
            >
              <Menu aria-hidden className="size-5" />
              Menu
              {unread > 0 && <UnreadBadge count={unread} className="absolute top-1 right-1/4" />}
            </button>
            {link('/learn', 'Learn', BookOpen)}
            {link('/shop', 'Shop', ShoppingBag)}
            {link('/community', 'Community', Users, () => mode.set(true))}
            {link('/profile', 'Profile', User)}
          </>
        )}
      </nav>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MenuDrawer open={drawerOpen} onOpenChange={setDrawerOpen}>
            <NavLinks items={drawerItems(!!auth.user, auth)} onNavigate={() => setDrawerOpen(false)} />
          </MenuDrawer>
        </Suspense>
      )}
    </>
  );
}
