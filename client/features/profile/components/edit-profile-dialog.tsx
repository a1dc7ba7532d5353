import { lazy, Suspense, useState } from 'react';
import type { OwnProfile } from '#common/schemas/profile';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#client/components/ui/dialog';
import { loadWhenIdle } from '#client/lib/lazy-load';

// The form (and its form library) is fetched after the page has rendered, or when the dialog opens.
const EditProfileForm = lazy(loadWhenIdle(() => import('./edit-profile-form')));

/** The Edit Profile dialog: its trigger, and the form (edit-profile-form.tsx), fresh on each opening. */
export function EditProfileDialog({ profile }: { profile: OwnProfile }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>View and edit profile</Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Profile</DialogTitle>
          <DialogDescription>What other members see on your public profile.</DialogDescription>
        </DialogHeader>
        <Suspense fallback={null}>
          <EditProfileForm profile={profile} onSaved={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
