import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Page } from '../../generated/routes';
import { BlockList } from './blocks/block-view';
import { showsCard } from './blocks/record-block';
import { PageQuery, SideScope } from './page-scope';

// read by screen readers, not shown
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * A composed page (spec/routes.yaml `page:`): the main column of blocks and, where the spec gives one,
 * a side column at its right (or left), which drops below the main column on a narrow screen.
 */
export function PageView({ page, title }: { page: Page; title: string }) {
  const side = page.side && (
    <Box component="aside" sx={{ width: { xs: '100%', md: 300 }, flexShrink: 0, order: { xs: 2, md: page.sideAt === 'left' ? 0 : 2 } }}>
      <SideScope>
        <BlockList blocks={page.side} label={title} />
      </SideScope>
    </Box>
  );
  return (
    <PageQuery>
      <Box className="composed-page" sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0, width: '100%', order: 1 }}>
          {/* a record's card names the page itself (its title is the h1); otherwise the route's title does */}
          {!(page.main[0]?.kind === 'record' && showsCard(page.main[0])) && (
            <Typography variant="h5" component="h1" gutterBottom sx={page.hideTitle ? visuallyHidden : { fontWeight: 600 }}>
              {title}
            </Typography>
          )}
          <BlockList blocks={page.main} label={title} />
        </Box>
        {side}
      </Box>
    </PageQuery>
  );
}
