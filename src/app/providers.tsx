import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { zhCN } from '@mui/material/locale';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

dayjs.locale('zh-cn');

/** The portal's green, MUI's Chinese locale for its built-in texts (made once, by main.tsx). */
export const createPortalTheme = () =>
  createTheme(
    {
      palette: { primary: { main: '#2e7d32' }, secondary: { main: '#8d6e63' } },
      typography: { fontFamily: 'var(--font)' }, // app/styles.css: the first paint has it before the theme
      components: {
        // MUI's Chinese locale leaves the pager's labels in English: a screen reader says them in Chinese
        MuiPagination: {
          defaultProps: {
            getItemAriaLabel: (type, page, selected) =>
              type === 'page' ? `${selected ? '' : '前往'}第${page}页` : type === 'previous' ? '上一页' : type === 'next' ? '下一页' : type === 'first' ? '第一页' : '最后一页',
          },
        },
      },
    },
    zhCN,
  );

// One cache for every page's calls: the same operation and inputs asked by two blocks is one request,
// and a page returned to shows what it had at once. The HTTP layer has already told the user about a
// failure (its toast), so a failed call is not retried behind their back.
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } },
});

export function Providers({ theme, children }: { theme: Theme; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
