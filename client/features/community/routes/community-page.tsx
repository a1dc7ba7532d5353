import { Link } from 'react-router';
import { PlusSquare, Search } from 'lucide-react';
import { VerifyEmailBanner } from '#client/components/verify-email-banner';
import { Button } from '#client/components/ui/button';
import { useAuth } from '#client/lib/auth';
import { PostComposer } from '#client/features/community/components/post-composer';
import { PostFeed } from '#client/features/community/components/post-feed';
import type { PagePrefetch } from '#client/lib/prerender';
import { getFeedQueryOptions } from '#client/features/community/api/get-feed';

/** A visitor's first view (client/lib/prerender.ts): the feed's first page. */
export const prefetch: PagePrefetch = (client) => client.prefetchInfiniteQuery(getFeedQueryOptions());

/** `/community`: the social feed, with the composer on top (the feed sets the page's tags: the open post's, if any). */
export default function CommunityPage() {
  const { user } = useAuth();
  return (
    <section className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">Community</h1>
          <p className="text-muted-foreground">
            {user ? `Good to see you, ${user.username}.` : 'Perfume lovers, perfumers and brands, sharing what they make.'}
          </p>
        </div>
        <nav aria-label="Community tools" className="hidden gap-2 md:flex">
          <Button asChild variant="outline" size="sm">
            <Link to="/community/search">
              <Search aria-hidden /> Search posts
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/community/upload">
              <PlusSquare aria-hidden /> Upload
            </Link>
          </Button>
        </nav>
      </header>
      <VerifyEmailBanner />
      <PostComposer />
      <PostFeed />
    </section>
  );
}
