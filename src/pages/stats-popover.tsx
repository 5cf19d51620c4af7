import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import { Fragment } from 'react';
import type { Scope } from '../lib/display';
import { fieldText } from '../lib/display';

/** The `popover` action's panel: fields of the row or record with their labels (查看数据). */
export function StatsPopover({
  anchor,
  items,
  label,
  scope,
  onClose,
}: {
  anchor: HTMLElement;
  items: readonly { label: string; field: string }[];
  label: string;
  scope: Scope;
  onClose(): void;
}) {
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': label } }}
    >
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${items.length}, auto)`,
          gridAutoFlow: 'column',
          gridTemplateRows: 'auto auto',
          columnGap: 3,
          rowGap: 0.5,
          m: 0,
          px: 2.5,
          py: 1.5,
          textAlign: 'center',
          '& dd': { m: 0, fontWeight: 600, fontSize: '1.1rem' },
          '& dt': { color: 'text.secondary', fontSize: '0.8rem' },
        }}
      >
        {items.map((item) => (
          <Fragment key={item.label}>
            <dt>{item.label}</dt>
            <dd>{fieldText({ field: item.field }, scope) || '0'}</dd>
          </Fragment>
        ))}
      </Box>
    </Popover>
  );
}
