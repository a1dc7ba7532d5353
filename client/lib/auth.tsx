import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { deriveFlags, type RoleFlags } from '#common/roles';
import type { Session, SessionUser, SignInInput, SignupInput } from '#common/schemas/auth';
import { api, ApiError, setTokenSource } from './api';

const CHECK_EVERY_MS = 30_000;
const REFRESH_WHEN_UNDER_S = 90;
const RETRY_START_MS = 200;
const RETRY_ATTEMPTS = 5;

export interface AuthState extends RoleFlags {
  user: SessionUser | null;
  loading: boolean;
  signIn(input: SignInInput): Promise<SessionUser>;
  signUp(input: SignupInput): Promise<SessionUser>;
  signOut(): Promise<void>;
  /** Re-reads the user (after verification, a role change …). */
  reload(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/** The access token lives only in memory; the refresh token is an httpOnly cookie the browser sends. */
let current: Session | null = null;
let refreshing: Promise<Session | null> | null = null;

/**
 * Called when the signed-in user changes (sign-in, sign-out, another account): the query cache registers here
 * to drop every cached answer. Kept as a hook-free registry so the auth state does not pull the query library
 * into pages that have no queries (the landing page).
 */
const userChangeListeners = new Set<() => void>();
export function onUserChange(listener: () => void) {
  userChangeListeners.add(listener);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Refreshes with the cookie, retrying network failures with backoff from 200 ms, doubling. */
async function refreshSession(): Promise<Session | null> {
  refreshing ??= (async () => {
    for (let attempt = 0, wait = RETRY_START_MS; ; attempt++, wait *= 2) {
      try {
        return await api<Session>('/auth/token?grant_type=refresh_token', { method: 'POST', anonymous: true });
      } catch (err) {
        if (err instanceof ApiError && err.status !== 0 && err.status < 500) return null;
        if (attempt >= RETRY_ATTEMPTS) return null;
        await sleep(wait);
      }
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

const secondsLeft = (s: Session) => s.expires_at - Date.now() / 1000;

/**
 * Whether the browser holds the session hint cookie. A visitor has none, so there is no session to wait for:
 * the first render already knows it is a visitor's (and matches the page the server pre-rendered for a visitor,
 * which is the only one it pre-renders: on the server there is no document, and so no session).
 */
const hasSessionCookie = () => typeof document !== 'undefined' && document.cookie.split('; ').some((c) => c.startsWith('sillage_session='));

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(hasSessionCookie);
  const applyRef = useRef<(s: Session | null) => void>(() => {});

  const apply = useCallback((s: Session | null) => {
    const changedUser = current?.user.id !== s?.user.id;
    current = s;
    setSession(s);
    // Another user (or none): every cached answer may differ, so refetch what is shown with the new token.
    if (changedUser) for (const listener of userChangeListeners) listener();
  }, []);
  applyRef.current = apply;

  useEffect(() => {
    setTokenSource({
      async getAccessToken() {
        if (!current) return null;
        if (secondsLeft(current) < 5) {
          const s = await refreshSession();
          applyRef.current(s);
        }
        return current?.access_token ?? null;
      },
      async onUnauthorized() {
        const s = await refreshSession();
        applyRef.current(s);
        return s?.access_token ?? null;
      },
    });
    let cancelled = false;
    // Visitors have no session cookie: don't ask the server for a session that cannot exist.
    (hasSessionCookie() ? refreshSession() : Promise.resolve(null))
      .then((s) => !cancelled && apply(s))
      .catch((err) => console.error('session initialisation failed', err))
      .finally(() => !cancelled && setLoading(false));
    // Checked every 30 s; refreshed when under 90 s remain.
    const timer = setInterval(async () => {
      if (current && secondsLeft(current) < REFRESH_WHEN_UNDER_S) apply(await refreshSession());
    }, CHECK_EVERY_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [apply]);

  const signIn = useCallback(
    async (input: SignInInput) => {
      const s = await api<Session>('/auth/token?grant_type=password', { method: 'POST', body: input, anonymous: true });
      apply(s);
      return s.user;
    },
    [apply],
  );

  const signUp = useCallback(
    async (input: SignupInput) => {
      const s = await api<Session>('/auth/signup', { method: 'POST', body: input, anonymous: true });
      apply(s);
      return s.user;
    },
    [apply],
  );

  const signOut = useCallback(async () => {
    await api('/auth/logout?scope=global', { method: 'POST' });
    apply(null);
  }, [apply]);

  const reload = useCallback(async () => {
    if (!current) return;
    const user = await api<SessionUser>('/auth/user');
    if (current) apply({ ...current, user });
  }, [apply]);

  const value = useMemo<AuthState>(
    () => ({ user: session?.user ?? null, loading, ...deriveFlags(session?.user.roles ?? []), signIn, signUp, signOut, reload }),
    [session, loading, signIn, signUp, signOut, reload],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth context. Using it outside AuthProvider is a programming error, as the spec says. */
export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider');
  return ctx;
}
