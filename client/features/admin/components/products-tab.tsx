import { useEffect, useState } from 'react';
import { Plus } from 'lucide-react';
import { formatCents } from '#common/money';
import type { AdminProduct } from '#common/schemas/admin-products';
import { PRODUCT_CATEGORY_LABELS } from '#common/constants';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { Badge } from '#client/components/ui/badge';
import { SearchField } from '#client/components/search-field';
import { Button } from '#client/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select';
import { ApiError } from '#client/lib/api';
import { notify } from '#client/lib/notify';
import { useDebouncedValue } from '#client/lib/use-debounced-value';
import { useAdminProducts, useSetProductArchived, type ArchivedFilter } from '#client/features/admin/api/admin-products';
import { ArchiveRowActions } from './archive-row-actions';
import { PagedTable } from './paged-table';
import { ProductDialog } from './product-dialog';

const FILTERS: { value: ArchivedFilter; label: string }[] = [
  { value: 'active', label: 'In the shop' },
  { value: 'archived', label: 'Archived' },
  { value: 'all', label: 'All products' },
];

/** Products: the shop's catalogue as staff manage it — search, archived filter, create, edit, archive. */
export function ProductsTab() {
  const [search, setSearch] = useState('');
  const [archived, setArchived] = useState<ArchivedFilter>('active');
  const q = useDebouncedValue(search.trim(), 300);
  const list = useAdminProducts(q, archived);
  const setArchivedMutation = useSetProductArchived();
  const [editing, setEditing] = useState<{ product: AdminProduct | null } | null>(null);
  const [confirming, setConfirming] = useState<AdminProduct | null>(null);

  useEffect(() => {
    if (list.isError) notify.error('Failed to load products', list.error instanceof ApiError ? list.error.message : undefined);
  }, [list.isError, list.error]);

  const toggleArchived = async () => {
    if (!confirming) return;
    const archive = !confirming.archived;
    try {
      await setArchivedMutation.mutateAsync({ id: confirming.id, archived: archive });
      notify.success(
        archive ? 'Product archived' : 'Product restored',
        archive ? `${confirming.name} is no longer in the shop.` : `${confirming.name} is back in the shop.`,
      );
      setConfirming(null);
    } catch (err) {
      notify.error('Action failed', err instanceof ApiError ? err.message : undefined);
    }
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <SearchField label="Search products" placeholder="Search by name" value={search} onChange={setSearch} />
        <Select value={archived} onValueChange={(v) => setArchived(v as ArchivedFilter)}>
          <SelectTrigger aria-label="Archived filter" className="w-full sm:w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {FILTERS.map((f) => (
              <SelectItem key={f.value} value={f.value}>
                {f.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button className="sm:ml-auto" onClick={() => setEditing({ product: null })}>
          <Plus aria-hidden /> New product
        </Button>
      </div>

      <PagedTable
        list={list}
        caption="Products"
        columns={[
          {
            header: 'Product',
            cell: (p) => (
              <div className="flex items-center gap-3">
                <img src={p.imageUrl} alt="" className="size-10 shrink-0 rounded border border-border object-cover" />
                <span className="font-medium">{p.name}</span>
              </div>
            ),
          },
          { header: 'Category', cell: (p) => PRODUCT_CATEGORY_LABELS[p.category] },
          { header: 'Price', numeric: true, cell: (p) => formatCents(p.priceCents) },
          { header: 'Stock', numeric: true, cell: (p) => (p.stock === 0 ? <Badge variant="warning">Out of stock</Badge> : p.stock) },
          {
            header: 'Status',
            cell: (p) => (p.archived ? <Badge variant="outline">Archived</Badge> : <Badge variant="success">In the shop</Badge>),
          },
          {
            header: 'Actions',
            cell: (p) => (
              <ArchiveRowActions
                name={p.name}
                archived={p.archived}
                onEdit={() => setEditing({ product: p })}
                onToggle={() => setConfirming(p)}
              />
            ),
          },
        ]}
        rowKey={(p) => p.id}
        empty={{
          title: 'No products found',
          description: q ? `No product matches “${q}”.` : archived === 'archived' ? 'Nothing is archived.' : undefined,
        }}
        minWidth="min-w-[720px]"
      />

      <ProductDialog open={editing !== null} product={editing?.product ?? null} onOpenChange={(o) => !o && setEditing(null)} />

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(o) => !o && setConfirming(null)}
        title={confirming?.archived ? `Put ${confirming.name} back in the shop?` : `Archive ${confirming?.name ?? ''}?`}
        description={
          confirming?.archived
            ? 'It will be listed again and can be added to carts.'
            : 'It leaves the shop and can no longer be added to a cart or bought. Orders already placed keep it.'
        }
        confirmLabel={confirming?.archived ? 'Unarchive' : 'Archive'}
        destructive={!confirming?.archived}
        pending={setArchivedMutation.isPending}
        onConfirm={() => void toggleArchived()}
      />
    </div>
  );
}
