import { useState, type FormEvent } from 'react';
import type { SignInInput } from '#common/schemas/auth';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { ApiError } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';

/**
 * The second step of a sign-in with two-factor: the same sign-in again with a code from the authenticator app, or one
 * of the recovery codes.
 */
export function SecondFactorForm({
  credentials,
  onSignedIn,
  onCancel,
}: {
  credentials: SignInInput;
  onSignedIn: () => void;
  onCancel: () => void;
}) {
  const { signIn } = useAuth();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!value.trim()) return setError(recovery ? 'Enter a recovery code' : 'Enter the 6-digit code');
    setPending(true);
    try {
      // The server reads `code` or `recoveryCode` beside the email and password.
      await signIn({ ...credentials, ...(recovery ? { recoveryCode: value } : { code: value }) } as SignInInput);
      onSignedIn();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Something went wrong. Please try again.');
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4" aria-label="Two-factor sign-in">
      <p className="text-sm text-muted-foreground">
        {recovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for Sillage.'}
      </p>
      <Field id="second-factor" label={recovery ? 'Recovery code' : 'Authentication code'} error={error ?? undefined} required>
        <Input
          autoFocus
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </Field>
      <Button type="submit" disabled={pending}>
        {pending ? 'Checking…' : 'Verify'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-primary underline underline-offset-4"
          onClick={() => {
            setRecovery(!recovery);
            setValue('');
            setError(null);
          }}
        >
          {recovery ? 'Use a code from the app' : 'Use a recovery code'}
        </button>
        <button type="button" className="text-muted-foreground underline underline-offset-4" onClick={onCancel}>
          Start again
        </button>
      </div>
    </form>
  );
}
