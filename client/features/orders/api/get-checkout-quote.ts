import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutQuote } from '#common/schemas/orders';
import { api } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { orderKeys } from '#client/lib/query-keys';

export const getCheckoutQuote = () => api<CheckoutQuote>('/checkout');

/** The cart re-priced by the server: what checkout will charge the signed-in buyer. */
export const getCheckoutQuoteQueryOptions = (userId: string | null) =>
  queryOptions({ queryKey: orderKeys.quote(userId), queryFn: getCheckoutQuote, retry: false });

export function useCheckoutQuote() {
  const { user } = useAuth();
  return useQuery({ ...getCheckoutQuoteQueryOptions(user?.id ?? null), enabled: !!user });
}
