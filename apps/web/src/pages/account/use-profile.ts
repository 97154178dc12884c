import { useQuery } from '@tanstack/react-query';
import { queryResult } from '@/pages/system/admin-common/call';
import { accountApi } from './account-api';

export const PROFILE_QUERY_KEY = ['account', 'profile'] as const;

/** The caller's profile, shared by the center and the settings. */
export function useProfile() {
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: () => queryResult(accountApi.profile()) });
}
