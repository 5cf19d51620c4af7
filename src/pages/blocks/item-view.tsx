import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Item } from '../../../generated/routes';
import { evaluate } from '../../lib/conditions';
import { fieldText } from '../../lib/display';
import { useScope } from '../page-scope';
import { Badges, FieldValue, imagePaths, rawOf } from './field-view';

/**
 * A row drawn from its YAML template: the image beside (or, as a tile, above) the title and badges,
 * secondary lines under them, an aside value (a price) at the right; `reserve` keeps room at the right
 * for actions laid over the row.
 */
export function ItemView({ item, actions, reserve }: { item: Item; actions?: ReactNode; reserve?: boolean }) {
  const scope = useScope();
  const title = fieldText(item.title, scope);
  const image = item.image ? imagePaths(rawOf(item.image, scope), true)[0] : undefined;
  const tile = item.layout === 'tile';
  const lines = (item.lines ?? []).filter((line) => evaluate(line.when, scope)).map((line) => ({ line, text: fieldText(line, scope) })).filter(({ text }) => text);
  // a line shown otherwise than as text (an answer's pictures) is drawn as the field says
  const shownAs = (line: (typeof lines)[number]['line']) => line.as !== undefined && line.as !== 'text';
  const aside = item.aside && evaluate(item.aside.when, scope) ? fieldText(item.aside, scope) : '';
  return (
    <Paper variant="outlined" component="article" aria-label={title} sx={{ p: 2, pr: reserve ? 12 : 2, height: '100%', display: 'flex', flexDirection: tile ? 'column' : 'row', gap: 2 }}>
      {item.image && (
        <Box
          component={image ? 'img' : 'div'}
          src={image}
          alt={image ? title : undefined}
          loading="lazy"
          sx={{ flexShrink: 0, width: tile ? '100%' : '32%', maxWidth: tile ? undefined : 160, aspectRatio: tile ? '16 / 9' : '4 / 3', objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }}
        />
      )}
      <Stack spacing={0.75} sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap title={title}>
            {title}
          </Typography>
          {aside && (
            <Typography variant="subtitle1" color="error" sx={{ fontWeight: 600, flexShrink: 0 }}>
              {aside}
            </Typography>
          )}
        </Stack>
        <Badges badges={item.badges} scope={scope} />
        {lines.map(({ line, text }, i) =>
          shownAs(line) ? (
            <FieldValue key={`${line.label ?? ''}-${i}`} field={line} scope={scope} alt={title} />
          ) : (
          // a row's lines are a summary (the detail has the whole text): at most four lines each (seed 3 §2.9)
          <Typography key={`${line.label ?? ''}-${i}`} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 4, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {line.label ? `${line.label}：${text}` : text}
          </Typography>
          ),
        )}
      </Stack>
      {actions && <Box sx={{ flexShrink: 0, alignSelf: tile ? 'flex-end' : 'center' }}>{actions}</Box>}
    </Paper>
  );
}
