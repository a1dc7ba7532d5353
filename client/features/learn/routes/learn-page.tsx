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
import type { PagePrefetch } from '#client/lib/prerender';
import { getCoursesQueryOptions, useCourses } from '#client/features/learn/api/list-courses';
import { LoadMore } from '#client/components/load-more';
import type { PagedList } from '#client/lib/paged';
import { getExpertsQueryOptions, useExperts } from '#client/features/learn/api/list-experts';
import { getResourcesQueryOptions, useResources } from '#client/features/learn/api/list-resources';
import { getTutorialsQueryOptions, useTutorials } from '#client/features/learn/api/list-tutorials';
import { CourseCard } from '#client/features/learn/components/course-card';

const TABS = ['courses', 'tutorials', 'experts', 'resources'] as const;
type Tab = (typeof TABS)[number];

/** The tab the address names (`/learn/resources`, `?tab=`, `?type=`) and the resource type, if one. */
function tabIn(pathname: string, params: URLSearchParams): { tab: Tab; resourceType?: ResourceType } {
  const type = params.get('type');
  const fromPath: Tab = pathname.includes('resources') || type ? 'resources' : ((params.get('tab') as Tab) ?? 'courses');
  const resourceType = (RESOURCE_TYPES as readonly string[]).includes(type ?? '') ? (type as ResourceType) : undefined;
  return { tab: TABS.includes(fromPath) ? fromPath : 'courses', resourceType };
}

/** A visitor's first view (client/lib/prerender.ts): the first page of the tab the address names. */
export const prefetch: PagePrefetch = (client, { pathname, search }) => {
  const { tab, resourceType } = tabIn(pathname, search);
  if (tab === 'courses') return client.prefetchInfiniteQuery(getCoursesQueryOptions(null));
  if (tab === 'tutorials') return client.prefetchInfiniteQuery(getTutorialsQueryOptions());
  if (tab === 'experts') return client.prefetchInfiniteQuery(getExpertsQueryOptions());
  return client.prefetchInfiniteQuery(getResourcesQueryOptions(resourceType));
};

/** `/learn` and `/learn/resources`: Courses, Tutorials, Experts and Resources (spec 000 §2). */
export default function LearnPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { tab, resourceType } = tabIn(location.pathname, params);

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

/**
 * One tab's list: a skeleton while it loads, '… could not be loaded' with Try Again, the empty state, then the
 * cards and Load more (by button or by scrolling) while the server has further pages.
 */
function PagedGrid<T extends { id: string }>({
  list,
  what,
  icon,
  empty,
  className,
  item,
}: {
  list: PagedList<T>;
  what: string;
  icon: React.ReactElement;
  empty: { title: string; description?: string };
  className: string;
  item: (row: T) => React.ReactNode;
}) {
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  if (list.isLoading) return <GridSkeleton label={`Loading ${what.toLowerCase()}`} />;
  if (list.isError)
    return (
      <EmptyState
        icon={icon}
        title={`${what} could not be loaded`}
        description={list.error.message}
        action={<Button onClick={() => list.refetch()}>Try Again</Button>}
      />
    );
  if (!items.length) return <EmptyState icon={icon} title={empty.title} description={empty.description} />;
  return (
    <div className="grid gap-4">
      <ul className={className} aria-label={what}>
        {items.map((row) => (
          <li key={row.id}>{item(row)}</li>
        ))}
      </ul>
      <LoadMore list={list} count={items.length} />
    </div>
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
  return (
    <PagedGrid
      list={useCourses()}
      what="Courses"
      icon={<GraduationCap />}
      empty={{ title: 'No courses yet', description: 'New courses are on their way.' }}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      item={(c) => <CourseCard course={c} />}
    />
  );
}

function TutorialsTab() {
  return (
    <PagedGrid
      list={useTutorials()}
      what="Tutorials"
      icon={<BookOpen />}
      empty={{ title: 'No tutorials yet' }}
      className="grid gap-4 sm:grid-cols-2"
      item={(t) => (
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
      )}
    />
  );
}

function ExpertsTab() {
  return (
    <PagedGrid
      list={useExperts()}
      what="Experts"
      icon={<UserRound />}
      empty={{ title: 'No experts yet' }}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      item={(e) => (
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
      )}
    />
  );
}

function ResourcesTab({ type }: { type?: ResourceType }) {
  return (
    <PagedGrid
      list={useResources(type)}
      what="Resources"
      icon={<Download />}
      empty={{ title: 'No resources of this kind yet' }}
      className="grid gap-4 sm:grid-cols-2"
      item={(r) => (
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
      )}
    />
  );
}
