import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { BookOpen, Download, GraduationCap, MapPin, UserRound } from 'lucide-react';
import { MSG } from '#common/messages';
import { RESOURCE_TYPES, type ResourceType } from '#common/constants';
import { Avatar, AvatarFallback, AvatarImage } from '#client/components/ui/avatar';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardFooter } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import { Skeleton } from '#client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { notify } from '#client/lib/notify';
import { useCourses } from '#client/features/learn/api/list-courses';
import { LoadMore } from '#client/components/load-more';
import type { PagedList } from '#client/lib/paged';
import { useExperts } from '#client/features/learn/api/list-experts';
import { useResources } from '#client/features/learn/api/list-resources';
import { useTutorials } from '#client/features/learn/api/list-tutorials';
import { CourseCard } from '#client/features/learn/components/course-card';

const TABS = ['courses', 'tutorials', 'experts', 'resources'] as const;
type Tab = (typeof TABS)[number];

/** `/learn` and `/learn/resources`: Courses, Tutorials, Experts and Resources (spec 000 §2). */
export default function LearnPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = params.get('type');
  const fromPath: Tab = location.pathname.includes('resources') || type ? 'resources' : ((params.get('tab') as Tab) ?? 'courses');
  const tab = TABS.includes(fromPath) ? fromPath : 'courses';
  const resourceType = (RESOURCE_TYPES as readonly string[]).includes(type ?? '') ? (type as ResourceType) : undefined;

  return (
    <section className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-semibold">Learn</h1>
        <p className="text-muted-foreground">Courses, tutorials and resources from working perfumers.</p>
      </header>
      <Tabs
        value={tab}
        onValueChange={(v) => navigate(v === 'resources' ? '/learn/resources' : v === 'courses' ? '/learn' : `/learn?tab=${v}`)}
      >
        <TabsList className="flex-wrap">
          <TabsTrigger value="courses">Courses</TabsTrigger>
          <TabsTrigger value="tutorials">Tutorials</TabsTrigger>
          <TabsTrigger value="experts">Experts</TabsTrigger>
          <TabsTrigger value="resources">Resources</TabsTrigger>
        </TabsList>
        <TabsContent value="courses" className="pt-4">
          <CoursesTab />
        </TabsContent>
        <TabsContent value="tutorials" className="pt-4">
          <TutorialsTab />
        </TabsContent>
        <TabsContent value="experts" className="pt-4">
          <ExpertsTab />
        </TabsContent>
        <TabsContent value="resources" className="pt-4">
          <ResourcesTab type={resourceType} />
        </TabsContent>
      </Tabs>
    </section>
  );
}

/** Load more (by button or by scrolling) while the server has further pages. */
function More({ list, count }: { list: PagedList<unknown>; count: number }) {
  return (
    <LoadMore
      hasNextPage={list.hasNextPage}
      isFetchingNextPage={list.isFetchingNextPage}
      fetchNextPage={list.fetchNextPage}
      count={count}
    />
  );
}

function GridSkeleton({ label }: { label: string }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i}>
          <Skeleton className="h-64" />
        </li>
      ))}
    </ul>
  );
}

function CoursesTab() {
  const query = useCourses();
  const courses = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (query.isLoading) return <GridSkeleton label="Loading courses" />;
  if (query.isError)
    return (
      <EmptyState
        icon={<GraduationCap />}
        title="Courses could not be loaded"
        description={query.error.message}
        action={<Button onClick={() => query.refetch()}>Try Again</Button>}
      />
    );
  if (!courses.length) return <EmptyState icon={<GraduationCap />} title="No courses yet" description="New courses are on their way." />;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Courses">
        {courses.map((c) => (
          <li key={c.id}>
            <CourseCard course={c} />
          </li>
        ))}
      </ul>
      <More list={query} count={courses.length} />
    </div>
  );
}

