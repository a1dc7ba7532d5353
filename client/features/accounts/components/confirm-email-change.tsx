import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { useAuth } from '#client/lib/auth';
import { usePageMeta } from '#client/lib/page-meta';
import { useConfirmEmailChange } from '#client/features/accounts/api/confirm-email-change';

/** The link mailed to a new address (`/auth/verify?email-change=`): opening it makes it the account's email, signed in or not. */
export function ConfirmEmailChange({ token }: { token: string }) {
  usePageMeta({ title: 'Confirm your new email', description: 'Confirm the new email address of your Sillage account.' });
  const confirm = useConfirmEmailChange();
  const { reload } = useAuth();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !token) return;
    asked.current = true;
    confirm.mutate(token, { onSuccess: () => void reload().catch(() => undefined) });
  }, [token, confirm, reload]);

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-xl font-semibold leading-none">New email</h1>
          <CardDescription>
            {!token && 'This link is incomplete. Open the link from the email again.'}
            {confirm.isPending && 'Confirming your new address…'}
            {confirm.isSuccess && 'Your email is changed. We told your old address too.'}
            {confirm.isError && confirm.error.message}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {confirm.isPending && <Spinner label="Confirming" />}
          {(confirm.isSuccess || confirm.isError || !token) && (
            <Button asChild variant="outline">
              <Link to="/profile?tab=account" replace>
                Go to your account settings
              </Link>
            </Button>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
