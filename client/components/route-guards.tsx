import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '#client/lib/auth';
import { loadMessages } from '#client/lib/messages';
import { PageSpinner } from './page-spinner';
import { notify } from '#client/lib/notify';

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

/** Shows the toast once and leaves for `to`. */
function Denied({ message, to }: { message: 'accessDenied' | 'mustBeAdmin'; to: string }) {
  useEffect(() => {
    void loadMessages().then((messages) => notify.error(messages[message]));
  }, [message]);
  return <Navigate to={to} replace />;
}

/**
 * `/admin` (spec 000 §6): visitors go to /auth; a signed-in non-admin sees 'Access denied: You don't have
 * permission to access this page' and goes to /. Moderators get in to the moderation queue only.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { user, loading, isAdmin, isModerator } = useAuth();
  const location = useLocation();
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  if (!isAdmin && !isModerator) return <Denied message="accessDenied" to="/" />;
  return children;
}

/** The admin wrapper of the other admin pages: non-admins go to /admin with 'You must be an admin to access this page'. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, loading, isAdmin } = useAuth();
  const location = useLocation();
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  if (!isAdmin) return <Denied message="mustBeAdmin" to="/admin" />;
  return children;
}