function TutorialsTab() {
  const query = useTutorials();
  if (query.isLoading) return <GridSkeleton label="Loading tutorials" />;
  if (query.isError)
    return (
      <EmptyState
        icon={<BookOpen />}
        title="Tutorials could not be loaded"
        description={query.error.message}
        action={<Button onClick={() => query.refetch()}>Try Again</Button>}
      />
    );
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (!items.length) return <EmptyState icon={<BookOpen />} title="No tutorials yet" />;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4 sm:grid-cols-2" aria-label="Tutorials">
        {items.map((t) => (
          <li key={t.id}>
            <Card className="h-full">
              <CardContent className="grid gap-2 pt-6">
                <div className="flex gap-2">
                  <Badge variant="secondary">{t.level}</Badge>
                  <span className="text-sm text-muted-foreground">{t.duration}</span>
                </div>
                <h2 className="font-serif text-lg font-semibold">
                  <Link to={`/tutorial?id=${t.id}`} className="hover:underline">
                    {t.title}
                  </Link>
                </h2>
                <p className="text-sm text-muted-foreground">{t.description}</p>
                <p className="text-xs text-muted-foreground">{t.views.toLocaleString('en-US')} views</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <More list={query} count={items.length} />
    </div>
  );
}

function ExpertsTab() {
  const query = useExperts();
  if (query.isLoading) return <GridSkeleton label="Loading experts" />;
  if (query.isError)
    return (
      <EmptyState
        icon={<UserRound />}
        title="Experts could not be loaded"
        description={query.error.message}
        action={<Button onClick={() => query.refetch()}>Try Again</Button>}
      />
    );
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (!items.length) return <EmptyState icon={<UserRound />} title="No experts yet" />;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Experts">
        {items.map((e) => (
          <li key={e.id}>
            <Card className="h-full">
              <CardContent className="grid gap-3 pt-6">
                <div className="flex items-center gap-3">
                  <Avatar className="size-12">
                    {e.avatarUrl && <AvatarImage src={e.avatarUrl} alt="" />}
                    <AvatarFallback>{e.name.slice(0, 1).toUpperCase()}</AvatarFallback>
                  </Avatar>
                  <div>
                    <h2 className="font-semibold">{e.name}</h2>
                    <p className="text-sm text-muted-foreground">{e.role}</p>
                  </div>
                </div>
                {e.location && (
                  <p className="inline-flex items-center gap-1 text-sm text-muted-foreground">
                    <MapPin aria-hidden className="size-4" /> {e.location}
                  </p>
                )}
                {e.bio && <p className="text-sm">{e.bio}</p>}
              </CardContent>
              <CardFooter>
                <Button asChild variant="outline">
                  <Link to={`/profile/${e.id}`}>View {e.name}</Link>
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
      <More list={query} count={items.length} />
    </div>
  );
}

function ResourcesTab({ type }: { type?: ResourceType }) {
  const query = useResources(type);
  if (query.isLoading) return <GridSkeleton label="Loading resources" />;
  if (query.isError)
    return (
      <EmptyState
        icon={<Download />}
        title="Resources could not be loaded"
        description={query.error.message}
        action={<Button onClick={() => query.refetch()}>Try Again</Button>}
      />
    );
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (!items.length) return <EmptyState icon={<Download />} title="No resources of this kind yet" />;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4 sm:grid-cols-2" aria-label="Resources">
        {items.map((r) => (
          <li key={r.id}>
            <Card className="flex h-full flex-col">
              <CardContent className="grid flex-1 content-start gap-2 pt-6">
                <Badge variant="secondary" className="justify-self-start capitalize">
                  {r.type}
                </Badge>
                <h2 className="font-serif text-lg font-semibold">{r.title}</h2>
                <p className="text-sm text-muted-foreground">{r.description}</p>
                <p className="text-sm">{r.content}</p>
              </CardContent>
              <CardFooter>
                {r.fileUrl ? (
                  <Button asChild>
                    <a href={r.fileUrl} download>
                      <Download aria-hidden className="size-4" /> {r.actionLabel}
                    </a>
                  </Button>
                ) : (
                  <Button variant="outline" onClick={() => notify.info(MSG.comingSoon, MSG.comingSoonDescription(r.type), 3000)}>
                    {r.actionLabel}
                  </Button>
                )}
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
      <More list={query} count={items.length} />
    </div>
  );
}
