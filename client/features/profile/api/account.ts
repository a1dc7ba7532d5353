import { useQuery } from '@tanstack/react-query';
import { getAccountQueryOptions } from '#client/lib/account-overview';

export { getAccount, getAccountQueryOptions } from '#client/lib/account-overview';

export function useAccount() {
  return useQuery(getAccountQueryOptions());
}
