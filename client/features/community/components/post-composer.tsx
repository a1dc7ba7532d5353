import { useEffect, useId, useRef, useState } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { MSG } from '#common/messages';
import { POST_CONTENT_MAX, POST_MSG } from '#common/post-constants';
import { Button } from '#client/components/ui/button';
import { Progress } from '#client/components/ui/progress';
import { Textarea } from '#client/components/ui/textarea';
import { ApiError } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { loadWhenIdle } from '#client/lib/lazy-load';
import { notify } from '#client/lib/notify';
import { useCreatePost } from '#client/features/community/api/create-post';
import { captureFirstFrame, checkPostFile, isVideo } from './media-file';

const postSchemas = loadWhenIdle(() => import('#common/schemas/posts'));

interface Chosen {
  file: File;
  url: string;
  /** For a video: its first frame, being captured (null when the browser cannot decode it). */
  thumbnail: Promise<Blob | null> | null;
}

/** The composer: text (up to 2000 characters) and one optional image or video, with a preview. */
export function PostComposer() {
  const { user } = useAuth();
  const create = useCreatePost();
  const [content, setContent] = useState('');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const pickButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  const counterId = `${id}-count`;

  // The preview's object URL is released when the file changes and when the page goes.
  const urlRef = useRef<string | null>(null);
  useEffect(() => () => void (urlRef.current && URL.revokeObjectURL(urlRef.current)), []);
  const choose = (next: Chosen | null) => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = next?.url ?? null;
    setChosen(next);
  };

  const handleFile = (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = checkPostFile(file);
    if (problem) return notify.error(...problem);
    choose({ file, url: URL.createObjectURL(file), thumbnail: isVideo(file) ? captureFirstFrame(file) : null });
  };

  const handleRemove = () => {
    choose(null);
    pickButton.current?.focus();
  };

  const handleSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!user) return notify.error(MSG.signInRequired, POST_MSG.signInToPost);
    // The server's rules for the text (trimmed, at most POST_CONTENT_MAX characters); text or a file is required.
    const { PostTextSchema } = await postSchemas();
    const parsed = PostTextSchema.safeParse({ content });
    if (!parsed.success) return notify.error(MSG.error, parsed.error.issues[0].message);
    const text = parsed.data.content;
    if (!text && !chosen) return notify.error(POST_MSG.emptyPost, POST_MSG.addContent);
    setBusy(true);
    try {
      const thumbnail = chosen?.thumbnail ? await chosen.thumbnail : null;
      await create.mutateAsync({ content: text, file: chosen?.file, thumbnail });
      setContent('');
      choose(null);
    } catch (err) {
      notify.error(...failureMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label="New post"
      className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      <div className="grid gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          Share something with the community
        </label>
        <Textarea
          id={id}
          rows={3}
          maxLength={POST_CONTENT_MAX}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          placeholder={user ? `What are you working on, ${user.username}?` : 'What are you working on?'}
          aria-describedby={counterId}
          disabled={busy}
        />
        <p id={counterId} className="justify-self-end text-xs text-muted-foreground">
          {content.length} / {POST_CONTENT_MAX}
          <span className="sr-only"> characters</span>
        </p>
      </div>
      {chosen && (
        <div className="relative w-full max-w-sm overflow-hidden rounded-md border border-border" data-testid="composer-preview">
          {isVideo(chosen.file) ? (
            <video src={chosen.url} controls muted playsInline className="w-full bg-black" aria-label={`Preview of ${chosen.file.name}`} />
          ) : (
            <img src={chosen.url} alt={`Preview of ${chosen.file.name}`} className="w-full object-cover" />
          )}
          <Button type="button" variant="secondary" size="sm" className="absolute top-2 right-2" onClick={handleRemove} disabled={busy}>
            <X aria-hidden /> Remove
          </Button>
        </div>
      )}
      {busy && <Progress aria-label="Posting" />}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <input
          ref={fileInput}
          type="file"
          accept="image/*,video/mp4,video/quicktime"
          className="sr-only"
          tabIndex={-1}
          aria-label="Add a photo or video"
          onChange={handleFile}
        />
        <Button ref={pickButton} type="button" variant="outline" onClick={() => fileInput.current?.click()} disabled={busy}>
          <ImagePlus aria-hidden /> {chosen ? 'Change photo or video' : 'Photo or video'}
        </Button>
        <Button type="submit" aria-disabled={busy || undefined}>
          {busy ? 'Posting…' : 'Post'}
        </Button>
      </div>
    </form>
  );
}

/** The toast for a failed post: a video the server cannot accept, or the general failure. */
function failureMessage(err: unknown): [string, string?] {
  if (err instanceof ApiError) {
    if (err.status === 401) return [MSG.signInRequired, POST_MSG.signInToPost];
    if (err.status === 422 || err.message === POST_MSG.videoFailed)
      return [POST_MSG.videoFailed, err.status === 422 ? err.message : undefined];
    if (err.status === 400 || err.status === 403 || err.status === 413 || err.status === 415) return [POST_MSG.createFailed, err.message];
  }
  return [POST_MSG.createFailed];
}
