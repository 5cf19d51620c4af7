import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DetailPage as DetailPageSpec } from '../../generated/routes';
import { Html } from '../components/html';
import { Loading } from '../components/loading';
import { MissingItem } from '../components/missing-item';
import { maskPhone } from '../lib/format';
import { api } from '../lib/http';
import { useSession } from '../lib/use-session';
import { FormDialog } from './form-dialog';
import { matchesWhen, resolveParams } from './list-logic';

type Answer = Record<string, unknown>;
const callOperation = (operation: string, input: Record<string, unknown>) =>
  (api as unknown as Record<string, (i: Record<string, unknown>) => Promise<Answer | null>>)[operation](input);

/** The record a detail shows: the answer, or with `pick` the element of a list answer the query names. */
function picked(data: unknown, pick: string | undefined, query: URLSearchParams): Answer | null {
  if (!pick) return (data as Answer | null) ?? null;
  const position = Number(query.get(pick.slice(6)));
  return Array.isArray(data) && Number.isInteger(position) ? ((data[position] as Answer | undefined) ?? null) : null;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** One section's value the way the spec says to show it. */
function Value({ as = 'text', value, label }: { as?: DetailPageSpec['sections'][number]['as']; value: unknown; label: string }) {
  if (as === 'html') return <Html html={text(value)} />;
  if (as === 'phone') return <Typography>{maskPhone(text(value))}</Typography>;
  if (as === 'image' || as === 'images') {
    // one image is taken whole (a data: address has commas); several come as a list or comma-joined paths
    const paths = (Array.isArray(value) ? value.map(text) : as === 'image' ? [text(value)] : text(value).split(',')).filter(Boolean);
    return (
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {paths.map((path) => (
          <Box key={path} component="img" src={path} alt={label} sx={{ maxWidth: 320, maxHeight: 240, borderRadius: 1 }} />
        ))}
      </Stack>
    );
  }
  return <Typography sx={{ whiteSpace: 'pre-wrap' }}>{text(value)}</Typography>;
}

/** The generic page of a route whose spec says `detail:`: one record, its title, meta line and sections. */
export function DetailPage({ spec, fallbackTitle }: { spec: DetailPageSpec; fallbackTitle: string }) {
  const [query] = useSearchParams();
  const session = useSession();
  const search = query.toString();
  const input = useMemo(() => resolveParams(spec.params, { query: new URLSearchParams(search), session }), [spec, search, session]);
  const [answer, setAnswer] = useState<Answer | null | undefined>(undefined);
  const [openForm, setOpenForm] = useState<NonNullable<DetailPageSpec['actions']>[number] | null>(null);
  // a form sent from the page may change the record (an offer closes the request): read it again
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!input) return setAnswer(null);
    let live = true;
    callOperation(spec.operation, input).then(
      (data) => live && setAnswer(picked(data, spec.pick, new URLSearchParams(search))),
      () => live && setAnswer(null),
    );
    return () => {
      live = false;
    };
  }, [spec, input, version, search]);

  if (answer === undefined) return <Loading />;
  if (!answer) return <MissingItem />;
  const meta = (spec.meta ?? []).map((field) => text(answer[field])).filter(Boolean);
  return (
    <article className="detail-page">
      <Typography variant="h5" component="h1" gutterBottom>
        {(spec.title && text(answer[spec.title])) || fallbackTitle}
      </Typography>
      {meta.length > 0 && (
        <Typography variant="caption" color="text.secondary" component="p" gutterBottom>
          {meta.join(' · ')}
        </Typography>
      )}
      {spec.actions && (
        <Stack direction="row" spacing={1} sx={{ my: 2 }}>
          {spec.actions
            .filter((action) => matchesWhen(action.when, answer))
            .map((action) => (
              <Button key={action.label} variant="contained" onClick={() => setOpenForm(action)}>
                {action.label}
              </Button>
            ))}
        </Stack>
      )}
      {openForm && (
        <FormDialog
          title={openForm.label}
          form={openForm.form}
          record={answer}
          onClose={() => setOpenForm(null)}
          onSuccess={() => {
            setOpenForm(null);
            setVersion((v) => v + 1);
          }}
        />
      )}
      <Stack spacing={2} component="dl">
        {spec.sections.map((section) => (
          <Box key={section.field}>
            {section.label && (
              <Typography component="dt" variant="subtitle2" color="text.secondary">
                {section.label}
              </Typography>
            )}
            <Box component="dd" sx={{ m: 0 }}>
              <Value as={section.as} value={answer[section.field]} label={section.label ?? section.field} />
            </Box>
          </Box>
        ))}
      </Stack>
    </article>
  );
}
