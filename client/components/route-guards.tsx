import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '#client/lib/auth';
import { PageSpinner } from './page-spinner';

/** Pages for signed-in users: visitors go to /auth. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return children;
}

/** Pages for visitors only (the landing page): a signed-in user goes to /community. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageSpinner />;
  if (user) return <Navigate to="/community" replace state={location.state} />;
  return children;
}
