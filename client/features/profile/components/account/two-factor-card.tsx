import { useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { ApiError } from '#client/lib/api';
import { notify } from '#client/lib/notify';
import type { AccountOverview, TwoFactorSetup } from '#common/schemas/account';
import { useDisableTwoFactor, useEnableTwoFactor, useSetupTwoFactor } from '#client/features/profile/api/two-factor';

const messageOf = (err: unknown) => (err instanceof ApiError ? err.message : 'Something went wrong. Please try again.');

/** Two-factor sign-in (TOTP): set up with a QR code, confirm with a code, recovery codes shown once; off with password and code. */
export function TwoFactorCard({ account }: { account: AccountOverview }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Two-factor sign-in</CardTitle>
        <CardDescription>
          {account.twoFactorEnabled
            ? `On: signing in asks for a code from your authenticator app. ${account.recoveryCodesLeft} recovery code${account.recoveryCodesLeft === 1 ? '' : 's'} left.`
            : 'Off. With it on, signing in also asks for a code from an authenticator app on your phone.'}
        </CardDescription>
        {account.twoFactorRequired && !account.twoFactorEnabled && (
          <p role="alert" className="text-sm font-medium text-destructive">
            Administrators must turn on two-factor sign-in before using the admin pages.
          </p>
        )}
      </CardHeader>
      <CardContent>
        {codes ? (
          <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
        ) : account.twoFactorEnabled ? (
          <DisableForm />
        ) : setup ? (
          <ConfirmForm
            setup={setup}
            onEnabled={(c) => {
              setSetup(null);
              setCodes(c);
            }}
            onCancel={() => setSetup(null)}
          />
        ) : (
          <StartForm onStarted={setSetup} />
        )}
      </CardContent>
    </Card>
  );
}

function StartForm({ onStarted }: { onStarted: (s: TwoFactorSetup) => void }) {
  const start = useSetupTwoFactor();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setError('Enter your current password');
    try {
      onStarted(await start.mutateAsync(password));
    } catch (err) {
      setError(messageOf(err));
    }
  };
  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4 sm:max-w-md">
      <Field id="tf-start-password" label="Current password" error={error} required>
        <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <Button type="submit" className="justify-self-start" disabled={start.isPending}>
        {start.isPending ? 'Starting…' : 'Set up two-factor sign-in'}
      </Button>
    </form>
  );
}

function ConfirmForm({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) return setError('Enter the 6-digit code');
    try {
      onEnabled((await enable.mutateAsync(code)).recoveryCodes);
    } catch (err) {
      setError(messageOf(err));
    }
  };
  return (
    <div className="grid gap-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>Scan this QR code with an authenticator app (Google Authenticator, 1Password, Aegis, Microsoft Authenticator…).</li>
        <li>Enter the 6-digit code the app then shows.</li>
      </ol>
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
        alt="QR code to add Sillage to your authenticator app"
        className="size-48 rounded-md border border-border bg-white p-2"
      />
      <p className="text-sm">
        Can&apos;t scan it? Enter this key in the app:{' '}
        <code data-testid="totp-secret" className="break-all rounded bg-muted px-1 py-0.5 font-mono">
          {setup.secret}
        </code>
      </p>
      <form onSubmit={handleSubmit} noValidate className="grid gap-4 sm:max-w-md">
        <Field id="tf-confirm-code" label="Code from the app" error={error} required>
          <Input inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={enable.isPending}>
            {enable.isPending ? 'Checking…' : 'Turn on'}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n');
  return (
    <div className="grid gap-4">
      <p role="status" className="text-sm font-medium">
        Two-factor sign-in is on. Save these recovery codes somewhere safe: each signs you in once if you lose your phone. They are shown
        only now.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-md border border-border bg-muted p-3 font-mono text-sm sm:max-w-md"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(text)
              .then(() => notify.success('Copied', 'The recovery codes are on your clipboard.'))
              .catch(() => notify.error('Could not copy', 'Select the codes and copy them yourself.'))
          }
        >
          Copy codes
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}

function DisableForm() {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password || !code) return setError('Enter your password and a code');
    try {
      await disable.mutateAsync({ password, code });
      notify.success('Two-factor sign-in is off', 'Signing in now asks only for your password.');
    } catch (err) {
      setError(messageOf(err));
    }
  };
  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4 sm:max-w-md">
      <Field id="tf-off-password" label="Current password" required>
        <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <Field id="tf-off-code" label="Code from the app, or a recovery code" error={error} required>
        <Input autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
      </Field>
      <Button type="submit" variant="outline" className="justify-self-start" disabled={disable.isPending}>
        {disable.isPending ? 'Turning off…' : 'Turn off two-factor sign-in'}
      </Button>
    </form>
  );
}
