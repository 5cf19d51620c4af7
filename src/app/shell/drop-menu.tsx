import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type ReactNode } from 'react';
import type { NavLink } from '../../../generated/routes';
import { useFollow } from './nav-item';

/** A top-bar menu: a button that opens a list of navigation entries, or any content. */
export function DropMenu({ label, links, children }: { label: string; links?: readonly NavLink[]; children?: ReactNode }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const follow = useFollow();
  const close = () => setAnchor(null);
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
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={close} onClick={close}>
        {links?.map((link) => (
          <MenuItem key={`${link.label}-${link.route ?? ''}-${JSON.stringify(link.query ?? {})}`} onClick={() => follow(link)}>
            {link.label}
          </MenuItem>
        ))}
        {children}
      </Menu>
    </>
  );
}
