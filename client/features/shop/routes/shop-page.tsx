import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PackageSearch, ShoppingCart, SlidersHorizontal } from 'lucide-react';
import { formatCents } from '#common/money';
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS, PRODUCT_SORTS } from '#common/constants';
import type { Product, ProductCategory } from '#common/schemas/shop';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardFooter } from '#client/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog';
import { EmptyState } from '#client/components/ui/empty-state';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select';
import { Skeleton } from '#client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { LoadMore } from '#client/components/load-more';
import { useCart } from '#client/lib/cart';
import { useDebouncedValue } from '#client/lib/use-debounced-value';
import { getProductsQueryOptions, useProducts } from '#client/features/shop/api/list-products';
import { useProduct } from '#client/features/shop/api/get-product';
import { ApiError } from '#client/lib/api';
import { HomeGridSection } from '#client/features/shop/components/home-grid';
import { useAuth } from '#client/lib/auth';
import { usePageMeta } from '#client/lib/page-meta';
import type { PagePrefetch } from '#client/lib/prerender';
import { showsPlaceholders } from '#client/lib/paged';

const SORT_LABELS: Record<(typeof PRODUCT_SORTS)[number], string> = {
  name: 'Name',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};
type Sort = (typeof PRODUCT_SORTS)[number];

const dollarsToCents = (v: string) => (v.trim() === '' || Number.isNaN(Number(v)) ? undefined : Math.round(Number(v) * 100));

/** The category the address names (`?category=`), if it is one. */
const categoryIn = (params: URLSearchParams) =>
  (PRODUCT_CATEGORIES as readonly string[]).includes(params.get('category') ?? '')
    ? (params.get('category') as ProductCategory)
    : undefined;

/** A visitor's first view (client/lib/prerender.ts): the first page of the address's category, by name, as below. */
export const prefetch: PagePrefetch = (client, { search }) =>
  client.prefetchInfiniteQuery(getProductsQueryOptions({ category: categoryIn(search), sort: 'name' }));

/**
 * `/shop`: perfumery supplies by category, with a working search box and filter. `?product=<id>` opens that
 * product (the address a lab sheet links a material to).
 */
