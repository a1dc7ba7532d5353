import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { getAccountQueryOptions } from '#client/lib/account-overview';
import { useAuth } from '#client/lib/auth';
import { Button } from './ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';
import { PageSpinner } from './page-spinner';

/**
 * Inside an admin page's guard: while REQUIRE_2FA_FOR_STAFF holds and the admin has not turned on two-factor sign-in: they ask for it
 * (the admin API answers 403 until then), with the way to the Account settings.
 */
export function StaffTwoFactorGate({ children }: { children: ReactNode }) {
  const { isAdmin } = useAuth();
  // Only admins are asked (moderators reach the moderation queue without it).
  const account = useQuery({ ...getAccountQueryOptions(), enabled: isAdmin });
  if (!isAdmin) return children;
  if (account.isPending) return <PageSpinner />;
  if (!account.data?.twoFactorRequired) return children;
  return (
    <div className="mx-auto w-full max-w-xl py-10">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Turn on two-factor sign-in first</CardTitle>
          <CardDescription>
            Administrators must protect their account with a code from an authenticator app before using the admin pages. It takes a minute.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to="/profile?tab=account">Set up two-factor sign-in</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
