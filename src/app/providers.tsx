import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { zhCN } from '@mui/material/locale';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';

dayjs.locale('zh-cn');

// The portal's green, MUI's Chinese locale for its built-in texts.
const theme = createTheme(
  {
    palette: { primary: { main: '#2e7d32' }, secondary: { main: '#8d6e63' } },
    typography: { fontFamily: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif' },
  },
  zhCN,
);

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
