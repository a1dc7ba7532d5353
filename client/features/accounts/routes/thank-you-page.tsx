import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { usePageMeta } from '#client/lib/page-meta';

const REDIRECT_SECONDS = 5;

/** `/thank-you`: confirmation after sign-up; goes to /dashboard after 5 seconds. */
export default function ThankYouPage() {
  usePageMeta({ title: 'Thank you', description: 'Thank you for joining Sillage.' });
  const navigate = useNavigate();
  const [left, setLeft] = useState(REDIRECT_SECONDS);
  useEffect(() => {
    const tick = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    const go = setTimeout(() => navigate('/dashboard'), REDIRECT_SECONDS * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(go);
    };
  }, [navigate]);
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <CheckCircle2 aria-hidden className="size-14 text-primary" />
      <h1 className="text-3xl font-semibold">Thank you for joining!</h1>
      <p className="text-muted-foreground">We've sent you an email: please open the link in it to verify your account.</p>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        Taking you to your dashboard in {left} {left === 1 ? 'second' : 'seconds'}…
      </p>
      <Button onClick={() => navigate('/dashboard')}>Go to Dashboard</Button>
    </section>
  );
}
