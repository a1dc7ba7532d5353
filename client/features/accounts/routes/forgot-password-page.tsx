import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { lazyZodResolver } from '#client/lib/lazy-load';
import { notify } from '#client/lib/notify';
import { useRequestPasswordReset } from '#client/features/accounts/api/request-password-reset';
import { AuthCard } from '#client/features/accounts/components/auth-card';
import { usePageMeta } from '#client/lib/page-meta';

const resolver = lazyZodResolver(() => import('#common/schemas/auth').then((m) => m.RecoverSchema));

/** `/auth/forgot`: asks for a password-reset link. The answer is the same whether the email exists or not. */
export default function ForgotPasswordPage() {
  usePageMeta({ title: 'Forgot password', description: 'Get a link to reset your Sillage password.' });
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ resolver, defaultValues: { email: '' } });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
      setSentTo(email);
    } catch (err) {
      notify.error('Could not send the link', err instanceof Error ? err.message : undefined);
    }
  });
  return (
    <AuthCard title="Reset your password" description="We'll email you a link to choose a new password.">
      {sentTo ? (
        <p role="status" className="text-sm">
          If an account exists for <strong>{sentTo}</strong>, we've sent a link to reset its password. The link works once and expires in an
          hour.
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field id="forgot-email" label="Email" error={form.formState.errors.email?.message} required>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </Field>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Sending…' : 'Send reset link'}
          </Button>
        </form>
      )}
      <p className="mt-4 text-center text-sm">
        <Link to="/auth" className="font-medium text-primary underline underline-offset-4">
          Back to Sign In
        </Link>
      </p>
    </AuthCard>
  );
}
