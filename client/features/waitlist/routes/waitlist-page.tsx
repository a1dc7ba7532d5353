import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CheckCircle2 } from 'lucide-react';
import { MSG } from '#common/messages';
import type { WaitlistJoinInput } from '#common/schemas/waitlist';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { MarketingStats } from '#client/components/marketing-stats';
import { ApiError } from '#client/lib/api';
import { lazyZodResolver } from '#client/lib/lazy-load';
import { notify } from '#client/lib/notify';
import { useJoinWaitlist } from '#client/features/waitlist/api/join-waitlist';
import { usePageMeta } from '#client/lib/page-meta';

const resolver = lazyZodResolver(() => import('#common/schemas/waitlist').then((m) => m.WaitlistJoinSchema));

/** `/waitlist`: pre-launch sign-up with one email field. */
export default function WaitlistPage() {
  usePageMeta({ title: 'Join the waitlist', description: 'Join the Sillage waitlist.' });
  const join = useJoinWaitlist();
  const [joined, setJoined] = useState(false);
  const form = useForm<WaitlistJoinInput>({ resolver, defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await join.mutateAsync(email);
      notify.success(MSG.waitlistJoined);
      setJoined(true);
      form.reset();
    } catch (err) {
      const message =
        err instanceof ApiError && err.status === 409
          ? MSG.waitlistDuplicate
          : err instanceof ApiError && err.status === 400
            ? err.message
            : MSG.waitlistFallback;
      form.setError('email', { message });
      notify.error(message);
    }
  });

  return (
    <section className="mx-auto grid max-w-3xl gap-8 py-8 text-center">
      <div className="grid gap-3">
        <h1 className="text-4xl font-semibold text-balance">Be the first to know when Sillage opens</h1>
        <p className="text-lg text-muted-foreground">Join the waitlist and we'll email you on launch day.</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="mx-auto grid w-full max-w-md gap-3 text-left">
        <Field id="waitlist-email" label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
        </Field>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Joining…' : 'Join Waitlist'}
        </Button>
        {joined && (
          <p role="status" className="flex items-center gap-2 text-sm text-success-foreground">
            <CheckCircle2 aria-hidden className="size-4" /> {MSG.waitlistJoined}
          </p>
        )}
      </form>
      <MarketingStats withWaitlist />
    </section>
  );
}
