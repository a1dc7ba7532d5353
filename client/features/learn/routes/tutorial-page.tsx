import { useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, Clock, Eye } from 'lucide-react';
import { MSG } from '#common/messages';
import { MarkdownContent } from '#client/components/markdown-content';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { ApiError } from '#client/lib/api';
import { notify } from '#client/lib/notify';
import { useTutorial } from '#client/features/learn/api/get-tutorial';

/** `/tutorial?id=` and `/tutorial/:tutorialId` (spec 001 §2): unknown ids toast and go back to /learn. */
export default function TutorialPage() {
  const { tutorialId } = useParams();
  const [params] = useSearchParams();
  const id = tutorialId ?? params.get('id') ?? undefined;
  const navigate = useNavigate();
  const query = useTutorial(id);

  useEffect(() => {
    if (!id) {
      notify.error(MSG.tutorialNotFound, MSG.tutorialNotFoundGeneric);
      navigate('/learn', { replace: true });
    } else if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
      notify.error(MSG.tutorialNotFound, MSG.tutorialIdNotFound(id));
      navigate('/learn', { replace: true });
    }
  }, [id, query.error, navigate]);

  const back = (
    <Button asChild variant="ghost" className="justify-self-start">
      <Link to="/learn?tab=tutorials">
        <ArrowLeft aria-hidden className="size-4" /> Back to Learn
      </Link>
    </Button>
  );
  if (query.isLoading || !query.data) {
    return (
      <section className="grid gap-4" aria-busy="true">
        {back}
        {query.isError && !(query.error instanceof ApiError && query.error.status < 500) ? (
          <p role="alert">The tutorial could not be loaded. {query.error.message}</p>
        ) : (
          <>
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="h-64" />
          </>
        )}
      </section>
    );
  }
  const t = query.data;
  return (
    <article className="mx-auto grid w-full max-w-3xl gap-4">
      {back}
      <header className="grid gap-2">
        <h1 className="font-serif text-3xl font-semibold">{t.title}</h1>
        <p className="text-muted-foreground">{t.description}</p>
        <p className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <Badge variant="secondary">{t.level}</Badge>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-4" /> {t.duration}
          </span>
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden className="size-4" /> {t.views.toLocaleString('en-US')} views
          </span>
        </p>
      </header>
      <MarkdownContent html={t.contentHtml} />
      <Button asChild variant="outline" className="justify-self-start">
        <Link to="/learn?tab=tutorials">
          <ArrowLeft aria-hidden className="size-4" /> Back to Learn
        </Link>
      </Button>
    </article>
  );
}
