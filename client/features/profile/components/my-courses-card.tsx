import { Link } from 'react-router';
import { GraduationCap } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import { Progress } from '#client/components/ui/progress';
import { Skeleton } from '#client/components/ui/skeleton';
import { useMyCourses } from '#client/features/profile/api/my-courses';

/** My Courses: progress of each course the member is taking, saved on the server. */
export function MyCoursesCard() {
  const query = useMyCourses(5);
  const courses = query.data?.items ?? [];
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>My Courses</CardTitle>
        <Button asChild variant="link" size="sm">
          <Link to="/learn">Browse</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {query.isLoading ? (
          <Skeleton className="h-20" aria-label="Loading courses" />
        ) : query.isError ? (
          <p role="alert" className="text-sm">
            Courses could not be loaded. {query.error.message}
          </p>
        ) : courses.length === 0 ? (
          <EmptyState icon={<GraduationCap />} title="No courses yet" description="Courses you unlock appear here with your progress." />
        ) : (
          <ul className="grid gap-3" aria-label="My courses">
            {courses.map((c) => (
              <li key={c.id} className="grid gap-1">
                <Link to={`/course/${c.id}/module/1`} className="font-medium hover:underline">
                  {c.title}
                </Link>
                <Progress value={c.progressPercent ?? 0} aria-label={`${c.title} progress`} />
                <span className="text-xs text-muted-foreground">{c.progressPercent ?? 0}% complete</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
