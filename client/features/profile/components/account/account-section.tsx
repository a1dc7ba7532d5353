import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { useAuth } from '#client/lib/auth';
import { useAccount } from '#client/features/profile/api/account';
import { DataCard } from '#client/features/profile/components/account/data-card';
import { DeleteAccountCard, DeletionTerms } from '#client/features/profile/components/account/delete-account-card';
import { EmailCard } from '#client/features/profile/components/account/email-card';
import { PasswordCard } from '#client/features/profile/components/account/password-card';
import { SessionsCard } from '#client/features/profile/components/account/sessions-card';
import { TwoFactorCard } from '#client/features/profile/components/account/two-factor-card';

/** The Account section of the settings (`/profile?tab=account`): security (password, email, sessions, two-factor) and data. */
export function AccountSection() {
  const account = useAccount();
  const [deletedUntil, setDeletedUntil] = useState<string | null>(null);
  if (deletedUntil) return <AccountDeleted eraseAfter={deletedUntil} />;
  if (account.isPending) return <Spinner size="lg" label="Loading your account" />;
  if (account.isError)
    return (
      <div role="alert" className="grid gap-2 text-sm text-destructive">
        Your account settings could not be loaded.
        <Button variant="outline" className="justify-self-start" onClick={() => void account.refetch()}>
          Try again
        </Button>
      </div>
    );
  return (
    <div className="grid gap-6">
      <section aria-labelledby="security-heading" className="grid gap-4">
        <h2 id="security-heading" className="text-lg font-semibold">
          Security
        </h2>
        <PasswordCard />
        <EmailCard account={account.data} />
        <SessionsCard />
        <TwoFactorCard account={account.data} />
      </section>
      <section aria-labelledby="data-heading" className="grid gap-4">
        <h2 id="data-heading" className="text-lg font-semibold">
          Data
        </h2>
        <DataCard />
        <DeleteAccountCard account={account.data} onDeleted={setDeletedUntil} />
      </section>
    </div>
  );
}

/** The confirmation screen after deleting: the date of erasure and how to cancel. */
function AccountDeleted({ eraseAfter }: { eraseAfter: string }) {
  const { signOut } = useAuth();
  const on = new Date(eraseAfter).toLocaleDateString(undefined, { dateStyle: 'long' });
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <h2 className="text-xl font-semibold leading-none">Your account is deleted</h2>
        <CardDescription>It will be erased on {on}. Sign in before then to cancel.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <DeletionTerms />
        <Button className="justify-self-start" onClick={() => void signOut().finally(() => window.location.assign('/'))}>
          Leave Sillage
        </Button>
      </CardContent>
    </Card>
  );
}
