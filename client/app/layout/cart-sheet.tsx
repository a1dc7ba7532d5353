import { Link } from 'react-router';
import { CreditCard, ShoppingCart, Trash2, X } from 'lucide-react';
import { formatCents } from '#common/money';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '#client/components/ui/sheet';
import { useCart } from '#client/lib/cart';

/** The cart button of the top bar: shows the count and opens the cart (lines, total, remove, clear). */
export function CartSheet() {
  const cart = useCart();
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={`Cart, ${cart.count} ${cart.count === 1 ? 'item' : 'items'}`}>
          <ShoppingCart aria-hidden className="size-5" />
          {cart.count > 0 && (
            <span
              data-testid="cart-count"
              className="absolute -top-1 -right-1 grid min-w-5 place-items-center rounded-full bg-primary px-1 text-xs font-semibold text-primary-foreground"
            >
              {cart.count}
            </span>
          )}
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="flex w-full flex-col sm:max-w-md">
        <SheetHeader>
          <SheetTitle>Your cart</SheetTitle>
          <SheetDescription>
            {cart.count === 0 ? 'Nothing here yet.' : `${cart.count} ${cart.count === 1 ? 'item' : 'items'}`}
          </SheetDescription>
        </SheetHeader>
        {cart.count === 0 ? (
          <EmptyState
            icon={<ShoppingCart />}
            title="Your cart is empty"
            description="Add supplies from the shop, a course or your own perfume from Finding Notes."
          />
        ) : (
          <ul className="flex-1 divide-y divide-border overflow-y-auto px-4" aria-label="Cart items">
            {cart.items.map((item) => (
              <li key={`${item.type}:${item.id}`} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="truncate font-medium">{item.title}</p>
                  <p className="text-sm text-muted-foreground">
                    {item.quantity > 1 ? `${item.quantity} × ` : ''}
                    {formatCents(item.priceCents)}
                  </p>
                </div>
                <Button variant="ghost" size="icon" aria-label={`Remove ${item.title}`} onClick={() => cart.removeItem(item)}>
                  <X aria-hidden className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {cart.count > 0 && (
          <SheetFooter className="gap-3 border-t border-border">
            <p className="flex justify-between text-lg font-semibold">
              <span>Total</span>
              <span data-testid="cart-total">{formatCents(cart.totalCents)}</span>
            </p>
            <SheetClose asChild>
              <Button asChild>
                <Link to="/checkout">
                  <CreditCard aria-hidden className="size-4" /> Checkout
                </Link>
              </Button>
            </SheetClose>
            <Button variant="outline" onClick={() => cart.clearCart()}>
              <Trash2 aria-hidden className="size-4" /> Clear cart
            </Button>
          </SheetFooter>
        )}
      </SheetContent>
    </Sheet>
  );
}
