import { JourneySignup } from '#client/features/accounts/components/journey-signup';

/** `/customer`: sign-up for perfume lovers. */
export default function CustomerSignupPage() {
  return <JourneySignup journey="customer" title="Join as a Perfume Lover" description="Discover scents, learn the craft and share your favourites." />;
}
