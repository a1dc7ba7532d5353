import { Link } from 'react-router';
import type { Journey } from '#common/schemas/auth';
import { AuthCard } from './auth-card';
import { SignupForm } from './signup-form';

/** The email-and-password sign-up page of one journey (perfume lover or perfumer). */
export function JourneySignup({ journey, title, description }: { journey: Exclude<Journey, 'brand'>; title: string; description: string }) {
  return (
    <AuthCard title={title} description={description}>
      <SignupForm journey={journey} />
      <p className="mt-4 text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to="/auth" className="font-medium text-primary underline underline-offset-4">
          Sign In
        </Link>
      </p>
    </AuthCard>
  );
}
