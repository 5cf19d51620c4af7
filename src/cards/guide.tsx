import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LazyHtml } from '../components/lazy-html';
import { textOf } from '../lib/format';
import type { CardProps } from './types';

/** A newcomer-guide entry (seed 1 §3 {name, content}): its title and sanitised server HTML. */
export function GuideCard({ record }: CardProps) {
  const name = textOf(record.name);
  return (
    <Paper variant="outlined" component="article" aria-label={name} sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {name}
      </Typography>
      <LazyHtml html={textOf(record.content)} />
    </Paper>
  );
}
