import { createTheme, ThemeProvider } from '@mui/material/styles';
import { zhCN } from '@mui/material/locale';
import type { ReactNode } from 'react';
import * as commonTexts from '../../generated/texts/common';
import { fillText } from '../lib/messages';

// The portal's green and MUI's Chinese locale for its built-in texts. This module loads with the first
// MUI part a page draws (components/themed.tsx), never with the shell.
const theme = createTheme(
  {
    // warning: MUI's #ed6c02 reads at 3.1:1 under white text; this orange at 5.2:1 (WCAG 1.4.3, app/styles.css
    // --warning-text)
    palette: { primary: { main: '#2e7d32' }, secondary: { main: '#8d6e63' }, warning: { main: '#b84a00' } },
    typography: { fontFamily: 'var(--font)' }, // app/styles.css: the first paint has it before the theme
    components: {
      // thumb-sized targets on a touch screen (44 px), and on a phone a dialog spans the screen less a margin
      // a subtitle is a line of text, not a heading: MUI draws subtitle1/2 as h6, which broke the
      // heading order wherever one stood under an h2 (axe heading-order on /user/userInfo's labels)
      MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
      MuiButton: { styleOverrides: { root: { '@media (pointer: coarse)': { minHeight: 44 } } } },
      MuiIconButton: { styleOverrides: { root: { '@media (pointer: coarse)': { minWidth: 44, minHeight: 44 } } } },
      // a small field (a list's filter row): 16 px text (app/styles.css) + 2 × 10.5 = 44
      MuiOutlinedInput: {
        styleOverrides: { inputSizeSmall: { '@media (pointer: coarse)': { paddingTop: 10.5, paddingBottom: 10.5 } } },
      },
      MuiPaginationItem: {
        styleOverrides: { root: { '@media (pointer: coarse)': { minWidth: 44, height: 44, borderRadius: 22 } } },
      },
      MuiChip: { styleOverrides: { root: { '@media (pointer: coarse)': { height: 44, borderRadius: 22 } } } },
      // a radio's or checkbox's round hit area: 24 px icon + 2 × 10
      MuiRadio: { styleOverrides: { root: { '@media (pointer: coarse)': { padding: 10 } } } },
      MuiCheckbox: { styleOverrides: { root: { '@media (pointer: coarse)': { padding: 10 } } } },
      // a link drawn as a button (签到规则, 《用户注册协议》)
      MuiLink: { styleOverrides: { button: { '@media (pointer: coarse)': { minHeight: 44 } } } },
      MuiDialog: {
        styleOverrides: {
          paper: {
            '@media (max-width: 599.95px)': {
              margin: 12,
              width: 'calc(100% - 24px)',
              maxWidth: 'none',
              maxHeight: 'calc(100% - 24px)',
            },
          },
        },
      },
      // MUI's Chinese locale leaves the pager's labels in English: a screen reader says them in Chinese
      MuiPagination: {
        defaultProps: {
          getItemAriaLabel: (type, page, selected) =>
            type === 'page'
              ? fillText(selected ? commonTexts.pageItem : commonTexts.goToPage, { page: page ?? '' })
              : type === 'previous'
                ? commonTexts.previousPage
                : type === 'next'
                  ? commonTexts.nextPage
                  : type === 'first'
                    ? commonTexts.firstPage
                    : commonTexts.lastPage,
        },
      },
    },
  },
  zhCN,
);

export function MuiTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
