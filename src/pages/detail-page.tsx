import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DetailPage as DetailPageSpec, HtmlPage as HtmlPageSpec } from '../../generated/routes';
import { Html } from '../components/html';
import { Loading } from '../components/loading';
import { MissingItem } from '../components/missing-item';
import { maskPhone, textOf } from '../lib/format';
import { callOperation } from '../lib/http';
import { useSession } from '../lib/use-session';
import { FormDialog } from './form-dialog';
import { resolveParams } from './form-logic';
import { matchesWhen } from './list-logic';

type Answer = Record<string, unknown>;
/** The record a detail shows: the answer, or with `pick` the element of a list answer the query names. */
function picked(data: unknown, pick: string | undefined, query: URLSearchParams): Answer | null {
  if (!pick) return (data as Answer | null) ?? null;
  const position = Number(query.get(pick.slice(6)));
  return Array.isArray(data) && Number.isInteger(position) ? ((data[position] as Answer | undefined) ?? null) : null;
}

/** One section's value the way the spec says to show it. */
function Value({ as = 'text', value, label }: { as?: DetailPageSpec['sections'][number]['as']; value: unknown; label: string }) {
  if (as === 'html') return <Html html={textOf(value)} />;
  if (as === 'phone') return <Typography>{maskPhone(textOf(value))}</Typography>;
  if (as === 'image' || as === 'images') {
    // one image is taken whole (a data: address has commas); several come as a list or comma-joined paths
    const paths = (Array.isArray(value) ? value.map(textOf) : as === 'image' ? [textOf(value)] : textOf(value).split(',')).filter(Boolean);
    return (
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {paths.map((path) => (
          <Box key={path} component="img" src={path} alt={label} sx={{ maxWidth: 320, maxHeight: 240, borderRadius: 1 }} />
        ))}
      </Stack>
    );
  }
  return <Typography sx={{ whiteSpace: 'pre-wrap' }}>{textOf(value)}</Typography>;
}

const asDetails = new WeakMap<HtmlPageSpec, DetailPageSpec>();

/**
 * A server-HTML page (`html:`) is a detail page with one HTML section; the same object each time, so
 * the page does not read its record again on every render.
 */
export function detailOfHtml(html: HtmlPageSpec): DetailPageSpec {
  let detail = asDetails.get(html);
  if (!detail) {
    const { operation, params, title, meta, content } = html;
    detail = { kind: 'detail', operation, params, title, meta: meta ? [meta] : [], sections: [{ field: content, as: 'html' }] };
    asDetails.set(html, detail);
  }
  return detail;
}

/** The generic page of a route whose spec says `detail:` (or `html:`): one record, its title, meta line and sections. */
export function DetailPage({ spec, fallbackTitle, className = 'detail-page' }: { spec: DetailPageSpec; fallbackTitle: string; className?: string }) {
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
    callOperation<Answer | null>(spec.operation, input).then(
      (data) => live && setAnswer(picked(data, spec.pick, new URLSearchParams(search))),
      () => live && setAnswer(null),
    );
    return () => {
      live = false;
    };
  }, [spec, input, version, search]);

  if (answer === undefined) return <Loading />;
  if (!answer) return <MissingItem />;
  const meta = (spec.meta ?? []).map((field) => textOf(answer[field])).filter(Boolean);
  return (
    <article className={className}>
      <Typography variant="h5" component="h1" gutterBottom>
        {(spec.title && textOf(answer[spec.title])) || fallbackTitle}
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
