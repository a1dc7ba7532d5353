import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { POST_MSG } from '#common/post-constants';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog';
import type { ApiError } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';

/**
 * A post's address whose post cannot be shown. A 404 says the same whatever the reason (deleted, hidden by a
 * moderator, an author who does not share with this viewer, no such post), as the server does; any other failure
 * offers to try again.
 */
export function PostNotFoundDialog({
  open,
  error,
  onRetry,
  onClose,
}: {
  open: boolean;
  error: ApiError | Error | null;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { user } = useAuth();
  const missing = !error || !('status' in error) || error.status === 404;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader className="justify-items-center text-center">
          <SearchX aria-hidden className="mb-2 size-10 text-muted-foreground" />
          <DialogTitle>{missing ? POST_MSG.postNotFound : POST_MSG.loadPostFailed}</DialogTitle>
          <DialogDescription>{missing ? POST_MSG.postNotFoundDescription : error.message}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="sm:justify-center">
          {missing && !user && (
            <Button asChild variant="outline">
              <Link to="/auth">Sign in</Link>
            </Button>
          )}
          {!missing && (
            <Button type="button" variant="outline" onClick={onRetry}>
              Try Again
            </Button>
          )}
          <Button type="button" onClick={onClose}>
            Back to the feed
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
