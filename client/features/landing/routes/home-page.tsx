import { Link } from 'react-router';
import { FlaskConical, LogIn } from 'lucide-react';
import { GuestOnly } from '#client/components/route-guards';
import { Button } from '#client/components/ui/button';
import { MarketingStats } from '#client/components/marketing-stats';
import { usePageMeta } from '#client/lib/page-meta';

/** `/`: the landing page for visitors; a signed-in user goes to /community. */
export default function HomePage() {
  usePageMeta({
    description: 'Sillage: a community, a school and a formula studio for people who make and love perfume.',
    og: { type: 'website' },
  });
  return (
    <GuestOnly>
      <section className="mx-auto flex max-w-3xl flex-col items-center gap-8 py-12 text-center md:py-20">
        <h1 className="text-4xl font-semibold text-balance md:text-6xl">Discover Your Perfect Scent Journey</h1>
        <p className="max-w-xl text-lg text-muted-foreground">
          Learn the craft, share your creations, shop perfumery supplies and turn a described scent into a real formula with Finding Notes.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/finding-notes">
              <FlaskConical aria-hidden className="size-5" /> Finding Notes
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/welcome">
              <LogIn aria-hidden className="size-5" /> Sign In
            </Link>
          </Button>
        </div>
        <div className="w-full">
          <MarketingStats />
        </div>
        <p className="text-sm text-muted-foreground">
          Not ready yet?{' '}
          <Link className="font-medium text-primary underline underline-offset-4" to="/waitlist">
            Join the waitlist
          </Link>
        </p>
      </section>
    </GuestOnly>
  );
}
