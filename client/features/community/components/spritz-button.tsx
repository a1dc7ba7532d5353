import { Heart } from 'lucide-react';
import { MSG } from '#common/messages';
import { POST_MSG } from '#common/post-constants';
import type { Post } from '#common/schemas/posts';
import { Button } from '#client/components/ui/button';
import { useAuth } from '#client/lib/auth';
import { cn } from '#client/lib/cn';
import { notify } from '#client/lib/notify';
import { useToggleLike } from '#client/features/community/api/toggle-like';

/** The spritz (like) heart with its count; optimistic, rolled back with a toast on failure. */
export function SpritzButton({ post }: { post: Post }) {
  const { user } = useAuth();
  const toggle = useToggleLike();
  const handleClick = () => {
    if (!user) return notify.error(MSG.signInRequired, POST_MSG.signInToSpritz);
    // One change at a time per card: a second click waits for the answer to the first.
    if (toggle.isPending) return;
    toggle.mutate({ post }, { onError: () => notify.error(POST_MSG.likeFailed) });
  };
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-pressed={post.likedByMe}
      onClick={handleClick}
      className={(own) => cn(own, 'gap-1.5 px-2')}
    >
      <Heart aria-hidden className={cn('size-5', post.likedByMe && 'fill-primary text-primary')} />
      <span className="sr-only">Spritz</span>
      <span data-testid="spritz-count">{post.likesCount}</span>
    </Button>
  );
}
