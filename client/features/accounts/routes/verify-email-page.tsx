import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, XCircle } from 'lucide-react';
import { PageSpinner } from '#client/components/page-spinner';
import { Button } from '#client/components/ui/button';
import { useAuth } from '#client/lib/auth';
import { useVerifyEmail } from '#client/features/accounts/api/verify-email';
import { usePageMeta } from '#client/lib/page-meta';

// The link mailed to a new email address comes here too, with `email-change=`: its own small chunk.
const ConfirmEmailChange = lazy(() =>
  import('#client/features/accounts/components/confirm-email-change').then((m) => ({ default: m.ConfirmEmailChange })),
);

/** `/auth/verify?token=…`: the link of the verification mail; `?email-change=…`: the link confirming a new address. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const change = params.get('email-change');
  if (change === null) return <VerifyEmail />;
  return (
    <Suspense fallback={<PageSpinner label="Confirming your new email" />}>
      <ConfirmEmailChange token={change} />
    </Suspense>
  );
}

function VerifyEmail() {
  usePageMeta({ title: 'Verify your email', description: 'Confirm your email address for Sillage.' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const { reload } = useAuth();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    verify.mutate(token, { onSuccess: () => void reload().catch(() => {}) });
  }, [token, verify, reload]);

  if (token && (verify.isPending || verify.isIdle)) return <PageSpinner label="Verifying your email" />;
  const ok = verify.isSuccess;
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      {ok ? <CheckCircle2 aria-hidden className="size-14 text-primary" /> : <XCircle aria-hidden className="size-14 text-destructive" />}
      <h1 className="text-3xl font-semibold">{ok ? 'Email verified' : 'Verification failed'}</h1>
      <p className="text-muted-foreground">
        {ok ? 'Thank you! Your account is now verified.' : (verify.error?.message ?? 'This verification link is invalid or has expired.')}
      </p>
      <Button asChild>
        <Link to="/dashboard">Go to Dashboard</Link>
      </Button>
    </section>
  );
}
