import { useState, type FormEvent } from 'react';
import { DELETION_TERMS } from '#common/account-constants';
import type { AccountOverview } from '#common/schemas/account';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { ApiError } from '#client/lib/api';
import { useDeleteAccount } from '#client/features/profile/api/delete-account';

/** What deleting means, word for word as docs/privacy.md says it. */
export function DeletionTerms() {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm">
      {DELETION_TERMS.map((t) => (
        <li key={t}>{t}</li>
      ))}
    </ul>
  );
}

/** Delete account: the password (and a code with two-factor), then deactivated at once and erased after 30 days. */
export function DeleteAccountCard({ account, onDeleted }: { account: AccountOverview; onDeleted: (eraseAfter: string) => void }) {
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setError('Enter your current password');
    if (account.twoFactorEnabled && !code) return setError('Enter a code from your authenticator app, or a recovery code');
    try {
      const { eraseAfter } = await remove.mutateAsync({ password, code: account.twoFactorEnabled ? code : undefined });
      onDeleted(eraseAfter);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Something went wrong. Please try again.');
    }
  };

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle as="h2">Delete account</CardTitle>
        <CardDescription>Leave Sillage. You have 30 days to change your mind.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!open ? (
          <Button variant="destructive" className="justify-self-start" onClick={() => setOpen(true)}>
            Delete my account…
          </Button>
        ) : (
          <form onSubmit={handleSubmit} noValidate className="grid gap-4" aria-label="Confirm account deletion">
            <DeletionTerms />
            <Field id="del-password" label="Current password" required>
              <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </Field>
            {account.twoFactorEnabled && (
              <Field id="del-code" label="Code from the app, or a recovery code" required>
                <Input autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
              </Field>
            )}
            {error && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                {remove.isPending ? 'Deleting…' : 'Delete my account'}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
                Keep my account
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
