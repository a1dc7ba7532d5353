import { useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, ArrowRight, Award, CheckCircle2, Circle } from 'lucide-react';
import { MSG } from '#common/messages';
import { MarkdownContent } from '#client/components/markdown-content';
import { Button } from '#client/components/ui/button';
import { Progress } from '#client/components/ui/progress';
import { Skeleton } from '#client/components/ui/skeleton';
import { ApiError } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { notify } from '#client/lib/notify';
import { cn } from '#client/lib/cn';
import { useCourseModule } from '#client/features/learn/api/get-module';
import { useSetLessonComplete } from '#client/features/learn/api/set-lesson-complete';

/**
 * `/course/:id/module/:n`: the module's lessons with completion ticks, the current lesson, Mark
 * complete and previous/next. Visitors are sent to sign in; members without access to the course page.
 */
export default function CoursePlayerPage() {
  const { id = '', n = '1' } = useParams();
  const moduleNumber = Math.max(1, Number.parseInt(n, 10) || 1);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { user, loading } = useAuth();
  const query = useCourseModule(id, moduleNumber, !loading && !!user);
  const setComplete = useSetLessonComplete(id);

  useEffect(() => {
    if (loading) return;
    if (!user || (query.error instanceof ApiError && query.error.status === 401)) {
      notify.error(MSG.signInRequired, MSG.signInToAccessCourse);
      navigate('/auth', { replace: true });
    } else if (query.error instanceof ApiError && query.error.status === 403) {
      navigate(`/course-purchase/${id}`, { replace: true });
    } else if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
      notify.error(MSG.courseNotFound, query.error.message);
      navigate('/learn', { replace: true });
    }
  }, [loading, user, query.error, navigate, id]);

  if (!query.data) {
    return (
      <section className="grid gap-4" aria-busy="true" aria-label="Loading course content">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-96" />
      </section>
    );
  }
  const { course, module, modules, completedLessons, totalLessons } = query.data;
  const index = Math.min(Math.max(0, Number(params.get('lesson') ?? 1) - 1), module.lessons.length - 1);
  const lesson = module.lessons[index];
  const isLastModule = moduleNumber >= modules.length;
  const goTo = (i: number) => setParams({ lesson: String(i + 1) });

  async function handleToggle() {
    try {
      await setComplete.mutateAsync({ lessonId: lesson.id, complete: !lesson.completed });
    } catch (err) {
      notify.error('Progress was not saved', err instanceof Error ? err.message : undefined);
    }
  }

  return (
    <section className="grid gap-6">
      <header className="grid gap-2">
        <Button asChild variant="ghost" className="justify-self-start">
          <Link to="/learn">
            <ArrowLeft aria-hidden className="size-4" /> Back to Learn
          </Link>
        </Button>
        <h1 className="font-serif text-2xl font-semibold">{course.title}</h1>
        <div className="grid max-w-md gap-1">
          <Progress value={course.progressPercent ?? 0} aria-label="Course progress" />
          <p className="text-sm text-muted-foreground" data-testid="course-progress">
            {course.progressPercent ?? 0}% complete · {completedLessons} of {totalLessons} lessons
          </p>
        </div>
        {course.progressPercent === 100 && (
          <Button asChild className="justify-self-start">
            <Link to={`/course/${course.id}/certificate`}>
              <Award aria-hidden className="size-4" /> View your certificate
            </Link>
          </Button>
        )}
      </header>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <nav aria-label="Course modules" className="grid content-start gap-4">
          {modules.map((m) => (
            <div key={m.position}>
              <Link
                to={`/course/${course.id}/module/${m.position}`}
                className={cn('font-semibold hover:underline', m.position === moduleNumber && 'text-primary')}
                aria-current={m.position === moduleNumber ? 'page' : undefined}
              >
                Module {m.position}: {m.title}
              </Link>
              {m.position === moduleNumber && (
                <ol className="mt-2 grid gap-1" aria-label="Lessons">
                  {module.lessons.map((l, i) => (
                    <li key={l.id}>
                      <button
                        type="button"
                        onClick={() => goTo(i)}
                        className={cn(
                          'flex w-full items-center gap-2 rounded px-2 py-1 text-left text-sm hover:bg-muted',
                          i === index && 'bg-muted font-medium',
                        )}
                        aria-current={i === index ? 'step' : undefined}
                      >
                        {l.completed ? (
                          <CheckCircle2 aria-label="Completed" className="size-4 shrink-0 text-primary" />
                        ) : (
                          <Circle aria-label="Not completed" className="size-4 shrink-0 text-muted-foreground" />
                        )}
                        {l.title}
                      </button>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          ))}
        </nav>
        <article className="grid content-start gap-4">
          <p className="text-sm text-muted-foreground">
            Module {module.position} · Lesson {lesson.position} of {module.lessons.length} · {lesson.minutes} min
          </p>
          {lesson.videoUrl && (
            <video controls preload="metadata" src={lesson.videoUrl} className="w-full rounded" aria-label={`${lesson.title} video`} />
          )}
          <MarkdownContent html={lesson.bodyHtml} />
          <div className="flex flex-wrap items-center gap-3 border-t border-border pt-4">
            <Button variant={lesson.completed ? 'outline' : 'default'} onClick={handleToggle} disabled={setComplete.isPending}>
              {lesson.completed ? 'Mark incomplete' : 'Mark complete'}
            </Button>
            <div className="ml-auto flex gap-2">
              {index > 0 ? (
                <Button variant="ghost" onClick={() => goTo(index - 1)}>
                  <ArrowLeft aria-hidden className="size-4" /> Previous
                </Button>
              ) : moduleNumber > 1 ? (
                <Button asChild variant="ghost">
                  <Link to={`/course/${course.id}/module/${moduleNumber - 1}`}>
                    <ArrowLeft aria-hidden className="size-4" /> Previous
                  </Link>
                </Button>
              ) : null}
              {index < module.lessons.length - 1 ? (
                <Button variant="ghost" onClick={() => goTo(index + 1)}>
                  Next <ArrowRight aria-hidden className="size-4" />
                </Button>
              ) : !isLastModule ? (
                <Button asChild variant="ghost">
                  <Link to={`/course/${course.id}/module/${moduleNumber + 1}`}>
                    Next <ArrowRight aria-hidden className="size-4" />
                  </Link>
                </Button>
              ) : null}
            </div>
          </div>
        </article>
      </div>
    </section>
  );
}
