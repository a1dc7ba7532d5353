import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api';

/** The server's rendering of a draft (the same sanitiser as stored content). */
export const previewMarkdown = (content: string) => api<{ html: string }>('/discussions/preview', { method: 'POST', body: { content } });

export const usePreviewMarkdown = () => useMutation({ mutationFn: previewMarkdown });
