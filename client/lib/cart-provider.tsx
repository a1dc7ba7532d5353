import { useCallback, useMemo, type ReactNode } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MSG } from '#common/messages';
import type { Cart, CartItemType } from '#common/schemas/cart';
import type { BottleLine as BottleOptions } from '#common/schemas/bottle';
import { cartKeys } from './query-keys';
import { api, ApiError } from './api';
import { useAuth } from './auth';
import { CartContext, type CartState } from './cart';
import { notify } from './notify';

/** The signed-in user's cart as the server keeps it. */
export const getCartQueryOptions = () => queryOptions({ queryKey: cartKeys.cart, queryFn: () => api<Cart>('/cart') });
const EMPTY: Cart = { items: [], totalCents: 0, count: 0 };

/** The signed-in user's cart, kept on the server so it follows them across devices. */
export function CartProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery({ ...getCartQueryOptions(), enabled: !!user });
  const setCart = useCallback((cart: Cart) => queryClient.setQueryData(getCartQueryOptions().queryKey, cart), [queryClient]);

  const add = useMutation({
    mutationFn: (b: { itemId: string; type: CartItemType; options?: BottleOptions }) =>
      api<Cart>('/cart/items', { method: 'POST', body: b }),
  });
  const remove = useMutation({
    mutationFn: (i: { id: string; type: CartItemType }) =>
      api<Cart>(`/cart/items/${i.type}/${encodeURIComponent(i.id)}`, { method: 'DELETE' }),
  });
  const clear = useMutation({ mutationFn: () => api<Cart>('/cart', { method: 'DELETE' }) });

  const addItem = useCallback(
    async (item: { id: string; type: CartItemType; options?: BottleOptions }) => {
      if (!user) {
        notify.error(MSG.signInRequired, MSG.signInToAddToCart);
        navigate('/auth');
        return false;
      }
      try {
        const cart = await add.mutateAsync({ itemId: item.id, type: item.type, options: item.options });
        setCart(cart);
        const line = cart.items.find((i) => i.id === item.id && i.type === item.type);
        notify.success(MSG.addedToCart, line ? `${line.title} was added to your cart.` : undefined);
        return true;
      } catch (err) {
        if (err instanceof ApiError && err.status === 409) notify.error(MSG.alreadyInCart, 'This item is already in your cart.');
        else notify.error('Could not add to cart', err instanceof Error ? err.message : undefined);
        return false;
      }
    },
    [user, add, setCart, navigate],
  );

  const removeItem = useCallback(
    async (item: { id: string; type: CartItemType }) => {
      try {
        setCart(await remove.mutateAsync(item));
        notify.success(MSG.removedFromCart);
      } catch (err) {
        notify.error('Could not remove the item', err instanceof Error ? err.message : undefined);
        await queryClient.invalidateQueries({ queryKey: cartKeys.cart });
      }
    },
    [remove, setCart, queryClient],
  );

  const clearCart = useCallback(async () => {
    try {
      setCart(await clear.mutateAsync());
      notify.success(MSG.cartCleared);
    } catch (err) {
      notify.error('Could not clear the cart', err instanceof Error ? err.message : undefined);
    }
  }, [clear, setCart]);

  const cart = (user && query.data) || EMPTY;
  const value = useMemo<CartState>(
    () => ({ ...cart, loading: !!user && query.isLoading, addItem, removeItem, clearCart }),
    [cart, user, query.isLoading, addItem, removeItem, clearCart],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
