import { useAuth } from '../../../lib/auth';

/**
 * `/community`: the signed-in landing. The layout is here (and community mode on a phone);
 * the feed itself arrives with the community release.
 */
export default function CommunityPage() {
  const { user } = useAuth();
  return (
    <section className="grid gap-6">
      <header>
        <div>
          <h1 className="text-3xl font-semibold">Community</h1>
          <p className="text-muted-foreground">{user ? `Good to see you, ${user.username}.` : 'Perfume lovers, perfumers and brands, sharing what they make.'}</p>
        </div>
      </header>
    </section>
  );
}
