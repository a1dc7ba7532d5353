import { Link } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { SignupForm } from '../components/signup-form';

/** `/customer`: sign-up for perfume lovers. */
export default function CustomerSignupPage() {
  return (
    <AuthCard title="Join as a Perfume Lover" description="Discover scents, learn the craft and share your favourites.">
      <SignupForm journey="customer" />
      <p className="mt-4 text-center text-sm text-muted-foreground">
        Already have an account? <Link to="/auth" className="font-medium text-primary underline underline-offset-4">Sign In</Link>
      </p>
    </AuthCard>
  );
}
