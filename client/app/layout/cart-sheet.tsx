import type { RefObject } from 'react';
import { Link } from 'react-router';
import { CreditCard, ShoppingCart, Trash2, X } from 'lucide-react';
import { formatCents } from '#common/money';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '#client/components/ui/sheet';
import { useCart, useOptionalCart } from '#client/lib/cart';
import DataLayer from './data-layer';

interface CartSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it, focused again on close (there is no Radix trigger to do it). */
  returnFocus: RefObject<HTMLButtonElement | null>;
}

/**
 * The cart (lines, total, remove, clear), opened by the top bar's cart button; loaded on first use. On a
 * visitor's landing page (rendered without the data layer) it brings the data layer along.
 */
export default function CartSheetLoader(props: CartSheetProps) {
  return useOptionalCart() ? (
    <CartSheet {...props} />
  ) : (
    <DataLayer>
      <CartSheet {...props} />
    </DataLayer>
  );
}

function CartSheet({ open, onOpenChange, returnFocus }: CartSheetProps) {
  const cart = useCart();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="flex w-full flex-col sm:max-w-md"
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          returnFocus.current?.focus();
        }}
      >
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
