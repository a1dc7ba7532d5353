import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { MSG } from '#common/messages';
import type { SignInInput } from '#common/schemas/auth';
import { PageSpinner } from '#client/components/page-spinner';
import { Button } from '#client/components/ui/button';
import { FormError } from '#client/components/ui/form-error';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { ApiError } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { lazyZodResolver } from '#client/lib/lazy-load';
import { notify } from '#client/lib/notify';
import { AuthCard } from '#client/features/accounts/components/auth-card';
import { SignupForm } from '#client/features/accounts/components/signup-form';
import { SecondFactorForm } from '#client/features/accounts/components/second-factor-form';
import { usePageMeta } from '#client/lib/page-meta';

/** `/auth`: one card that toggles between 'Welcome Back' (sign in) and 'Create Account'. */
export default function AuthPage() {
  usePageMeta({ title: 'Sign in', description: 'Sign in to Sillage, or create your account.' });
  const { user, loading } = useAuth();
  const [mode, setMode] = useState<'signin' | 'signup'>('signin');
  if (loading) return <PageSpinner />;
  if (user) return <Navigate to="/community" replace />;
  const signin = mode === 'signin';
  return (
    <AuthCard
      title={signin ? 'Welcome Back' : 'Create Account'}
      description={signin ? 'Sign in to your Sillage account.' : 'Join Sillage as a perfume lover.'}
    >
      {signin ? <SignInForm /> : <SignupForm journey="customer" />}
      <p className="mt-4 text-center text-sm text-muted-foreground">
        {signin ? "Don't have an account?" : 'Already have an account?'}{' '}
        <button
          type="button"
          className="font-medium text-primary underline underline-offset-4"
          onClick={() => setMode(signin ? 'signup' : 'signin')}
        >
          {signin ? 'Create Account' : 'Sign In'}
        </button>
      </p>
      {!signin && (
        <p className="mt-2 text-center text-sm text-muted-foreground">
          A perfumer or a brand?{' '}
          <Link to="/welcome" className="font-medium text-primary underline underline-offset-4">
            Choose your journey
          </Link>
        </p>
      )}
    </AuthCard>
  );
}

const resolver = lazyZodResolver(() => import('#common/schemas/auth').then((m) => m.SignInSchema));

function SignInForm() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const [needsSecondFactor, setNeedsSecondFactor] = useState<SignInInput | null>(null);
  const form = useForm<SignInInput>({ resolver, defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const handleSignedIn = () => {
    notify.success(MSG.welcomeBack, MSG.signedInDescription);
    navigate('/community');
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await signIn(values);
      handleSignedIn();
    } catch (err) {
      // The password was right and the account has two-factor sign-in: the code comes next.
      if (err instanceof ApiError && err.code === 'two_factor_required') return setNeedsSecondFactor(values);
      const message = err instanceof ApiError ? err.message : MSG.anErrorOccurred;
      setServerError(message);
      notify.error(MSG.errorSigningIn, message);
    }
  });

  if (needsSecondFactor)
    return <SecondFactorForm credentials={needsSecondFactor} onSignedIn={handleSignedIn} onCancel={() => setNeedsSecondFactor(null)} />;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field id="signin-email" label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <Field id="signin-password" label="Password" error={errors.password?.message} required>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </Field>
      <Link to="/auth/forgot" className="-mt-2 justify-self-end text-sm font-medium text-primary underline underline-offset-4">
        Forgot password?
      </Link>
      <FormError message={serverError} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
