import { useQuery } from '@tanstack/react-query';
import type { CheckoutQuote } from '#common/schemas/orders';
import { api } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { orderKeys } from '#client/lib/query-keys';

export const getCheckoutQuote = () => api<CheckoutQuote>('/checkout');

/** The cart re-priced by the server: what checkout will charge. */
export function useCheckoutQuote() {
  const { user } = useAuth();
  return useQuery({ queryKey: orderKeys.quote(user?.id ?? null), queryFn: getCheckoutQuote, enabled: !!user, retry: false });
}
