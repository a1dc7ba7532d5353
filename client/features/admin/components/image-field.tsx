import { useState } from 'react';
import { ImageUp } from 'lucide-react';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { ApiError } from '#client/lib/api';
import { checkImageFile } from '#client/lib/image-file';
import { notify } from '#client/lib/notify';
import { useUploadProductImage } from '#client/features/admin/api/admin-products';

export type UploadedImage = { key: string; url: string };

/**
 * A catalogue picture (product or course) uploaded through the image pipeline as soon as it is chosen; the
 * form then sends its key. `onError` receives the problem to show under the field (undefined clears it).
 */
export function useImageUpload(onError: (message: string | undefined) => void) {
  const upload = useUploadProductImage();
  const [image, setImage] = useState<UploadedImage | null>(null);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      onError(problem[1]);
      return notify.error(problem[0], problem[1]);
    }
    try {
      const stored = await upload.mutateAsync(file);
      setImage({ key: stored.imageKey, url: stored.imageUrl });
      onError(undefined);
    } catch (err) {
      const message = err instanceof ApiError ? err.message : 'The image could not be uploaded';
      onError(message);
      notify.error('Upload failed', message);
    }
  };
  return { image, setImage, onFile, pending: upload.isPending };
}

/** The file input, 'Uploading…' while it runs, then the new picture (or the current one). */
export function ImageField({
  id,
  upload,
  currentUrl,
  error,
  description,
}: {
  id: string;
  upload: ReturnType<typeof useImageUpload>;
  currentUrl: string | null;
  error?: string;
  description: string;
}) {
  const previewUrl = upload.image?.url ?? currentUrl;
  return (
    <>
      <Field id={id} label="Image" error={error} description={description}>
        <Input type="file" accept="image/*" onChange={(e) => void upload.onFile(e.target.files?.[0])} disabled={upload.pending} />
      </Field>
      <div className="flex items-center gap-3" aria-live="polite">
        {upload.pending ? (
          <p className="text-sm text-muted-foreground">
            <ImageUp aria-hidden className="mr-1 inline size-4" />
            Uploading…
          </p>
        ) : previewUrl ? (
          <img
            src={previewUrl}
            alt={upload.image ? 'Preview of the new image' : 'Current image'}
            className="size-28 rounded-md border border-border object-cover"
          />
        ) : null}
      </div>
    </>
  );
}
