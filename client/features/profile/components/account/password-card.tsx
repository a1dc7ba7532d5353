import { useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { ApiError } from '#client/lib/api';
import { notify } from '#client/lib/notify';
import { useChangePassword } from '#client/features/profile/api/change-password';

/** Change password: the current one first; every other session ends. */
export function PasswordCard() {
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string; confirm?: string }>({});

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found: typeof errors = {};
    if (!current) found.current = 'Enter your current password';
    if (next.length < 6) found.next = 'Password must be at least 6 characters';
    if (confirm !== next) found.confirm = 'Passwords do not match';
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await change.mutateAsync({ currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setConfirm('');
      notify.success('Password changed', 'Every other session was signed out.');
    } catch (err) {
      const message = err instanceof ApiError ? err.message : 'Something went wrong. Please try again.';
      if (err instanceof ApiError && err.field === 'currentPassword') setErrors({ current: message });
      else if (err instanceof ApiError && err.field === 'newPassword') setErrors({ next: message });
      else notify.error('Password not changed', message);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Password</CardTitle>
        <CardDescription>Changing it signs you out everywhere else, and we email you that it happened.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit} noValidate className="grid gap-4 sm:max-w-md">
          <Field id="pw-current" label="Current password" error={errors.current} required>
            <Input type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
          </Field>
          <Field id="pw-new" label="New password" error={errors.next} required>
            <Input type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
          </Field>
          <Field id="pw-confirm" label="Confirm new password" error={errors.confirm} required>
            <Input type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          </Field>
          <Button type="submit" className="justify-self-start" disabled={change.isPending}>
            {change.isPending ? 'Changing…' : 'Change password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
