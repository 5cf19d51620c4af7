import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ListAction, ListPage as ListPageSpec } from '../../generated/routes';
import { cards } from '../cards';
import type { ListRecord } from '../cards/types';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Loading } from '../components/loading';
import { callOperation, lastMessage } from '../lib/http';
import { messages } from '../lib/messages';
import { readSession } from '../lib/session';
import { toast } from '../lib/toast';
import { useSession } from '../lib/use-session';
import { FormDialog } from './form-dialog';
import { resolveParams, type PageSources } from './form-logic';
import { openHref, pageInput, rowsOf, selectedRecordTab, viewOf, type Rows } from './list-logic';

/** The generic page of a route whose spec says `list:`: its title over the list. */
export function ListPage({ spec, title }: { spec: ListPageSpec; title: string }) {
  return (
    <section className="list-page">
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <ListView spec={spec} label={title} />
    </section>
  );
}

type Dialog = { kind: 'form'; label: string; form: NonNullable<ListAction['form']>; record?: ListRecord } | { kind: 'confirm'; action: ListAction; record: ListRecord };

/**
 * A list as spec/routes.yaml describes it: tabs (each resetting the page to 1), a page of cards, a
 * pager, the empty text, row links, row actions and an add dialog. Screens embed it too.
 */
export function ListView({ spec, label, onLoaded }: { spec: ListPageSpec; label: string; onLoaded?(): void }) {
  const [query, setQuery] = useSearchParams();
  const session = useSession();
  const [tab, setTab] = useState(0);
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<Rows | null>(null);
  const [version, setVersion] = useState(0);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const view = useMemo(() => viewOf(spec, tab), [spec, tab]);
  const search = query.toString();
  const sources = useMemo<PageSources>(() => ({ query: new URLSearchParams(search), session }), [search, session]);

  useEffect(() => {
    const input = pageInput(view, spec.pageSize, page, sources);
    if (!input) return setRows({ records: [], total: 0 });
    const local = view.paging === 'local' && spec.pageSize ? { page, pageSize: spec.pageSize } : undefined;
    let live = true;
    setRows(null);
    callOperation(view.operation, input).then(
      (answer) => live && setRows(rowsOf(answer, local)),
      () => live && setRows({ records: [], total: 0 }), // the HTTP layer has said why
    );
    return () => {
      live = false;
    };
  }, [view, spec.pageSize, page, sources, version]);

  // a hosting screen may wait for the rows (its scroll position depends on their height)
  useEffect(() => {
    if (rows) onLoaded?.();
  }, [rows, onLoaded]);

  const reload = () => setVersion((v) => v + 1);
  const run = async (action: ListAction, record: ListRecord) => {
    setDialog(null);
    const input = resolveParams(action.params, { ...sources, session: readSession(), record });
    if (!action.operation || !input) return;
    try {
      await callOperation(action.operation, input);
      const said = action.toast ?? lastMessage.get(action.operation);
      if (said) toast(said);
      reload();
    } catch {
      // the HTTP layer has shown the server's message
    }
  };
  const act = (action: ListAction, record: ListRecord) => {
    if (action.form) setDialog({ kind: 'form', label: action.label, form: action.form, record });
    else if (action.confirm) setDialog({ kind: 'confirm', action, record });
    else void run(action, record);
  };

  const Card = cards[view.card];
  const recordTab = spec.recordTabs;
  const chosen = recordTab && rows ? selectedRecordTab(rows.records, recordTab.select?.field, recordTab.select ? query.get(recordTab.select.query) : null) : 0;
  const shown = recordTab && rows ? rows.records.slice(chosen, chosen + 1) : (rows?.records ?? []);
  const pages = spec.pageSize && rows ? Math.ceil(rows.total / spec.pageSize) : 0;

  return (
    <Box className="list-view">
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        {spec.tabs && (
          <Tabs
            value={tab}
            aria-label={label}
            onChange={(_, value: number) => {
              setTab(value);
              setPage(1);
            }}
          >
            {spec.tabs.map((t) => (
              <Tab key={t.label} label={t.label} />
            ))}
          </Tabs>
        )}
        {recordTab && rows && rows.records.length > 0 && (
          <Tabs
            value={chosen}
            aria-label={label}
            onChange={(_, value: number) => {
              const select = recordTab.select;
              if (select) setQuery({ ...Object.fromEntries(query), [select.query]: String(rows.records[value][select.field] ?? '') }, { replace: true });
            }}
          >
            {rows.records.map((record, i) => (
              <Tab key={String(record.id ?? i)} label={String(record[recordTab.label] ?? '')} />
            ))}
          </Tabs>
        )}
        {spec.add && (
          <Button variant="contained" sx={{ ml: 'auto' }} onClick={() => setDialog({ kind: 'form', label: spec.add!.label, form: spec.add!.form })}>
            {spec.add.label}
          </Button>
        )}
      </Stack>
      {!rows ? (
        <Loading />
      ) : !rows.records.length ? (
        <Typography sx={{ p: 4 }} color="text.secondary">
          {view.empty ?? messages.emptyList}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, mt: 2 }} aria-label={label}>
          {shown.map((record, i) => {
            const to = openHref(view.open, record, sources);
            return (
              <li key={String(record.id ?? i)}>
                {to ? (
                  <Link to={to} className="list-row-link">
                    <Card record={record} />
                  </Link>
                ) : (
                  <Card record={record} />
                )}
                {spec.actions && (
                  <Stack direction="row" spacing={1} sx={{ mt: 0.5 }} justifyContent="flex-end">
                    {spec.actions.map((action) => (
                      <Button key={action.label} size="small" onClick={() => act(action, record)}>
                        {action.label}
                      </Button>
                    ))}
                  </Stack>
                )}
              </li>
            );
          })}
        </Stack>
      )}
      {/* seed 2 §2.2: the pager appears only when there is something to page */}
      {pages > 0 && !recordTab && <Pagination sx={{ mt: 2 }} count={pages} page={page} onChange={(_, p) => setPage(p)} />}
      {dialog?.kind === 'form' && (
        <FormDialog
          title={dialog.label}
          form={dialog.form}
          record={dialog.record}
          edit={Boolean(dialog.record)}
          onClose={() => setDialog(null)}
          onSuccess={() => {
            setDialog(null);
            reload();
          }}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'confirm'}
        title={dialog?.kind === 'confirm' ? dialog.action.label : ''}
        text={dialog?.kind === 'confirm' ? (dialog.action.confirm ?? '') : ''}
        onCancel={() => setDialog(null)}
        onConfirm={() => dialog?.kind === 'confirm' && void run(dialog.action, dialog.record)}
      />
    </Box>
  );
}
