import { queryOptions } from '@tanstack/react-query';
import type { AccountOverview } from '#common/schemas/account';
import { api } from './api';
import { accountKeys } from './query-keys';

export const getAccount = () => api<AccountOverview>('/account');

/**
 * The member's email, a pending change, and whether two-factor sign-in is on (or required of them): read by the
 * Account settings and by the admin pages' guard, so it lives beside the other shared reads rather than in a feature.
 */
export const getAccountQueryOptions = () => queryOptions({ queryKey: accountKeys.overview, queryFn: getAccount });
