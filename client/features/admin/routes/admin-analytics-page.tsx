import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { MSG } from '#common/messages';
import { ANALYTICS_RANGES } from '#common/constants';
import { PageSpinner } from '#client/components/page-spinner';
import { RequireAdmin } from '#client/components/route-guards';
import { StaffTwoFactorGate } from '#client/components/two-factor-gate';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import { Tabs, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { notify } from '#client/lib/notify';
import { useAnalytics } from '#client/features/admin/api/analytics';

const CHART_TITLES = { activity: 'Activity per day', commerce: 'Orders and revenue per day' } as const;

// The chart library is only loaded on this page.
const ActivityChart = lazy(() => import('#client/features/admin/components/activity-chart').then((m) => ({ default: m.ActivityChart })));

/** `/admin/analytics`: the spec's statistics, charts per day and recent activity. */
export default function AdminAnalyticsPage() {
  return (
    <RequireAdmin>
      <StaffTwoFactorGate>
        <AdminAnalytics />
      </StaffTwoFactorGate>
    </RequireAdmin>
  );
}

function Tile({ label, value }: { label: string; value: number | null }) {
  return (
    <Card>
      <CardContent className="grid gap-1 p-4">
        <span className="text-sm text-muted-foreground">{label}</span>
        <span className="text-3xl font-semibold tabular-nums">{value === null ? '—' : value.toLocaleString('en-US')}</span>
        {value === null && <span className="text-xs text-muted-foreground">Not available yet</span>}
      </CardContent>
    </Card>
  );
}

function AdminAnalytics() {
  const [days, setDays] = useState<number>(30);
  const query = useAnalytics(days);
  useEffect(() => {
    if (query.isError) notify.error(MSG.failedToLoadAdminStats);
  }, [query.isError]);
  if (query.isLoading) return <PageSpinner label="Loading statistics" />;
  if (query.isError || !query.data)
    return <EmptyState title={MSG.failedToLoadAdminStats} action={<Button onClick={() => query.refetch()}>Try again</Button>} />;
  const { totals, series, recent } = query.data;
  return (
    <section className="grid gap-6">
      <h1 className="text-3xl font-semibold">Admin Analytics</h1>
      <section aria-labelledby="user-stats" className="grid gap-3">
        <h2 id="user-stats" className="text-xl font-semibold">
          User Statistics
        </h2>
        <div className="grid gap-3 sm:grid-cols-3">
          <Tile label="Total Users" value={totals.totalUsers} />
          <Tile label="Professional Users" value={totals.professionalUsers} />
          <Tile label="Free Users" value={totals.freeUsers} />
        </div>
      </section>
      <section aria-labelledby="content-stats" className="grid gap-3">
        <h2 id="content-stats" className="text-xl font-semibold">
          Content Statistics
        </h2>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Tile label="Community Posts" value={totals.communityPosts} />
          <Tile label="Community Comments" value={totals.communityComments} />
          <Tile label="Professional Discussions" value={totals.professionalDiscussions} />
          <Tile label="Discussion Comments" value={totals.discussionComments} />
        </div>
      </section>
      <section aria-labelledby="charts" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="charts" className="text-xl font-semibold">
            Per day
          </h2>
          <Tabs value={String(days)} onValueChange={(v) => setDays(Number(v))}>
            <TabsList aria-label="Range">
              {ANALYTICS_RANGES.map((d) => (
                <TabsTrigger key={d} value={String(d)}>
                  {d} days
                </TabsTrigger>
              ))}
            </TabsList>
          </Tabs>
        </div>
        {(['activity', 'commerce'] as const).map((chart) => (
          <Card key={chart}>
            <CardHeader>
              <CardTitle>
                <h3>{CHART_TITLES[chart]}</h3>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <Suspense fallback={<PageSpinner label="Loading the chart" />}>
                <ActivityChart series={series} chart={chart} title={CHART_TITLES[chart]} />
              </Suspense>
            </CardContent>
          </Card>
        ))}
      </section>
      <Card>
        <CardHeader className="flex flex-row items-center justify-between">
          <CardTitle>
            <h2>Recent Activity</h2>
          </CardTitle>
          <Button asChild variant="link">
            <Link to="/community">View All</Link>
          </Button>
        </CardHeader>
        <CardContent>
          {recent.length === 0 ? (
            <p className="text-sm text-muted-foreground">No community activity yet.</p>
          ) : (
            <ul className="grid gap-2">
              {recent.map((r) => (
                <li key={`${r.kind}-${r.id}`} className="text-sm">
                  <span className="font-medium">{r.author}</span> {r.kind === 'post' ? 'posted' : 'commented'}: {r.excerpt}{' '}
                  <time className="text-muted-foreground" dateTime={r.createdAt}>
                    {new Date(r.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
