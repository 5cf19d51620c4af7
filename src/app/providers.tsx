import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

// One cache for every page's calls: the same operation and inputs asked by two blocks is one request,
// and a page returned to shows what it had at once. The HTTP layer has already told the user about a
// failure (its toast), so a failed call is not retried behind their back.
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } },
});

// MUI's theme is not here: it comes with the first part that draws MUI (components/themed.tsx), and
// app/styles.css does what MUI's CssBaseline did.
export function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
