import { Link } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { SignupForm } from '../components/signup-form';

/** `/perfumer`: sign-up for perfumers. */
export default function PerfumerSignupPage() {
  return (
    <AuthCard title="Join as a Perfumer" description="Share your creations, hold discussions in AromaSpace and use Finding Notes without limits.">
      <SignupForm journey="perfumer" />
      <p className="mt-4 text-center text-sm text-muted-foreground">
        Already have an account? <Link to="/auth" className="font-medium text-primary underline underline-offset-4">Sign In</Link>
      </p>
    </AuthCard>
  );
}
