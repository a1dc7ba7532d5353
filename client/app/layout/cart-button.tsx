import { lazy, Suspense, useRef, useState } from 'react';
import { ShoppingCart } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { useOptionalCart } from '#client/lib/cart';

// The sheet (a dialog, and its library) is fetched on first use and stays mounted so it can animate shut.
const CartSheet = lazy(() => import('./cart-sheet'));

/** The cart button of the top bar: shows the count and opens the cart. */
export function CartButton() {
  // A visitor's landing page has no data layer, hence no cart: an empty one.
  const count = useOptionalCart()?.count ?? 0;
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <ShoppingCart aria-hidden className="size-5" />
        {count > 0 && (
          <span
            data-testid="cart-count"
            className="absolute -top-1 -right-1 grid min-w-5 place-items-center rounded-full bg-primary px-1 text-xs font-semibold text-primary-foreground"
          >
            {count}
          </span>
        )}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <CartSheet open={open} onOpenChange={setOpen} returnFocus={button} />
        </Suspense>
      )}
    </>
  );
}
