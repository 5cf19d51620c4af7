import { Suspense, useId, useState, type ReactNode } from 'react';
import type { NavLink } from '../../../generated/routes';
import { useFollow } from './follow';
import { lazyThemed } from '../../components/themed';

// the menu (MUI's Menu, Popover and Modal) loads when one first opens, not with every page
const DropMenuList = lazyThemed(() => import('./drop-menu-list').then((m) => m.DropMenuList));

/** A top-bar menu: a button that opens a list of navigation entries, or any content. */
export function DropMenu({
  label,
  links,
  children,
}: {
  label: string;
  links?: readonly NavLink[];
  children?: ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const follow = useFollow();
  return (
    <>
      <button
        type="button"
        className="link-button"
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? id : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {label} ▾
      </button>
      {anchor && (
        <Suspense fallback={null}>
          <DropMenuList id={id} anchor={anchor} links={links} follow={follow} close={() => setAnchor(null)}>
            {children}
          </DropMenuList>
        </Suspense>
      )}
    </>
  );
}
