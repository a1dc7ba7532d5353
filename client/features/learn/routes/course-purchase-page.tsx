import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Check, Clock, Eye, Lock, ShieldCheck, ShoppingCart, Undo2 } from 'lucide-react';
import { MSG } from '#common/messages';
import { formatCents } from '#common/money';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { ApiError } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { useCart } from '#client/lib/cart';
import { notify } from '#client/lib/notify';
import { useCourse } from '#client/features/learn/api/get-course';

/** `/course-purchase/:id`: the course, its curriculum and the price box (spec 000 §3). */
export default function CoursePurchasePage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const cart = useCart();
  const query = useCourse(id);

  useEffect(() => {
    if (!id) {
      notify.error(MSG.courseNotFound, MSG.noCourseId);
      navigate('/learn', { replace: true });
    } else if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
      notify.error(MSG.courseNotFound, query.error.status === 404 ? query.error.message : MSG.courseNotFoundGeneric);
      navigate('/learn', { replace: true });
    }
  }, [id, query.error, navigate]);

  if (query.isLoading || !query.data) {
    return (
      <section className="grid place-items-center gap-3 py-16" aria-busy="true">
        {query.isError && query.error instanceof ApiError && query.error.status >= 500 ? (
          <p role="alert">{query.error.message}</p>
        ) : (
          <>
            <Spinner />
            <p>{MSG.loadingCourse}</p>
          </>
        )}
      </section>
    );
  }
  const c = query.data;
  const inCart = cart.items.some((i) => i.type === 'course' && i.id === c.id);

  async function handleAddToCart() {
    if (!user) {
      notify.error(MSG.signInRequired, MSG.signInToPurchaseCourses);
      navigate('/auth');
      return;
    }
    await cart.addItem({ id: c.id, type: 'course' });
  }

  return (
    <section className="grid gap-6">
      <Button asChild variant="ghost" className="justify-self-start">
        <Link to="/learn">
          <ArrowLeft aria-hidden className="size-4" /> Back to Learn
        </Link>
      </Button>
      {c.status !== 'published' && (
        <p role="status" className="flex flex-wrap items-center gap-2 rounded-lg bg-warning p-3 text-sm text-warning-foreground">
          <Eye aria-hidden className="size-4" />
          {c.status === 'draft' ? (
            <>
              Preview of a draft: learners cannot see this course until it is published.
              <Link to="/admin?tab=content" className="font-medium underline">
                Back to Admin Content
              </Link>
            </>
          ) : (
            'This course is archived: it is no longer on /learn, and whoever has it keeps it.'
          )}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="grid content-start gap-6">
          <header className="grid gap-3">
            <div className="flex flex-wrap gap-2">
              <Badge>{MSG.premiumCourse}</Badge>
              <Badge variant="secondary">{c.level}</Badge>
            </div>
            <h1 className="font-serif text-3xl font-semibold">{c.title}</h1>
            <p className="text-muted-foreground">{c.description}</p>
            <p className="flex flex-wrap gap-4 text-sm text-muted-foreground">
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden className="size-4" /> {c.duration}
              </span>
              <span>{c.lessonCount} lessons</span>
              {c.instructor && <span>with {c.instructor.name}</span>}
            </p>
          </header>
          <Card>
            <CardHeader>
              <CardTitle>{MSG.whatYoullLearn}</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-2">
                {c.outcomes.concat(c.features).map((o) => (
                  <li key={o} className="flex gap-2">
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" /> {o}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Curriculum</CardTitle>
            </CardHeader>
            <CardContent>
              <ol className="grid gap-4">
                {c.curriculum.map((m) => (
                  <li key={m.position}>
                    <h3 className="font-semibold">
                      Module {m.position}: {m.title}
                    </h3>
                    <p className="text-sm text-muted-foreground">{m.summary}</p>
                    <ul className="mt-2 grid gap-1 text-sm">
                      {m.lessons.map((l) => (
                        <li key={l.id} className="flex justify-between gap-2">
                          <span className="inline-flex items-center gap-2">
                            {!c.hasAccess && <Lock aria-hidden className="size-3" />}
                            {l.title}
                          </span>
                          <span className="text-muted-foreground">{l.minutes} min</span>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>
        </div>
        <aside>
          <Card className="lg:sticky lg:top-20">
            <CardContent className="grid gap-4 pt-6">
              <p className="text-3xl font-semibold">{formatCents(c.priceCents)}</p>
              <p className="text-sm text-muted-foreground">{MSG.oneTimePayment}</p>
              {c.hasAccess ? (
                <Button asChild>
                  <Link to={`/course/${c.id}/module/1`}>{MSG.viewCourse}</Link>
                </Button>
              ) : c.status !== 'published' ? (
                <p className="text-sm text-muted-foreground">Not on sale</p>
              ) : inCart ? (
                <Button asChild>
                  <Link to="/checkout">Go to checkout</Link>
                </Button>
              ) : (
                <Button onClick={handleAddToCart}>
                  <ShoppingCart aria-hidden className="size-4" /> Add to Cart
                </Button>
              )}
              <ul className="grid gap-2 text-sm text-muted-foreground">
                <li className="inline-flex items-center gap-2">
                  <Undo2 aria-hidden className="size-4" /> {MSG.moneyBack}
                </li>
                <li className="inline-flex items-center gap-2">
                  <ShieldCheck aria-hidden className="size-4" /> {MSG.securePayment}
                </li>
              </ul>
            </CardContent>
          </Card>
        </aside>
      </div>
    </section>
  );
}
