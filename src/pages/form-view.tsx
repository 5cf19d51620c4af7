import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { IChangeEvent } from '@rjsf/core';
import type { Experimental_DefaultFormStateBehavior, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { href, routeByName, type RouteName } from '../../generated/routes';
import type { FormSpec } from '../../generated/forms/types';
import { LazyHtml } from '../components/lazy-html';
import { callOperation, lastMessage } from '../lib/http';
import { clearSession, readSession, saveSession, type LoginSession } from '../lib/session';
import { toast } from '../lib/toast';
import { Loading } from '../components/loading';
import { useSession } from '../lib/use-session';
import { ThemedForm as Form } from './form-theme';
import {
  clearedBy,
  fieldsOf,
  firstFailing,
  listsDrawnWhole,
  loadedData,
  payloadOf,
  resolveParams,
  shownErrors,
  shownUi,
  submitTarget,
  uiFor,
  withoutHelp,
  dateErrors,
  type SubmitButton,
} from './form-logic';
import type { FormContext } from './widgets/form-context';
import type { LoadedForm } from './widgets';

const FormConfirmDialog = lazy(() => import('./form-dialogs').then((m) => ({ default: m.FormConfirmDialog })));
const FormDoneDialog = lazy(() => import('./form-dialogs').then((m) => ({ default: m.FormDoneDialog })));

type Data = Record<string, unknown>;

/**
 * A `const` is a rule here (agreement ticked, confirmation equal), never a value to pre-fill; so is the
 * `minItems` of a list one widget draws whole (an expert review's tags, a festival's pictures): an empty
 * slot would pass it, or show as a broken entry. A list whose entries each have their own widget (a job's
 * garden pictures, a festival's video) still starts with its first slot, where the member fills it in.
 */
function defaultsFor(spec: FormSpec, uiSchema: UiSchema): Experimental_DefaultFormStateBehavior {
  const whole = new Set(listsDrawnWhole(spec.schema, uiSchema).map((schema) => JSON.stringify(schema)));
  return {
    constAsDefaults: 'never',
    arrayMinItems: { computeSkipPopulate: (_validator, schema) => whole.has(JSON.stringify(schema)) },
  };
}

/** The top-level field of an error's property path ('.name' → name). */
const fieldOf = (property: string | undefined) => (property ?? '').replace(/^\./, '').split('.')[0];
/** The top-level field of an input's id (root_name, root_role-0, or <idPrefix>-name). */
const fieldOfId = (id: string, prefix?: string) => id.slice(prefix ? prefix.length + 1 : 5).split(/[-_]/)[0];
/**
 * Renders one spec/forms form: inline messages per field, the first failing message in documented
 * order as a toast on submit, one button per `submit.buttons`, locked from submit until the call fails.
 */
export interface FormViewProps {
  module: LoadedForm;
  /** values the hosting screen supplies to `submit.from: host.<name>` */
  host?: Readonly<Record<string, unknown>>;
  /** the form's starting data, when editing */
  initial?: Data;
  /** a form inside a screen (a chat editor, a dialog): told the result, then emptied for the next entry */
  onSuccess?(result: unknown, sent: { locked: boolean }): void;
  /** in a dialog: going back (after.back) is closing it, not leaving the page under it */
  inDialog?: boolean;
  /** shown, not edited: every field disabled and no buttons (a verified submission) */
  readOnly?: boolean;
  /** field ids `<idPrefix>-<field>` instead of rjsf's `root_<field>`, for a screen hosting the form */
  idPrefix?: string;
}

export function FormView({
  module,
  host,
  initial,
  onSuccess,
  inDialog = false,
  readOnly = false,
  idPrefix,
}: FormViewProps) {
  const { form: spec, validator, widgets } = module;
  const navigate = useNavigate();
  const queries = useQueryClient();
  const [query] = useSearchParams();
  const session = useSession();
  const start = useMemo(() => fieldsOf(spec, initial ?? {}), [spec, initial]);
  const location = useLocation();
  // spec `draft`: a new entry (no record, no ?id to load) keeps what was typed in this tab, per route and
  // member, over a reload or Back/Forward; a successful submit clears it
  const draftKey =
    spec.draft && !initial && !query.get('id')
      ? `form-draft:${location.pathname}${location.search}:${session?.userId ?? ''}`
      : null;
  const [formData, setFormData] = useState<Data>(() => (draftKey ? { ...start, ...readDraft(draftKey) } : start));
  // the record an edit started from (a row, or the loaded answer)
  const [edited, setEdited] = useState<Data>(start);
  // an edit form whose spec says `load:` starts from that call's answer, also when a list row started it
  // (a row may lack fields the edit needs: a question's cover is not in the work list)
  // (read again for another member, not when the stored session merely changes, e.g. its idcardStatus)
  const userId = session?.userId;
  const loadInput = useMemo(
    () => (spec.load ? resolveParams(spec.load.params, { query, session: readSession(), host }) : null),
    [spec, query, userId, host],
  );
  const [loading, setLoading] = useState(loadInput !== null);
  // an edit — the form started from a record or a loaded answer — submits through `update` when given
  const [editing, setEditing] = useState(Object.keys(start).length > 0);
  const target = useMemo(() => submitTarget(spec, editing), [spec, editing]);
  const uiSchema = useMemo(
    () => (readOnly ? withoutHelp(uiFor(spec, session)) : uiFor(spec, session)),
    [spec, session, readOnly],
  );
  const defaults = useMemo(() => defaultsFor(spec, uiSchema), [spec, uiSchema]);
  const [submitting, setSubmitting] = useState(false);
  // tasks widgets run that the submit must wait for (a card being read)
  const [held, setHeld] = useState(0);
  // the data waiting for the user's yes in `submit.confirm`'s dialog, and the text of `after.dialog`
  const [confirming, setConfirming] = useState<Data | null>(null);
  const [done, setDone] = useState<{ text: string; then(): void } | null>(null);
  // Messages appear once the user has tried to submit, then follow every change. Validating on blur
  // before that would move the buttons between press and release and swallow the click.
  const [tried, setTried] = useState(false);
  const dataRef = useRef<Data>(formData);
  // fields a widget set besides its own since rjsf last reported a change
  const patched = useRef<Data>({});
  // validate: blur (seed 2 §5): the fields left so far, whose messages show before any submit
  const blur = spec.validate === 'blur';
  const left = useRef(new Set<string>());
  // set as a submit button is pressed (a click, or Enter in a field), before rjsf validates: a submit
  // checks every field, also those a blur-checked form has not seen left yet (state would come a render late)
  const submitPressed = useRef(false);

  useEffect(() => {
    if (!spec.load || !loadInput) return undefined;
    let live = true;
    callOperation(spec.load.operation, loadInput).then(
      (answer) => {
        if (!live) return;
        dataRef.current = fieldsOf(spec, loadedData(spec, (answer ?? {}) as Data));
        // the whole form's first render, drawn in slices that let the browser in between: at the default
        // priority an answer's update is drawn in one task (~400 ms for the profile form on a phone's CPU)
        startTransition(() => {
          setFormData(dataRef.current);
          setEdited(dataRef.current);
          setEditing(Object.keys(dataRef.current).length > 0);
          setLoading(false);
        });
      },
      () => live && setLoading(false), // the HTTP layer has said why; the form starts empty
    );
    return () => {
      live = false;
    };
  }, [spec, loadInput]);
  // the button pressed (its `set` values go with the submit); Enter in a field submits as the first
  // after.logout (a password change: the server ended the member's sessions): the page forgets its own
  // session once the member has left the form. Forgotten while the form's page shows, that page's login
  // gate would send them to log in and come back to it — and clearing it as the form navigates is too
  // early: the session store's update renders before the route change does.
  const logoutOnLeave = useRef(false);
  useEffect(
    () => () => {
      if (logoutOnLeave.current) clearSession();
    },
    [],
  );
  const buttonRef = useRef<SubmitButton>(target.buttons[0]);
  useEffect(() => {
    buttonRef.current = target.buttons[0];
  }, [target]);
  const listeners = useRef(new Set<() => void>());
  const changed = () => listeners.current.forEach((listener) => listener());
  const context = useMemo<FormContext>(
    () => ({
      getFormData: () => dataRef.current,
      patch: (fields) => {
        dataRef.current = { ...dataRef.current, ...fields };
        patched.current = { ...patched.current, ...fields };
        setFormData(dataRef.current);
        listeners.current.forEach((listener) => listener());
      },
      subscribe: (listener) => {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
      hold: (task) => {
        setHeld((n) => n + 1);
        void task.finally(() => setHeld((n) => n - 1));
      },
      spec,
    }),
    [spec],
  );

  async function submit(data: Data | undefined) {
    setConfirming(null);
    setSubmitting(true);
    try {
      const result = await callOperation(
        target.operation,
        payloadOf(target, data, buttonRef.current, { query, session: readSession(), host }),
      );
      const { after } = target;
      // the host is told (a dialog closes) once the form has said everything, its after.dialog included
      const finish = () => {
        if (draftKey) keepDraft(draftKey, null);
        onSuccess?.(result, { locked: Boolean(after.lock) });
        // one going back, or locked once sent (the loan), stays as it is; any other takes the next entry:
        // a screen's form or a new record's clears (the site message after 留言成功！), an edit keeps what it saved
        if (after.back || after.lock) return;
        if (onSuccess || !editing) {
          dataRef.current = start;
          setFormData(dataRef.current);
        }
        setTried(false);
        submitPressed.current = false;
        setSubmitting(false);
      };
      if (after.session) saveSession(result as LoginSession);
      if (after.logout) logoutOnLeave.current = true;
      // what the pages show may have changed (an edited job in 我的发布, a new one atop 最新): read again
      // — except under a form locked once sent (the loan), whose page's own check would answer again at
      // once that the application exists (105) and toast that over the success; it is read on the next visit
      void queries.invalidateQueries(after.lock ? { refetchType: 'none' } : undefined);
      const said = after.serverMessage ? lastMessage.get(target.operation) : after.toast;
      if (said) toast(said);
      const redirect = query.get('redirect');
      const goOn = () => {
        if (after.session && redirect?.startsWith('/')) navigate(redirect, { replace: true });
        else if (after.back) navigate(-1);
        else if (after.go)
          navigate(href(after.go as RouteName, after.query as never), {
            replace: routeByName[after.go as RouteName]?.public === true,
          });
      };
      if (after.dialog) {
        // a persistent notice (the exhibitor sign-up's): it stays until 确定
        setDone({
          text: after.dialog,
          then: () => {
            setDone(null);
            finish();
            goOn();
          },
        });
        return;
      }
      // in a dialog, going back is closing it (the contest sign-up's "back after 1 s", seed 3 §4): the page
      // under it, the detail, stays where the member is — leaving it took them to the list, or out of the site
      if (inDialog && after.back) {
        if (after.delayMs) setTimeout(finish, after.delayMs);
        else finish();
        return;
      }
      finish();
      if (after.delayMs) setTimeout(goOn, after.delayMs);
      else goOn();
    } catch {
      // The HTTP layer has shown the server's message; unlock so the user can correct and retry.
      setSubmitting(false);
    }
  }

  if (loading) return <Loading />;
  const title = (field: string) => (spec.schema.properties?.[field] as { title?: string } | undefined)?.title ?? field;
  return (
    <>
      {spec.notice && <FormNotice notice={spec.notice} />}
      <Form
        schema={spec.schema}
        uiSchema={shownUi(uiSchema, formData)}
        validator={validator}
        widgets={widgets}
        formContext={context}
        formData={formData}
        onChange={(e) => {
          // rjsf's own data may not hold what a widget patched just before this change (the map pick's
          // coordinates before its address): the patched fields are kept
          dataRef.current = clearedBy(uiSchema, dataRef.current, { ...e.formData, ...patched.current });
          patched.current = {};
          setFormData(dataRef.current);
          if (draftKey) keepDraft(draftKey, dataRef.current);
          changed();
        }}
        onSubmit={({ formData: data }: IChangeEvent<Data>) =>
          spec.confirm ? setConfirming(data ?? {}) : void submit(data)
        }
        onError={(errors: RJSFValidationError[]) => {
          setTried(true);
          const text = firstFailing(spec, errors);
          if (text) toast(text);
        }}
        transformErrors={(errors) => {
          const all = shownErrors(errors, uiSchema);
          return blur && !tried && !submitPressed.current
            ? all.filter((e) => left.current.has(fieldOf(e.property)))
            : all;
        }}
        onBlur={(id: string) => {
          if (blur) left.current.add(fieldOfId(id, idPrefix));
        }}
        // the x-notBefore rule, shown as soon as a date breaks it, and blocking the submit (form-logic.ts)
        extraErrors={dateErrors(spec, formData, edited)}
        extraErrorsBlockSubmit
        showErrorList={false}
        // after a failed submit the first field in error comes into view with the focus (the toast says its message)
        focusOnFirstError
        liveValidate={tried ? 'onChange' : blur ? 'onBlur' : undefined}
        noHtml5Validate
        experimental_defaultFormStateBehavior={defaults}
        disabled={submitting || readOnly}
        readonly={readOnly}
        {...(idPrefix ? { idPrefix, idSeparator: '-' } : {})}
      >
        {/* an empty child when read-only: without one rjsf adds a submit button of its own */}
        {readOnly ? (
          <></>
        ) : (
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            {target.buttons.map((b) => (
              <Button
                key={b.label}
                type="submit"
                variant="contained"
                size="large"
                fullWidth
                disabled={submitting || held > 0}
                onClick={() => {
                  buttonRef.current = b;
                  submitPressed.current = true;
                }}
              >
                {b.label}
              </Button>
            ))}
          </Stack>
        )}
      </Form>
      <Suspense fallback={null}>
        {spec.confirm && confirming !== null && (
          <FormConfirmDialog
            title={spec.confirm.title}
            text={spec.confirm.text}
            fields={spec.confirm.fields.map((field) => ({
              label: title(field),
              value: String(confirming[field] ?? ''),
            }))}
            onCancel={() => setConfirming(null)}
            onConfirm={() => void submit(confirming)}
          />
        )}
        {done && <FormDoneDialog text={done.text} onDone={() => done.then()} />}
      </Suspense>
    </>
  );
}

/** The server HTML a form shows above its fields (spec `notice`: the exhibitor sign-up's getInfo type 3). */
function FormNotice({ notice }: { notice: NonNullable<FormSpec['notice']> }) {
  const [html, setHtml] = useState('');
  useEffect(() => {
    let live = true;
    // a failed notice has been said by the HTTP layer; the form stays usable without it
    callOperation<Record<string, unknown>>(notice.operation, notice.params).then(
      (answer) => live && setHtml(String(answer?.[notice.field] ?? '')),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [notice]);
  return html ? (
    <Box
      className="form-notice"
      role="note"
      sx={{ mb: 2, p: 1.5, bgcolor: 'grey.50', borderRadius: 1, maxHeight: 160, overflow: 'auto' }}
    >
      <LazyHtml html={html} />
    </Box>
  ) : null;
}

/** A kept draft, or nothing when there is none or it cannot be read (storage refused, not JSON). */
function readDraft(key: string): Data {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(key) ?? '{}');
    return kept && typeof kept === 'object' ? (kept as Data) : {};
  } catch {
    return {};
  }
}

/** Keeps (or with null drops) a draft; a storage that refuses (full, disabled) only loses the draft. */
function keepDraft(key: string, data: Data | null) {
  try {
    if (data) sessionStorage.setItem(key, JSON.stringify(data));
    else sessionStorage.removeItem(key);
  } catch {
    // the form goes on without a draft
  }
}
