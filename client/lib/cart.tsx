import { createContext, useContext } from 'react';
import type { Cart, CartItemType } from '#common/schemas/cart';
import type { BottleLine as BottleOptions } from '#common/schemas/bottle';

export interface CartState {
  items: Cart['items'];
  totalCents: number;
  count: number;
  loading: boolean;
  /** Adds an item (title and price come from the server's catalogue). Visitors are sent to /auth. */
  addItem(item: { id: string; type: CartItemType; options?: BottleOptions }): Promise<boolean>;
  removeItem(item: { id: string; type: CartItemType }): Promise<void>;
  clearCart(): Promise<void>;
}

/** Provided by CartProvider (cart-provider.tsx), which brings the query library; reading it does not. */
export const CartContext = createContext<CartState | null>(null);
/** The cart, or null outside a CartProvider (a visitor's landing page renders without one). */
export function useOptionalCart(): CartState | null {
  return useContext(CartContext);
}

/** The cart context. Using it outside CartProvider is a programming error, as the spec says. */
export function useCart(): CartState {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error('useCart must be used within a CartProvider');
  return ctx;
}
