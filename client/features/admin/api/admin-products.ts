import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, ProductCreate, ProductImage, ProductUpdate } from '#common/schemas/admin-products';
import { api } from '#client/lib/api';
import { keepingLastAnswer, pagedQueryOptions } from '#client/lib/paged';
import { adminKeys, productKeys } from '#client/lib/query-keys';

export type ArchivedFilter = 'active' | 'archived' | 'all';

/** The Products table: every product, newest first, server-paged; searched by name and filtered by archived. */
export function getAdminProductsQueryOptions(q: string, archived: ArchivedFilter) {
  const params = new URLSearchParams({ archived });
  if (q) params.set('q', q);
  return pagedQueryOptions<AdminProduct>(adminKeys.products(q, archived), `/admin/products?${params}`, 25);
}

export function useAdminProducts(q: string, archived: ArchivedFilter) {
  return useInfiniteQuery(keepingLastAnswer(getAdminProductsQueryOptions(q, archived)));
}

/** Sends a picture through the server's image pipeline; the product points at it once saved with the key. */
export function uploadProductImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api<ProductImage>('/admin/products/images', { method: 'POST', form });
}

export type SaveProduct = { id: null; body: ProductCreate } | { id: string; body: ProductUpdate };

export const saveProduct = (input: SaveProduct) =>
  input.id === null
    ? api<AdminProduct>('/admin/products', { method: 'POST', body: input.body })
    : api<AdminProduct>(`/admin/products/${input.id}`, { method: 'PATCH', body: input.body });

export const setProductArchived = ({ id, archived }: { id: string; archived: boolean }) =>
  api<AdminProduct>(`/admin/products/${id}/${archived ? 'archive' : 'unarchive'}`, { method: 'POST' });

/** Saving or archiving refreshes the admin tables (the audit too) and the shop's lists. */
function useRefresh() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: adminKeys.all }), qc.invalidateQueries({ queryKey: productKeys.all })]);
}

export function useSaveProduct() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: saveProduct, onSuccess: refresh });
}

export function useSetProductArchived() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: setProductArchived, onSuccess: refresh });
}

export function useUploadProductImage() {
  return useMutation({ mutationFn: uploadProductImage });
}
