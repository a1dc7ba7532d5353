import { JourneySignup } from '#client/features/accounts/components/journey-signup';
import { usePageMeta } from '#client/lib/page-meta';

/** `/customer`: sign-up for perfume lovers. */
export default function CustomerSignupPage() {
  usePageMeta({ title: 'Join as a perfume lover', description: 'Create your Sillage account as a perfume lover.' });
  return (
    <JourneySignup
      journey="customer"
      title="Join as a Perfume Lover"
      description="Discover scents, learn the craft and share your favourites."
    />
  );
}
