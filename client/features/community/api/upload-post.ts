import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post } from '#common/schemas/posts';
import { api } from '#client/lib/api';
import { prependToFeed } from './create-post';
import { profileKeys } from '#client/lib/query-keys';

export interface UploadPostInput {
  title: string;
  description: string;
  file: File;
}

/** The upload page: a titled image post (multipart: `title`, `description`, file `file`). */
export function uploadPost(input: UploadPostInput): Promise<Post> {
  const form = new FormData();
  form.append('title', input.title);
  form.append('description', input.description);
  form.append('file', input.file);
  return api<Post>('/posts/uploads', { method: 'POST', form });
}

export function useUploadPost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadPost,
    onSuccess: (post) => {
      prependToFeed(qc, post);
      void qc.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
