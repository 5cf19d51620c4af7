import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { HtmlPage as HtmlPageSpec } from '../../generated/routes';
import { Html } from '../components/html';
import { Loading } from '../components/loading';
import { api } from '../lib/http';
import { messages } from '../lib/messages';
import { readSession } from '../lib/session';
import { fromSource } from './form-logic';

type Answer = Record<string, unknown> | null;
const callOperation = (operation: string, input: Record<string, unknown>) =>
  (api as unknown as Record<string, (i: Record<string, unknown>) => Promise<Answer>>)[operation](input);

/** The generic page of a route whose spec says `html:`: one call, a title and sanitised server HTML. */
export function HtmlPage({ spec, fallbackTitle }: { spec: HtmlPageSpec; fallbackTitle: string }) {
  const [query] = useSearchParams();
  const [answer, setAnswer] = useState<Answer | undefined>(undefined);
  const search = query.toString();

  useEffect(() => {
    const sources = { query: new URLSearchParams(search), session: readSession() };
    const input = Object.fromEntries(
      Object.entries(spec.params).map(([name, value]) => [name, typeof value === 'string' && /^(query|session)\./.test(value) ? fromSource(value, sources) : value]),
    );
    if (Object.values(input).some((v) => v === undefined || v === '')) return setAnswer(null);
    let live = true;
    callOperation(spec.operation, input).then(
      (data) => live && setAnswer(data),
      () => live && setAnswer(null),
    );
    return () => {
      live = false;
    };
  }, [spec, search]);

  if (answer === undefined) return <Loading />;
  if (!answer) return <Typography color="text.secondary">{messages.emptyList}</Typography>;
  const text = (field?: string) => (field ? String(answer[field] ?? '') : '');
  return (
    <article className="html-page">
      <Typography variant="h5" component="h1" gutterBottom>
        {text(spec.title) || fallbackTitle}
      </Typography>
      {spec.meta && (
        <Typography variant="caption" color="text.secondary">
          {text(spec.meta)}
        </Typography>
      )}
      <Html html={text(spec.content)} />
    </article>
  );
}
