import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { MSG } from '#common/messages';
import { api } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { notify } from '#client/lib/notify';
import { Button } from './ui/button';

/**
 * Shown where creating is offered (composer, upload, comments) to a signed-in member whose email is not
 * verified yet: the server refuses their posts, comments and uploads with 'Please verify your email
 * address first.' The resend endpoint is rate limited on the server (5 per account per window).
 */
export function VerifyEmailBanner() {
  const { user } = useAuth();
  const resend = useMutation({ mutationFn: () => api<{ ok: true }>('/auth/verify/resend', { method: 'POST' }) });
  if (!user || user.emailConfirmed) return null;
  const handleResend = async () => {
    try {
      await resend.mutateAsync();
      notify.success(MSG.verificationSent, MSG.verificationSentDescription);
    } catch (err) {
      notify.error(MSG.error, err instanceof Error ? err.message : MSG.genericTryAgain);
    }
  };
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-gold/40 bg-gold/10 p-4 text-sm"
    >
      <p className="flex items-center gap-2">
        <MailCheck aria-hidden className="size-4 shrink-0" />
        {MSG.verifyBanner}
      </p>
      <Button size="sm" variant="outline" onClick={handleResend} disabled={resend.isPending}>
        {resend.isPending ? 'Sending…' : MSG.resendVerification}
      </Button>
    </div>
  );
}
