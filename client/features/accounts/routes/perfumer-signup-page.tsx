import { JourneySignup } from '#client/features/accounts/components/journey-signup';

/** `/perfumer`: sign-up for perfumers. */
export default function PerfumerSignupPage() {
  return (
    <JourneySignup
      journey="perfumer"
      title="Join as a Perfumer"
      description="Share your creations, hold discussions in AromaSpace and use Finding Notes without limits."
    />
  );
}
