import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import type { FormId } from '../../generated/forms';
import { Loading } from '../components/loading';
import { lazyForm } from './lazy-form';

/** The generic page of a route whose spec says `form: <id>`. */
export function FormPage({ id, title }: { id: FormId; title: string }) {
  const Body = lazyForm(id);
  return (
    <Paper className="form-page" elevation={0}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Suspense fallback={<Loading />}>
        <Body />
      </Suspense>
    </Paper>
  );
}
