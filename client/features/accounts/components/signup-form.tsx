import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { MSG } from '#common/messages';
import type { Journey, SignupFormInput } from '#common/schemas/auth';
import { Button } from '#client/components/ui/button';
import { FormError } from '#client/components/ui/form-error';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { ApiError } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { lazyZodResolver } from '#client/lib/lazy-load';
import { notify } from '#client/lib/notify';

const resolver = lazyZodResolver(() => import('#common/schemas/auth').then((m) => m.SignupFormSchema));

/**
 * Email and password sign-up for a perfume lover or a perfumer. On success a toast asks the user
 * to verify their email and they go to /thank-you; an existing email sends them to /auth.
 */
export function SignupForm({ journey, submitLabel = 'Create Account' }: { journey: Exclude<Journey, 'brand'>; submitLabel?: string }) {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<SignupFormInput>({ resolver, defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await signUp({ ...values, journey });
      notify.success(MSG.welcomeTo, MSG.checkEmail);
      navigate('/thank-you');
    } catch (err) {
      const message = err instanceof ApiError ? err.message : MSG.signupFailed;
      setServerError(message);
      notify.error(MSG.errorSigningUp, message);
      if (message === MSG.userAlreadyRegistered) navigate('/auth');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field id={`${journey}-email`} label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <Field id={`${journey}-password`} label="Password" error={errors.password?.message} description="At least 6 characters" required>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </Field>
      <FormError message={serverError} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account…' : submitLabel}
      </Button>
    </form>
  );
}
