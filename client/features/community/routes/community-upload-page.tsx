import { VerifyEmailBanner } from '#client/components/verify-email-banner';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { POST_CONTENT_MAX, POST_MSG, POST_TITLE_MAX } from '#common/post-constants';
import type { UploadFormInput, UploadFormValues } from '#common/schemas/posts';
import { RequireAuth } from '#client/components/route-guards';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { Progress } from '#client/components/ui/progress';
import { Textarea } from '#client/components/ui/textarea';
import { lazyZodResolver } from '#client/lib/lazy-load';
import { notify } from '#client/lib/notify';
import { useUploadPost } from '#client/features/community/api/upload-post';
import { checkImageFile } from '#client/lib/image-file';
import { usePageMeta } from '#client/lib/page-meta';

const resolver = lazyZodResolver(() => import('#common/schemas/posts').then((m) => m.UploadFormSchema));

/** `/community/upload`: a titled image post, for signed-in members. */
export default function CommunityUploadPage() {
  usePageMeta({ title: 'Share a post', description: 'Share a photo or video with the Sillage community.' });
  return (
    <RequireAuth>
      <UploadForm />
    </RequireAuth>
  );
}

function UploadForm() {
  const navigate = useNavigate();
  const upload = useUploadPost();
  const form = useForm<UploadFormInput, unknown, UploadFormValues>({
    resolver,
    defaultValues: { title: '', description: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [preview, setPreview] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  useEffect(() => () => void (previewRef.current && URL.revokeObjectURL(previewRef.current)), []);
  const file = form.watch('file');

  const handleFile = (e: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    if (!chosen) return;
    const problem = checkImageFile(chosen);
    if (problem) {
      e.target.value = '';
      notify.error(...problem);
      return;
    }
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = URL.createObjectURL(chosen);
    setPreview(previewRef.current);
    form.setValue('file', chosen, { shouldValidate: true, shouldDirty: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await upload.mutateAsync({ title: values.title, description: values.description, file: values.file });
      notify.success(POST_MSG.uploaded);
      navigate('/community');
    } catch (err) {
      notify.error(POST_MSG.uploadFailed, err instanceof Error ? err.message : undefined);
    }
  });

  return (
    <section className="mx-auto grid w-full max-w-2xl gap-6">
      <header>
        <h1 className="text-3xl font-semibold">Upload a post</h1>
        <p className="text-muted-foreground">Share an image with a title and a description.</p>
      </header>
      <VerifyEmailBanner />
      <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm md:p-6">
        <Field id="upload-title" label="Title" required error={errors.title?.message}>
          <Input required maxLength={POST_TITLE_MAX} {...form.register('title')} />
        </Field>
        <Field id="upload-description" label="Description" required error={errors.description?.message}>
          <Textarea required rows={5} maxLength={POST_CONTENT_MAX} {...form.register('description')} />
        </Field>
        <Field id="upload-image" label="Image" required error={errors.file?.message} description="An image file of at most 5 MB.">
          <Input type="file" accept="image/*" required onChange={handleFile} className="cursor-pointer" />
        </Field>
        {preview && file && (
          <img src={preview} alt={`Preview of ${file.name}`} className="max-h-80 w-full rounded-md border border-border object-contain" />
        )}
        {isSubmitting && <Progress aria-label="Uploading" />}
        <Button type="submit" className="justify-self-end" disabled={isSubmitting}>
          {isSubmitting ? 'Uploading…' : 'Upload'}
        </Button>
      </form>
    </section>
  );
}
