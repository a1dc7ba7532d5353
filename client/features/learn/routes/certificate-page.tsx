import { Link, useParams } from 'react-router';
import { Award, Printer } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { Skeleton } from '#client/components/ui/skeleton';
import { useAuth } from '#client/lib/auth';
import { useCertificate } from '#client/features/learn/api/get-certificate';

/** `/course/:id/certificate`: printable proof of completion, issued by the server when every lesson is done. */
export default function CertificatePage() {
  const { id = '' } = useParams();
  const { user, loading } = useAuth();
  const query = useCertificate(id, !loading && !!user);
  if (!loading && !user)
    return (
      <EmptyState
        icon={<Award />}
        title="Please sign in to access course content"
        action={
          <Button asChild>
            <Link to="/auth">Sign In</Link>
          </Button>
        }
      />
    );
  if (query.isError)
    return (
      <EmptyState
        icon={<Award />}
        title="No certificate yet"
        description={query.error.message}
        action={
          <Button asChild>
            <Link to={`/course/${id}/module/1`}>Back to the course</Link>
          </Button>
        }
      />
    );
  if (!query.data) return <Skeleton className="h-96" aria-label="Loading certificate" />;
  const c = query.data;
  const date = new Date(c.completedAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  return (
    <section className="grid gap-4">
      <div className="flex justify-end gap-2 print:hidden">
        <Button variant="outline" asChild>
          <Link to={`/course/${id}/module/1`}>Back to the course</Link>
        </Button>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden className="size-4" /> Print
        </Button>
      </div>
      <article
        className="mx-auto grid w-full max-w-3xl gap-6 border-4 border-double border-primary p-8 text-center sm:p-12"
        aria-label="Certificate of completion"
      >
        <Award aria-hidden className="mx-auto size-12 text-primary" />
        <p className="tracking-widest uppercase">Certificate of completion</p>
        <p>This certifies that</p>
        <h1 className="font-serif text-4xl font-semibold">{c.memberName}</h1>
        <p>has completed every lesson of</p>
        <h2 className="font-serif text-2xl font-semibold">{c.courseTitle}</h2>
        <p>on {date}</p>
        {c.instructorName && <p className="text-sm text-muted-foreground">Instructor: {c.instructorName}</p>}
        <p className="text-sm text-muted-foreground">Sillage</p>
      </article>
    </section>
  );
}
