import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Film, Trash2, Upload } from 'lucide-react';
import { LESSON_VIDEO_MAX_BYTES, LESSON_VIDEO_TOO_LARGE } from '#common/constants';
import type { AdminLesson } from '#common/schemas/admin-content';
import { Button } from '#client/components/ui/button';
import { Progress } from '#client/components/ui/progress';
import { api, ApiError, uploadWithProgress } from '#client/lib/api';
import { notify } from '#client/lib/notify';
import { adminKeys } from '#client/lib/query-keys';

/**
 * A lesson's video: upload (MP4 or QuickTime, under 200 MB, with a progress bar), replace or remove. Its length
 * sets the lesson's minutes. Only a saved lesson has one: a new lesson is saved first.
 */
export function LessonVideo({ lesson, onChange }: { lesson: AdminLesson; onChange: (lesson: AdminLesson) => void }) {
  const id = useId();
  const qc = useQueryClient();
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const done = (l: AdminLesson, title: string) => {
    onChange(l);
    notify.success(title, lesson.title);
    return qc.invalidateQueries({ queryKey: adminKeys.all });
  };
  const upload = useMutation({
    mutationFn: (file: File) => uploadWithProgress<AdminLesson>(`/admin/lessons/${lesson.id}/video`, file, setSent),
    onSuccess: (l) => done(l, lesson.kind === 'video' ? 'Video replaced' : 'Video added'),
    onError: (err) => setError(err instanceof ApiError ? err.message : 'The video could not be uploaded'),
    onSettled: () => setSent(null),
  });
  const remove = useMutation({
    mutationFn: () => api<AdminLesson>(`/admin/lessons/${lesson.id}/video`, { method: 'DELETE' }),
    onSuccess: (l) => done(l, 'Video removed'),
    onError: (err) => setError(err instanceof ApiError ? err.message : 'The video could not be removed'),
  });

  const choose = (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (!/^video\/(mp4|quicktime)$/.test(file.type)) return setError('Please choose an MP4 or QuickTime video');
    if (file.size > LESSON_VIDEO_MAX_BYTES) return setError(LESSON_VIDEO_TOO_LARGE);
    upload.mutate(file);
  };

  return (
    <fieldset className="grid gap-2 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-medium">Video</legend>
      <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
        <Film aria-hidden className="size-4" />
        {lesson.kind === 'video'
          ? 'Learners watch a video above the lesson text.'
          : 'No video: learners read the text. Add one to make this a video lesson.'}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="sm" disabled={upload.isPending}>
          <label htmlFor={`${id}-file`} className="cursor-pointer">
            <Upload aria-hidden /> {lesson.kind === 'video' ? 'Replace video' : 'Add a video'}
          </label>
        </Button>
        <input
          id={`${id}-file`}
          type="file"
          accept="video/mp4,video/quicktime"
          className="sr-only"
          aria-label={`Video file for ${lesson.title} (MP4 or QuickTime, under 200 MB)`}
          disabled={upload.isPending}
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {lesson.kind === 'video' && (
          <Button type="button" variant="ghost" size="sm" disabled={remove.isPending || upload.isPending} onClick={() => remove.mutate()}>
            <Trash2 aria-hidden /> {remove.isPending ? 'Removing…' : 'Remove video'}
          </Button>
        )}
      </div>
      {sent !== null && (
        <div className="grid gap-1" role="status">
          <Progress value={Math.round(sent * 100)} aria-label="Uploading the video" />
          <span className="text-xs text-muted-foreground">
            {sent < 1 ? `Uploading… ${Math.round(sent * 100)}%` : 'Checking the video…'}
          </span>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
