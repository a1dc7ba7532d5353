import { Link } from 'react-router';
import { Clock, Star, Users } from 'lucide-react';
import { MSG } from '#common/messages';
import { formatCents } from '#common/money';
import type { CourseCard as Course } from '#common/schemas/learn';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardFooter } from '#client/components/ui/card';
import { Progress } from '#client/components/ui/progress';

/** A course in the Courses tab: 'View Course' for a member with access, 'Unlock Course' otherwise. */
export function CourseCard({ course }: { course: Course }) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <img src={course.imageUrl} alt="" className="aspect-[4/3] w-full object-cover" loading="lazy" />
      <CardContent className="grid flex-1 content-start gap-2 pt-4">
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{course.level}</Badge>
          {course.isPremium && <Badge>{MSG.premiumCourse}</Badge>}
        </div>
        <h2 className="font-serif text-lg leading-snug font-semibold">{course.title}</h2>
        <p className="line-clamp-3 text-sm text-muted-foreground">{course.description}</p>
        {course.instructor && (
          <p className="text-sm">
            {course.instructor.name} · <span className="text-muted-foreground">{course.instructor.title}</span>
          </p>
        )}
        <p className="flex flex-wrap gap-3 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-4" /> {course.duration}
          </span>
          <span className="inline-flex items-center gap-1">
            <Star aria-hidden className="size-4" /> {course.rating.toFixed(1)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden className="size-4" /> {course.enrolled} enrolled
          </span>
        </p>
        {course.hasAccess && course.progressPercent !== null && (
          <div className="grid gap-1">
            <Progress value={course.progressPercent} aria-label={`${course.title} progress`} />
            <span className="text-xs text-muted-foreground">{course.progressPercent}% complete</span>
          </div>
        )}
      </CardContent>
      <CardFooter className="flex items-center justify-between">
        <span className="text-lg font-semibold">{formatCents(course.priceCents)}</span>
        {course.hasAccess ? (
          <Button asChild>
            <Link to={`/course/${course.id}/module/1`} aria-label={`${MSG.viewCourse}: ${course.title}`}>
              {MSG.viewCourse}
            </Link>
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link to={`/course-purchase/${course.id}`} aria-label={`${MSG.unlockCourse}: ${course.title}`}>
              {MSG.unlockCourse}
            </Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
