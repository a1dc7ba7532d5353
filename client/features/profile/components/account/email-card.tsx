import { useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { ApiError } from '#client/lib/api';
import { notify } from '#client/lib/notify';
import type { AccountOverview } from '#common/schemas/account';
import { useChangeEmail } from '#client/features/profile/api/change-email';

/** Change email: a link goes to the new address, which replaces the old one only once it is confirmed. */
export function EmailCard({ account }: { account: AccountOverview }) {
  const change = useChangeEmail();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ newEmail?: string; password?: string }>({});
  const [sentTo, setSentTo] = useState<string | null>(null);

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found: typeof errors = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(newEmail.trim())) found.newEmail = 'Please enter a valid email address';
    if (!password) found.password = 'Enter your current password';
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await change.mutateAsync({ newEmail: newEmail.trim(), currentPassword: password });
      setSentTo(newEmail.trim());
      setNewEmail('');
      setPassword('');
    } catch (err) {
      const message = err instanceof ApiError ? err.message : 'Something went wrong. Please try again.';
      if (err instanceof ApiError && err.field === 'currentPassword') setErrors({ password: message });
      else if (err instanceof ApiError && err.field === 'newEmail') setErrors({ newEmail: message });
      else notify.error('Email not changed', message);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Email</CardTitle>
        <CardDescription>
          Your email is <strong className="break-all text-foreground">{account.email}</strong>.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {(sentTo ?? account.pendingEmail) && (
          <p role="status" className="rounded-md border border-border bg-muted p-3 text-sm">
            If <strong className="break-all">{sentTo ?? account.pendingEmail}</strong> can be used, a confirmation link is on its way there.
            Your email changes when you open it (within 24 hours).
          </p>
        )}
        <form onSubmit={handleSubmit} noValidate className="grid gap-4 sm:max-w-md">
          <Field id="email-new" label="New email" error={errors.newEmail} required>
            <Input type="email" autoComplete="email" value={newEmail} onChange={(e) => setNewEmail(e.target.value)} />
          </Field>
          <Field id="email-password" label="Current password" error={errors.password} required>
            <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field>
          <Button type="submit" variant="outline" className="justify-self-start" disabled={change.isPending}>
            {change.isPending ? 'Sending…' : 'Send confirmation link'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
