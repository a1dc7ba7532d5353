import { Link } from 'react-router';
import { Building2, FlaskConical, Heart } from 'lucide-react';
import { usePageMeta } from '#client/lib/page-meta';

const journeys = [
  { to: '/customer', title: 'Perfume Lover', description: 'Explore fragrances, learn and share what you love.', icon: Heart },
  { to: '/perfumer', title: 'Perfumer', description: 'Create, teach and discuss with fellow perfumers.', icon: FlaskConical },
  { to: '/brand', title: 'Brand/Supplier', description: 'Present your brand or materials to the community.', icon: Building2 },
];

/** `/welcome`: choose a journey. */
export default function WelcomePage() {
  usePageMeta({ title: 'Welcome', description: 'Choose how you join Sillage: perfume lover, perfumer or brand.' });
  return (
    <section className="mx-auto max-w-4xl py-8 text-center">
      <h1 className="text-3xl font-semibold md:text-4xl">Welcome to Sillage</h1>
      <p className="mt-2 text-muted-foreground">How would you like to join?</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {journeys.map((j) => (
          <li key={j.to}>
            <Link
              to={j.to}
              className="flex h-full flex-col items-center gap-3 rounded-lg border border-border bg-card p-6 transition-colors hover:border-primary hover:bg-accent"
            >
              <j.icon aria-hidden className="size-8 text-primary" />
              <span className="font-serif text-xl font-semibold">{j.title}</span>
              <span className="text-sm text-muted-foreground">{j.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-sm text-muted-foreground">
        Already a member?{' '}
        <Link to="/auth" className="font-medium text-primary underline underline-offset-4">
          Sign In
        </Link>
      </p>
    </section>
  );
}
