import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Starts loading the theme now (beside a part that is about to be drawn). */
export const loadTheme = () => import('./mui-theme');

/**
 * `lazy` for a part that draws MUI components: the part and the portal's MUI theme load together and
 * the part is drawn inside the theme. MUI (its theme, emotion and the component core, ~44 KB gzip) is
 * not in the shell, so a page whose first screen draws none of it — the home page — paints without
 * waiting for it. Every MUI component is drawn under one of these: one outside would fall back to
 * MUI's default blue theme (tests/e2e/browser.ts fails any page that draws with it).
 */
export function lazyThemed<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    Promise.all([load(), loadTheme()]).then(([Part, { MuiTheme }]) => ({
      default: (props: P) => (
        <MuiTheme>
          <Part {...props} />
        </MuiTheme>
      ),
    })),
  );
}
