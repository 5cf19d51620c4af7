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

/** Thumbnails a row shows of an `as: images` line, as the Q&A lists show a question's pictures. */
const MAX_THUMBS = 3;

/**
 * A row drawn from its YAML template: the image beside (or, as a tile, above) the title and badges,
 * secondary lines under them, an aside value (a price) at the right; a chosen row (a list's `select`)
 * is outlined; a bare one has no frame of its own.
 */
export function ItemView({ item, actions, chosen = false, bare = false }: { item: Item; actions?: ReactNode; chosen?: boolean; bare?: boolean }) {
  const scope = useScope();
  const title = fieldText(item.title, scope);
  // an image whose `when` fails takes no room (a work without a poster); otherwise an empty one keeps its place
  const imaged = item.image !== undefined && evaluate(item.image.when, scope);
  const image = item.image && imaged ? imagePaths(rawOf(item.image, scope), true)[0] : undefined;
  const tile = item.layout === 'tile';
  // a line `as: images` is a row of thumbnails (a question's pictures), the others text
  const lines = (item.lines ?? [])
    .filter((line) => evaluate(line.when, scope))
    .map((line) => ({ line, text: line.as === 'images' ? '' : fieldText(line, scope), images: line.as === 'images' ? imagePaths(rawOf(line, scope), true).slice(0, MAX_THUMBS) : [] }))
    .filter(({ text, images }) => text || images.length);
  const aside = item.aside && evaluate(item.aside.when, scope) ? fieldText(item.aside, scope) : '';
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={title}
      // bare: the list frames the row together with its actions
      sx={{ p: 2, height: '100%', display: 'flex', flexDirection: tile ? 'column' : 'row', gap: 2, ...(chosen && { borderColor: 'primary.main', bgcolor: 'action.selected' }), ...(bare && { border: 0, height: 'auto' }) }}
    >
      {imaged && (
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
        {lines.map(({ line, text, images }, i) =>
          // a line shown otherwise than as text or thumbnails (a video, tags) is drawn as the field says
          line.as !== undefined && line.as !== 'text' && line.as !== 'images' ? (
            <FieldValue key={`${line.label ?? ''}-${i}`} field={line} scope={scope} alt={title} />
          ) : images.length ? (
            <Stack key={`${line.label ?? ''}-${i}`} direction="row" spacing={1}>
              {images.map((path) => (
                <Box key={path} component="img" src={path} alt={line.label ?? title} loading="lazy" sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }} />
              ))}
            </Stack>
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
