import { createTheme, ThemeProvider } from '@mui/material/styles';
import { zhCN } from '@mui/material/locale';
import type { ReactNode } from 'react';

// The portal's green and MUI's Chinese locale for its built-in texts. This module loads with the first
// MUI part a page draws (components/themed.tsx), never with the shell.
const theme = createTheme(
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

export function MuiTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
