import { useState } from 'react';
import { Link } from 'react-router';
import { Sparkles, ShoppingCart } from 'lucide-react';
import { formatCents } from '#common/money';
import { HOME_GRID_CATEGORIES, HOME_GRID_LABELS } from '#common/constants';
import type { HomeGridItem } from '#common/schemas/home';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardFooter } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { useCart } from '#client/lib/cart';
import { useHomeGrid } from '#client/features/shop/api/home-grid';

const EMPTY: Record<(typeof HOME_GRID_CATEGORIES)[number], string> = {
  popular: 'Nothing has been bought in the last 30 days yet.',
  'ai-generated': 'No member has shared a Finding Notes formula yet.',
  custom: 'Save a formula in Finding Notes to order it as a bottle.',
  featured: 'No featured courses yet.',
};

/**
 * The signed-in home grid (spec 000 §2), built from the catalogue. A signed-in member's `/` goes to
 * /community (the route table), so the grid leads the shop.
 */
export function HomeGridSection() {
  const query = useHomeGrid();
  const [tab, setTab] = useState<(typeof HOME_GRID_CATEGORIES)[number]>('popular');
  if (query.isLoading) return <Skeleton className="h-64" aria-label="Loading picks" />;
  if (!query.data) return null;
  const data = query.data;
  return (
    <section aria-labelledby="home-grid-title" className="grid gap-3">
      <h2 id="home-grid-title" className="text-xl font-semibold">
        Picks for you
      </h2>
      <Tabs value={tab} onValueChange={(v) => setTab(v as typeof tab)}>
        <TabsList className="flex-wrap">
          {HOME_GRID_CATEGORIES.map((c) => (
            <TabsTrigger key={c} value={c}>
              {HOME_GRID_LABELS[c]}
            </TabsTrigger>
          ))}
        </TabsList>
        {HOME_GRID_CATEGORIES.map((c) => (
          <TabsContent key={c} value={c} className="pt-3">
            {data[c].length === 0 ? (
              <p className="text-sm text-muted-foreground">{EMPTY[c]}</p>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label={HOME_GRID_LABELS[c]}>
                {data[c].map((item) => (
                  <li key={`${item.type}:${item.id}`}>
                    <GridCard item={item} />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

function GridCard({ item }: { item: HomeGridItem }) {
  const cart = useCart();
  return (
    <Card className="flex h-full flex-col">
      <CardContent className="grid flex-1 content-start gap-2 pt-6">
        {item.aiGenerated && (
          <Badge className="justify-self-start">
            <Sparkles aria-hidden className="size-3" /> AI Generated
          </Badge>
        )}
        <h3 className="font-serif font-semibold">
          {item.type === 'course' ? (
            <Link to={`/course-purchase/${item.id}`}>{item.name}</Link>
          ) : item.type === 'formula' ? (
            <Link to={`/formulas/${item.id}`}>{item.name}</Link>
          ) : (
            item.name
          )}
        </h3>
        <p className="line-clamp-3 text-sm text-muted-foreground">{item.description}</p>
        {item.sold !== null && <p className="text-xs text-muted-foreground">{item.sold} bought this month</p>}
      </CardContent>
      <CardFooter className="flex items-center justify-between gap-2">
        <span className="font-semibold">
          {item.type === 'formula' ? 'from ' : ''}
          {formatCents(item.priceCents)}
        </span>
        <Button
          size="sm"
          aria-label={`${item.name}: Add to Cart`}
          onClick={() =>
            cart.addItem({ id: item.id, type: item.type, options: item.type === 'formula' ? { size: '50ml', giftWrap: false } : undefined })
          }
        >
          <ShoppingCart aria-hidden className="size-4" /> Add to Cart
        </Button>
      </CardFooter>
    </Card>
  );
}
