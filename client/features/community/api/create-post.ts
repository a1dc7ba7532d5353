import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post } from '#common/schemas/posts';
import { api } from '#client/lib/api';
import { getFeedQueryOptions } from './get-feed';
import { profileKeys } from '#client/lib/query-keys';

export interface CreatePostInput {
  content: string;
  /** One image or video. */
  file?: File | null;
  /** For a video: its first frame, captured in the browser. */
  thumbnail?: Blob | null;
  imageAlt?: string;
}

/** Creates a feed post (multipart: `content`, optional `imageAlt`, files `file` and `thumbnail`). */
export function createPost(input: CreatePostInput): Promise<Post> {
  const form = new FormData();
  form.append('content', input.content);
  if (input.imageAlt) form.append('imageAlt', input.imageAlt);
  if (input.file) form.append('file', input.file);
  if (input.file && input.thumbnail) form.append('thumbnail', input.thumbnail, 'thumbnail.jpg');
  return api<Post>('/posts', { method: 'POST', form });
}

/** Puts a new post at the top of the feed at once, without reloading it. */
export function prependToFeed(qc: ReturnType<typeof useQueryClient>, post: Post) {
  qc.setQueryData(getFeedQueryOptions().queryKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page, i) => (i === 0 ? { ...page, items: [post, ...page.items.filter((p) => p.id !== post.id)] } : page)),
        }
      : data,
  );
}

export function useCreatePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post) => {
      prependToFeed(qc, post);
      void qc.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
