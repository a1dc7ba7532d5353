import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MSG } from '#common/messages';
import type { ResetPasswordFormInput } from '#common/schemas/auth';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { lazyZodResolver } from '#client/lib/lazy-load';
import { notify } from '#client/lib/notify';
import { useResetPassword } from '#client/features/accounts/api/reset-password';
import { AuthCard } from '#client/features/accounts/components/auth-card';
import { usePageMeta } from '#client/lib/page-meta';

const resolver = lazyZodResolver(() => import('#common/schemas/auth').then((m) => m.ResetPasswordFormSchema));

/** `/auth/reset?token=…`: the new-password form of the mailed reset link. */
export default function ResetPasswordPage() {
  usePageMeta({ title: 'Reset password', description: 'Choose a new Sillage password.' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordFormInput>({
    resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, password });
      notify.success('Password changed', 'Sign in with your new password.');
      navigate('/auth');
    } catch (err) {
      form.setError('root', { message: err instanceof Error ? err.message : MSG.genericTryAgain });
    }
  });
  return (
    <AuthCard title="Choose a new password">
      {!token ? (
        <p role="alert">
          This reset link is incomplete.{' '}
          <Link to="/auth/forgot" className="font-medium text-primary underline">
            Ask for a new one
          </Link>
          .
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field id="reset-password" label="New password" error={errors.password?.message} description="At least 6 characters" required>
            <Input type="password" autoComplete="new-password" {...form.register('password')} />
          </Field>
          <Field id="reset-confirm" label="Confirm new password" error={errors.confirmPassword?.message} required>
            <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
          </Field>
          {errors.root && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.root.message}{' '}
              <Link to="/auth/forgot" className="underline">
                Ask for a new link
              </Link>
            </p>
          )}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Set new password'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
