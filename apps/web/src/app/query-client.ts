import { QueryClient } from '@tanstack/react-query';

/** Server state of the signed-in screens (STACK.md: TanStack Query, query keys per resource). */
export const queryClient = new QueryClient({
  defaultOptions: {
    // The http client already announced the failure (spec §8); a retry would announce it again.
    queries: { retry: false, refetchOnWindowFocus: false },
  },
});
