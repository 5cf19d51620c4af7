import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import type { NavLink } from '../../../generated/routes';

/** The open list of a top-bar menu (loaded the first time one opens). */
export function DropMenuList({
  id,
  anchor,
  links,
  children,
  follow,
  close,
}: {
  id: string;
  anchor: HTMLElement;
  links?: readonly NavLink[];
  children?: ReactNode;
  follow(link: NavLink): void;
  close(): void;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open onClose={close} onClick={close}>
      {links?.map((link) => (
        <MenuItem
          key={`${link.label}-${link.route ?? ''}-${JSON.stringify(link.query ?? {})}`}
          onClick={() => follow(link)}
        >
          {link.label}
        </MenuItem>
      ))}
      {children}
    </Menu>
  );
}
