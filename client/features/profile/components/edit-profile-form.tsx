import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ImagePlus } from 'lucide-react';
import type { z } from 'zod';
import { MSG } from '#common/messages';
import { EXPERIENCE_LEVELS, FAVORITE_NOTES, SOCIAL_NETWORKS } from '#common/constants';
import type { OwnProfile, ProfileUpdateSchema } from '#common/schemas/profile';
import { Avatar, AvatarFallback, AvatarImage } from '#client/components/ui/avatar';
import { Button } from '#client/components/ui/button';
import { DialogFooter } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { Textarea } from '#client/components/ui/textarea';
import { lazyZodResolver } from '#client/lib/lazy-load';
import { notify } from '#client/lib/notify';
import { cn } from '#client/lib/cn';
import { useUpdateProfile, uploadProfileImage } from '#client/features/profile/api/own-profile';
import { checkImageFile } from '#client/lib/image-file';

type FormValues = z.input<typeof ProfileUpdateSchema> & { socialLinks: Record<string, string> };

const resolver = lazyZodResolver(() => import('#common/schemas/profile').then((m) => m.ProfileUpdateSchema));

const SOCIAL_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  instagram: 'Instagram',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
};

/**
 * The Edit Profile form, in its dialog (edit-profile-dialog.tsx), mounted on each opening so it starts from the
 * saved profile. New images are uploaded first, then the profile is updated, then `onSaved` closes the dialog;
 * an upload failure stops there with the spec's message.
 */
export default function EditProfileForm({ profile, onSaved }: { profile: OwnProfile; onSaved: () => void }) {
  const [avatar, setAvatar] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const update = useUpdateProfile();
  const form = useForm<FormValues>({ resolver: resolver as never, defaultValues: toForm(profile) });
  const notes = form.watch('favoriteNotes') ?? [];
  const { errors } = form.formState;

  const choose = (setter: (f: File | null) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) return notify.error(...problem);
    setter(file);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (avatar) {
        setSaving('Uploading avatar…');
        try {
          await uploadProfileImage('avatar', avatar);
        } catch (err) {
          notify.error(MSG.failedToUploadAvatar, err instanceof Error ? err.message : MSG.unknownError);
          return;
        }
      }
      if (cover) {
        setSaving('Uploading cover…');
        try {
          await uploadProfileImage('cover', cover);
        } catch (err) {
          notify.error(MSG.failedToUploadCover, err instanceof Error ? err.message : MSG.unknownError);
          return;
        }
      }
      setSaving('Saving…');
      await update.mutateAsync(values);
      notify.success(MSG.success, MSG.profileUpdated);
      onSaved();
    } catch (err) {
      notify.error(MSG.error, err instanceof Error ? err.message : MSG.failedToUpdateProfile);
    } finally {
      setSaving(null);
    }
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" id="edit-profile-form">
        <div className="grid gap-2">
          <span className="text-sm font-medium">Cover image</span>
          <div className="relative h-28 overflow-hidden rounded-md bg-secondary">
            {(cover || profile.coverImageUrl) && (
              <img src={cover ? URL.createObjectURL(cover) : profile.coverImageUrl!} alt="" className="h-full w-full object-cover" />
            )}
            <FilePick label="Change cover image" onChange={choose(setCover)} className="absolute right-2 bottom-2" />
          </div>
        </div>
        <div className="flex items-center gap-4">
          <Avatar className="size-20">
            {(avatar || profile.avatarUrl) && <AvatarImage src={avatar ? URL.createObjectURL(avatar) : profile.avatarUrl!} alt="" />}
            <AvatarFallback>{profile.username.slice(0, 2).toUpperCase()}</AvatarFallback>
          </Avatar>
          <FilePick label="Change avatar" onChange={choose(setAvatar)} />
        </div>
        <Field id="edit-username" label="Username" error={errors.username?.message}>
          <Input autoComplete="username" {...form.register('username')} />
        </Field>
        <Field id="edit-bio" label="Bio" error={errors.bio?.message}>
          <Textarea rows={3} {...form.register('bio')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="edit-website" label="Website" error={errors.website?.message}>
            <Input type="url" placeholder="https://" {...form.register('website')} />
          </Field>
          <Field id="edit-location" label="Location" error={errors.location?.message}>
            <Input {...form.register('location')} />
          </Field>
          <Field id="edit-specialty" label="Specialty" error={errors.specialty?.message}>
            <Input {...form.register('specialty')} />
          </Field>
          <Field id="edit-experience" label="Experience level" error={errors.experienceLevel?.message}>
            <select className="h-10 rounded-md border border-input bg-card px-3 text-sm" {...form.register('experienceLevel')}>
              <option value="">Not set</option>
              {EXPERIENCE_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">Favourite notes</legend>
          <div className="flex flex-wrap gap-2">
            {FAVORITE_NOTES.map((note) => {
              const on = notes.includes(note);
              return (
                <button
                  key={note}
                  type="button"
                  aria-pressed={on}
                  onClick={() =>
                    form.setValue('favoriteNotes', on ? notes.filter((n) => n !== note) : [...notes, note], { shouldDirty: true })
                  }
                  className={cn(
                    'rounded-full border px-3 py-1 text-sm',
                    on ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-card',
                  )}
                >
                  {note}
                </button>
              );
            })}
          </div>
        </fieldset>
        <Field id="edit-signature" label="Signature scent" error={errors.signatureScent?.message}>
          <Input {...form.register('signatureScent')} />
        </Field>
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium">Social links</legend>
          {SOCIAL_NETWORKS.map((n) => (
            <Field key={n} id={`edit-social-${n}`} label={SOCIAL_LABELS[n]} error={errors.socialLinks?.[n]?.message}>
              <Input type="url" placeholder="https://" {...form.register(`socialLinks.${n}`)} />
            </Field>
          ))}
        </fieldset>
      </form>
      <DialogFooter>
        <Button type="submit" form="edit-profile-form" disabled={!!saving}>
          {saving ?? 'Save Changes'}
        </Button>
      </DialogFooter>
    </>
  );
}

function FilePick({
  label,
  onChange,
  className,
}: {
  label: string;
  onChange: (e: React.ChangeEvent<HTMLInputElement>) => void;
  className?: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <>
      <input ref={ref} type="file" accept="image/*" className="sr-only" tabIndex={-1} aria-label={label} onChange={onChange} />
      <Button type="button" variant="secondary" size="sm" className={className} onClick={() => ref.current?.click()}>
        <ImagePlus aria-hidden className="size-4" /> {label}
      </Button>
    </>
  );
}

function toForm(p: OwnProfile): FormValues {
  return {
    username: p.username,
    bio: p.bio ?? '',
    website: p.website ?? '',
    location: p.location ?? '',
    specialty: p.specialty ?? '',
    experienceLevel: (p.experienceLevel ?? '') as FormValues['experienceLevel'],
    favoriteNotes: p.favoriteNotes as FormValues['favoriteNotes'],
    signatureScent: p.signatureScent ?? '',
    socialLinks: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, p.socialLinks[n] ?? ''])),
  };
}