export default function ShopPage() {
  usePageMeta({
    title: 'Shop',
    description: 'Perfumery supplies: raw materials, bottles and tools, from the Sillage shop.',
    og: { type: 'website' },
  });
  const [params, setParams] = useSearchParams();
  const category = categoryIn(params);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const [filter, setFilter] = useState<{ min: string; max: string; sort: Sort }>({ min: '', max: '', sort: 'name' });
  const query = useProducts({
    category,
    q: q || undefined,
    minPrice: dollarsToCents(filter.min),
    maxPrice: dollarsToCents(filter.max),
    sort: filter.sort,
  });
  const products = query.data?.pages.flatMap((p) => p.items) ?? [];
  const { user } = useAuth();

  return (
    <section className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-semibold">Shop</h1>
        <p className="text-muted-foreground">Materials, bases and tools for your perfumery.</p>
      </header>
      {user && <HomeGridSection />}
      <Tabs value={category ?? 'all'} onValueChange={(v) => setParams(v === 'all' ? {} : { category: v })}>
        <TabsList className="flex-wrap">
          {(['all', ...PRODUCT_CATEGORIES] as const).map((c) => (
            <TabsTrigger key={c} value={c}>
              {PRODUCT_CATEGORY_LABELS[c]}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* The chosen category's products are the selected tab's panel (each tab controls a panel that exists). */}
        <TabsContent value={category ?? 'all'} className="grid gap-6 pt-3">
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-56 flex-1">
              <label htmlFor="shop-search" className="sr-only">
                Search products
              </label>
              <Input
                id="shop-search"
                type="search"
                placeholder="Search products..."
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
            <FilterDialog value={filter} onApply={setFilter} />
          </div>
          {showsPlaceholders(query, products.length) ? (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading products">
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i}>
                  <Skeleton className="h-72" />
                </li>
              ))}
            </ul>
          ) : query.isError ? (
            <EmptyState
              icon={<PackageSearch />}
              title="The shop could not be loaded"
              description={query.error.message}
              action={<Button onClick={() => query.refetch()}>Try Again</Button>}
            />
          ) : products.length === 0 ? (
            <EmptyState icon={<PackageSearch />} title="No products found" description="Try another category, word or price range." />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Products" aria-busy={query.isPlaceholderData || undefined}>
              {products.map((p) => (
                <li key={p.id}>
                  <Card className="flex h-full flex-col overflow-hidden">
                    <img src={p.imageUrl} alt="" className="aspect-[4/3] w-full object-cover" loading="lazy" />
                    <CardContent className="grid flex-1 gap-2 pt-4">
                      <h2 className="font-serif text-lg leading-snug font-semibold">{p.name}</h2>
                      <p className="line-clamp-3 text-sm text-muted-foreground">{p.description}</p>
                    </CardContent>
                    <CardFooter className="flex items-center justify-between">
                      <PriceAndAdd product={p} />
                    </CardFooter>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      </Tabs>
      <LoadMore list={query} auto={false} />
      <ProductDialog
        id={params.get('product')}
        onClose={() => {
          const next = new URLSearchParams(params);
          next.delete('product');
          setParams(next);
        }}
      />
    </section>
  );
}

/** A product's price and its Add to Cart button (a card's footer, the product dialog's). */
function PriceAndAdd({ product }: { product: Product }) {
  const cart = useCart();
  return (
    <>
      <span className="text-lg font-semibold">{formatCents(product.priceCents)}</span>
      <Button onClick={() => cart.addItem({ id: product.id, type: 'product' })} aria-label={`Add to Cart: ${product.name}`}>
        <ShoppingCart aria-hidden className="size-4" /> Add to Cart
      </Button>
    </>
  );
}

/** The product the address names, in a dialog: its picture, description, price and Add to Cart; a designed error when there is none. */
function ProductDialog({ id, onClose }: { id: string | null; onClose(): void }) {
  const product = useProduct(id);
  const p = product.data;
  const missing = product.error instanceof ApiError && (product.error.status === 404 || product.error.status === 400);
  return (
    <Dialog open={!!id} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        {p ? (
          <>
            <DialogHeader>
              <DialogTitle className="font-serif">{p.name}</DialogTitle>
              <DialogDescription>{PRODUCT_CATEGORY_LABELS[p.category]}</DialogDescription>
            </DialogHeader>
            <img src={p.imageUrl} alt="" className="aspect-[4/3] w-full rounded-md object-cover" />
            <p className="text-sm">{p.description}</p>
            <DialogFooter className="items-center sm:justify-between">
              <PriceAndAdd product={p} />
            </DialogFooter>
          </>
        ) : product.isError ? (
          <>
            <DialogHeader>
              <DialogTitle>{missing ? 'Product not found' : 'The product could not be loaded'}</DialogTitle>
              <DialogDescription>{missing ? 'It may no longer be sold.' : product.error.message}</DialogDescription>
            </DialogHeader>
            {!missing && <Button onClick={() => product.refetch()}>Try Again</Button>}
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Loading the product</DialogTitle>
              <DialogDescription className="sr-only">The product's details are on their way.</DialogDescription>
            </DialogHeader>
            <Skeleton className="h-64" />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function FilterDialog({
  value,
  onApply,
}: {
  value: { min: string; max: string; sort: Sort };
  onApply(v: { min: string; max: string; sort: Sort }): void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const active = value.min !== '' || value.max !== '' || value.sort !== 'name';
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) setDraft(value);
      }}
    >
      <DialogTrigger asChild>
        <Button variant={active ? 'secondary' : 'outline'}>
          <SlidersHorizontal aria-hidden className="size-4" /> Filter{active ? ' (on)' : ''}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Filter products</DialogTitle>
          <DialogDescription>Price range in US dollars, and the order.</DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-2 gap-3">
          <Field id="filter-min" label="Min price ($)">
            <Input
              type="number"
              min={0}
              inputMode="decimal"
              value={draft.min}
              onChange={(e) => setDraft({ ...draft, min: e.target.value })}
            />
          </Field>
          <Field id="filter-max" label="Max price ($)">
            <Input
              type="number"
              min={0}
              inputMode="decimal"
              value={draft.max}
              onChange={(e) => setDraft({ ...draft, max: e.target.value })}
            />
          </Field>
        </div>
        <Field id="filter-sort" label="Sort by">
          {(control) => (
            <Select value={draft.sort} onValueChange={(s) => setDraft({ ...draft, sort: s as Sort })}>
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {PRODUCT_SORTS.map((s) => (
                  <SelectItem key={s} value={s}>
                    {SORT_LABELS[s]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
        <DialogFooter>
          <Button
            variant="ghost"
            onClick={() => {
              onApply({ min: '', max: '', sort: 'name' });
              setOpen(false);
            }}
          >
            Reset
          </Button>
          <Button
            onClick={() => {
              onApply(draft);
              setOpen(false);
            }}
          >
            Apply
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
