import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link, useMatches } from 'react-router-dom';
import { href, type RouteDef } from '../../generated/routes';
import { messages } from '../lib/messages';

/** A route whose area is declared in spec/routes.yaml but not open yet answers 暂未开放 (seed 1 §2.3). */
export function NotOpenScreen() {
  const matches = useMatches();
  const def = matches[matches.length - 1]?.handle as RouteDef | undefined;
  return (
    <section className="not-open">
      <Typography variant="h5" component="h1">
        {def?.title}
      </Typography>
      <Typography color="text.secondary">{messages.notOpen}</Typography>
      <Button component={Link} to={href('index')} variant="outlined">
        返回首页
      </Button>
    </section>
  );
}
