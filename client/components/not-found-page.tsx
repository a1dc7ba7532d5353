import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Compass } from 'lucide-react';
import { MSG } from '#common/messages';
import { Button } from './ui/button';

/** The not-found page: 'Oops! Page not found', a link home; the attempted path is logged. */
export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-24 text-center">
      <Compass aria-hidden className="size-12 text-gold" />
      <h1 className="text-4xl font-semibold">404</h1>
      <p className="text-lg text-muted-foreground">{MSG.pageNotFound}</p>
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}
