import { Link } from 'react-router';
import { GraduationCap } from 'lucide-react';
import { EmptyState } from '#client/components/ui/empty-state';
import { Progress } from '#client/components/ui/progress';
import { useMyCourses } from '#client/features/profile/api/my-courses';
import { SummaryCard } from './summary-card';

/** My Courses: progress of each course the member is taking, saved on the server. */
export function MyCoursesCard() {
  return (
    <SummaryCard
      title="My Courses"
      link={{ to: '/learn', label: 'Browse' }}
      noun="courses"
      query={useMyCourses(5)}
      skeletonClassName="h-20"
      empty={
        <EmptyState icon={<GraduationCap />} title="No courses yet" description="Courses you unlock appear here with your progress." />
      }
    >
      {(courses) => (
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
    </SummaryCard>
  );
}
