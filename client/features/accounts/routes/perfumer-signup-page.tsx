import { JourneySignup } from '#client/features/accounts/components/journey-signup';
import { usePageMeta } from '#client/lib/page-meta';

/** `/perfumer`: sign-up for perfumers. */
export default function PerfumerSignupPage() {
  usePageMeta({ title: 'Join as a perfumer', description: 'Create your Sillage account as a perfumer.' });
  return (
    <JourneySignup
      journey="perfumer"
      title="Join as a Perfumer"
      description="Share your creations, hold discussions in AromaSpace and use Finding Notes without limits."
    />
  );
}
