import { lazy, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AlertTriangle, MessagesSquare, Plus, Search } from 'lucide-react';
import { DISCUSSION_MSG } from '#common/messages';
import { asDiscussionCategory, asDiscussionSort, DISCUSSION_SORTS } from '#common/forum-constants';
import type { DiscussionCategory, DiscussionSort } from '#common/schemas/discussions';
import { lazyDialog } from '#client/components/lazy-dialog';
import { LoadMore } from '#client/components/load-more';
import { NewItemsSlot } from '#client/components/new-items-slot';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select';
import { useAuth } from '#client/lib/auth';
import { notify } from '#client/lib/notify';
import { useDebouncedValue } from '#client/lib/use-debounced-value';
import { getDiscussionsQueryOptions, useDiscussions } from '#client/features/forum/api/get-discussions';
import { getCategoryCountsQueryOptions } from '#client/features/forum/api/get-category-counts';
import { CategoryChips } from '#client/features/forum/components/category-chips';
import { DiscussionCard, DiscussionListSkeleton } from '#client/features/forum/components/discussion-card';
import { usePageMeta } from '#client/lib/page-meta';
import type { PagePrefetch } from '#client/lib/prerender';
import { showsPlaceholders } from '#client/lib/paged';

/** The "new discussions" bar, loaded once the page has rendered (vite.config.ts LIVE_PARTS). */
const NewItemsBar = lazy(() => import('#client/components/new-items-bar'));

const DiscussionFormDialog = lazyDialog(() =>
  import('#client/features/forum/components/discussion-form-dialog').then((m) => m.DiscussionFormDialog),
);

/** The category, sort and search the address names. */
function listIn(params: URLSearchParams) {
  const sort: DiscussionSort = asDiscussionSort(params.get('sort')) ?? 'latest';
  return { category: asDiscussionCategory(params.get('category')), sort, q: params.get('q') ?? '' };
}

/** A visitor's first view (client/lib/prerender.ts): the address's list and the category counts, as below. */
export const prefetch: PagePrefetch = (client, { search }) => {
  const { category, sort, q } = listIn(search);
  return Promise.all([
    client.prefetchInfiniteQuery(getDiscussionsQueryOptions({ category, q: q.trim() || undefined, sort })),
    client.prefetchQuery(getCategoryCountsQueryOptions()),
  ]);
};

/** `/discussion`: AromaSpace. Category, search and sort live in the URL, so a filtered list can be shared. */
export default function DiscussionListPage() {
  usePageMeta({
    title: 'AromaSpace',
    description: 'AromaSpace, the Sillage forum: techniques, materials, reviews and questions from people who make and love perfume.',
    og: { type: 'website' },
  });
  const { user, loading, isProfessional } = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { category, sort, q } = listIn(params);
  const [search, setSearch] = useState(q);
  const debounced = useDebouncedValue(search.trim(), 300);
  const [creating, setCreating] = useState(false);

  const setParam = (key: string, value: string | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: key === 'q' },
    );

  // The search box writes to the URL once typing pauses; a URL change (back, reload) fills the box.
  useEffect(() => {
    if (debounced !== q.trim()) setParam('q', debounced || undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the debounced text changes
  }, [debounced]);
  useEffect(() => setSearch((s) => (s.trim() === q.trim() ? s : q)), [q]);

  const list = useDiscussions({ category, q: q.trim() || undefined, sort }, !loading);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const listRef = useRef<HTMLUListElement>(null);
  // New discussions the viewer may see (the server applies the visibility rule), counted where they come in at
  // the top: the newest or most active first, in the category shown, without a search.
  const newestFirst = sort !== 'popular' && !q.trim();

  useEffect(() => {
    if (list.isError) notify.error('Error', DISCUSSION_MSG.loadFailed);
  }, [list.isError]);

  const handleStart = () => {
    if (!user) return navigate('/auth');
    if (!isProfessional) return notify.error('Error', DISCUSSION_MSG.noPermission);
    setCreating(true);
  };

  return (
    <section className="grid gap-5">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">{DISCUSSION_MSG.title}</h1>
          <p className="text-muted-foreground">Where perfumers and brands talk craft, materials and business.</p>
        </div>
        <Button type="button" onClick={handleStart}>
          <Plus aria-hidden /> {DISCUSSION_MSG.startNew}
        </Button>
      </header>

      <CategoryChips value={category} onChange={(v) => setParam('category', v)} />
      <NewItemsSlot>
        <NewItemsBar
          topic={loading || !newestFirst ? null : 'forum'}
          kind="discussion"
          loaded={items.map((d) => d.id)}
          listKey={`${category ?? ''}|${sort}`}
          accept={(m) => !category || m.extra === category}
          one="new discussion"
          many="new discussions"
          list={listRef}
          bringIn={() => list.refetch()}
        />
      </NewItemsSlot>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="relative grid flex-1 gap-1">
          <Label htmlFor="discussion-search">Search discussions</Label>
          <Search aria-hidden className="pointer-events-none absolute bottom-3 left-3 size-4 text-muted-foreground" />
          <Input
            id="discussion-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search discussions..."
            className="pl-9"
            maxLength={100}
          />
        </div>
        <div className="grid gap-1 sm:w-48">
          <Label htmlFor="discussion-sort">Sort by</Label>
          <Select value={sort} onValueChange={(v) => setParam('sort', v === 'latest' ? undefined : v)}>
            <SelectTrigger id="discussion-sort">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {DISCUSSION_SORTS.map((s) => (
                <SelectItem key={s.value} value={s.value}>
                  {s.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      {list.isPending || showsPlaceholders(list, items.length) ? (
        <DiscussionListSkeleton />
      ) : list.isError ? (
        <EmptyState
          icon={<AlertTriangle />}
          title={DISCUSSION_MSG.errorLoading}
          description={DISCUSSION_MSG.loadFailed}
          action={
            <Button type="button" onClick={() => list.refetch()}>
              {DISCUSSION_MSG.tryAgain}
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<MessagesSquare />}
          title={q || category ? 'No discussions found' : 'No discussions yet'}
          description={q || category ? 'Try another search or category.' : 'Start the first discussion of AromaSpace.'}
        />
      ) : (
        <div className="grid gap-3">
          <ul ref={listRef} className="grid gap-3" aria-label="Discussions" aria-busy={list.isPlaceholderData || undefined}>
            {items.map((d) => (
              <li key={d.id}>
                <DiscussionCard discussion={d} />
              </li>
            ))}
          </ul>
          <LoadMore list={list} count={items.length} label={DISCUSSION_MSG.loadMore} />
        </div>
      )}
      <DiscussionFormDialog open={creating} onOpenChange={setCreating} defaultCategory={category as DiscussionCategory | undefined} />
    </section>
  );
}
