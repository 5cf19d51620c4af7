import * as commonTexts from '../../generated/texts/common';

/**
 * A block's "still loading" mark: a ring turned by a CSS transform, which the compositor animates off
 * the main thread. MUI's CircularProgress animates its SVG stroke instead, repainted on the main thread
 * every frame — a page that opens with fifteen calls pending spent much of its start-up painting them.
 */
export function Loading() {
  return (
    <div className="loading">
      <span className="loading-ring" role="progressbar" aria-label={commonTexts.loading} />
    </div>
  );
}
