import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

interface CommunityMode {
  on: boolean;
  set(on: boolean): void;
}

const Ctx = createContext<CommunityMode | null>(null);

/** Mobile community mode: the bottom bar switches to Home, Search, Upload and Profile. */
export function CommunityModeProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [on, set] = useState(() => location.pathname.startsWith('/community'));
  const inCommunity = location.pathname.startsWith('/community');
  const leaving = (location.state as { communityMode?: boolean } | null)?.communityMode === false;
  // Arriving in the community (after sign-in, from a link) switches the mode on; the Home button
  // leaves it, and the redirect from / to /community that may follow carries that choice along.
  useEffect(() => {
    if (inCommunity && !leaving) set(true);
  }, [inCommunity, leaving, location.key]);
  return <Ctx.Provider value={{ on, set }}>{children}</Ctx.Provider>;
}

export function useCommunityMode(): CommunityMode {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useCommunityMode must be used within a CommunityModeProvider');
  return ctx;
}
