import { Link } from 'react-router';
import { Clock, LogIn, MailCheck, ShieldCheck, UserPen, Users } from 'lucide-react';
import { MSG } from '#common/messages';
import { primaryRole, ROLE_LABELS } from '#common/roles';
import { PageSpinner } from '#client/components/page-spinner';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Detail } from '#client/components/detail';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { useAuth } from '#client/lib/auth';
import { notify } from '#client/lib/notify';
import { useResendVerification } from '#client/features/accounts/api/resend-verification';
import { usePageMeta } from '#client/lib/page-meta';
import { cn } from '#client/lib/cn';

/** `/dashboard`: account status. Without a session it says 'Session Expired' with a way back. */
export default function DashboardPage() {
  usePageMeta({ title: 'Dashboard', description: 'Your Sillage dashboard.' });
  const { user, loading } = useAuth();
  const resend = useResendVerification();
  if (loading) return <PageSpinner />;
  if (!user) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
        <Clock aria-hidden className="size-12 text-gold" />
        <h1 className="text-3xl font-semibold">{MSG.sessionExpired}</h1>
        <p className="text-muted-foreground">Please sign in again to see your dashboard.</p>
        <Button asChild>
          <Link to="/auth">
            <LogIn aria-hidden className="size-4" /> Return to Sign In
          </Link>
        </Button>
      </section>
    );
  }
  const handleResend = async () => {
    try {
      await resend.mutateAsync();
      notify.success('Verification email sent', `Check ${user.email} for the link.`);
    } catch (err) {
      notify.error('Could not send the email', err instanceof Error ? err.message : undefined);
    }
  };
  return (
    <section className="mx-auto grid max-w-3xl gap-6">
      <h1 className="text-3xl font-semibold">Welcome, {user.username}!</h1>
      <Card>
        <CardHeader>
          <CardTitle>Account details</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Detail label="Email" value={user.email} />
            <Detail label="Username" value={user.username} />
            <Detail label="Account type" value={ROLE_LABELS[primaryRole(user.roles)]} />
            <Detail label="Member since" value={new Date(user.createdAt).toLocaleDateString('en-US', { dateStyle: 'long' })} />
            <Detail
              label="Email status"
              value={
                <span className="flex flex-wrap items-center gap-2">
                  <Badge variant={user.emailConfirmed ? 'success' : 'warning'}>{user.emailConfirmed ? 'Verified' : 'Pending'}</Badge>
                  {!user.emailConfirmed && (
                    <Button
                      variant="link"
                      size="sm"
                      className={(own) => cn(own, 'h-auto p-0')}
                      onClick={handleResend}
                      disabled={resend.isPending}
                    >
                      <MailCheck aria-hidden className="size-4" /> Resend verification email
                    </Button>
                  )}
                </span>
              }
            />
            <Detail
              label="Approval status"
              value={
                <Badge variant={user.approved ? 'success' : 'warning'}>
                  {user.approved ? <ShieldCheck aria-hidden className="size-3.5" /> : <Clock aria-hidden className="size-3.5" />}
                  {user.approved ? 'Approved' : 'Pending Approval'}
                </Badge>
              }
            />
          </dl>
        </CardContent>
      </Card>
      {user.approved ? (
        <Card>
          <CardHeader>
            <CardTitle>Quick actions</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/profile">
                <UserPen aria-hidden className="size-4" /> Edit Profile
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/community">
                <Users aria-hidden className="size-4" /> View Community
              </Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <p className="rounded-lg border border-border bg-warning p-4 text-warning-foreground">
          Your brand application is being reviewed. You will be able to use every brand feature once an admin approves it.
        </p>
      )}
    </section>
  );
}
