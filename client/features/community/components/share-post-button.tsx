import { Link2, Share2 } from 'lucide-react';
import { POST_MSG } from '#common/post-constants';
import type { Post } from '#common/schemas/posts';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { notify } from '#client/lib/notify';
import { postPath } from './post-path';

/** A phone's share sheet where it has one; elsewhere the link is copied. Read when the dialog renders (never on the server). */
const sharesNatively = () => typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;

/** Shares the post's address: the phone's share sheet, or the link copied to the clipboard, with a toast. */
export function SharePostButton({ post }: { post: Post }) {
  const native = sharesNatively();
  const handleClick = async () => {
    const url = new URL(postPath(post.id), window.location.origin).href;
    if (native) {
      try {
        await navigator.share({ title: post.title ?? `A post by ${post.author.username || 'a member'}`, url });
        return;
      } catch (err) {
        // Closing the share sheet is no failure; any other falls back to copying.
        if (err instanceof DOMException && err.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify.success(POST_MSG.linkCopied, POST_MSG.linkCopiedDescription);
    } catch {
      notify.error(POST_MSG.copyLinkFailed, url);
    }
  };
  const Icon = native ? Share2 : Link2;
  return (
    <Button type="button" variant="ghost" size="sm" className={(own) => cn(own, 'gap-1.5 px-2')} onClick={() => void handleClick()}>
      <Icon aria-hidden className="size-5" />
      {native ? 'Share' : 'Copy link'}
      <span className="sr-only">{native ? ' this post' : ' to this post'}</span>
    </Button>
  );
}
