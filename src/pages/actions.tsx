// The one path every action of a composed page takes, clicked on a row, a record, a button or a
// carousel item: its gate (login, real name, company), its confirm, then what it does and what follows.
import { Suspense, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { href, type Action, type Then } from '../../generated/routes';
import { PlainButton } from '../components/plain-button';
import { lazyThemed } from '../components/themed';
import { placeNamedIn } from '../features/maps/places';
import { evaluate } from '../lib/conditions';
import { fieldText, numberOf, readPath, type Scope } from '../lib/display';
import { browserPosition } from '../lib/geolocation';
import { callOperation, lastMessage } from '../lib/http';
import { logout } from '../lib/logout';
import { messages } from '../lib/messages';
import { openOutside } from '../lib/open-outside';
import { toast } from '../lib/toast';
import { FormDialog } from './lazy-form-dialog';
import { useMarkStale, useReloadAll } from './page-data';
import { inputOf, linkTo } from './page-inputs';
import { useScope } from './page-scope';
import { useGate } from './use-gate';

const MapDialog = lazyThemed(() => import('../features/maps').then((m) => m.MapDialog));
const ConfirmDialog = lazyThemed(() => import('../components/confirm-dialog').then((m) => m.ConfirmDialog));
const ValueDialog = lazyThemed(() => import('../components/confirm-dialog').then((m) => m.ValueDialog));
const StatsPopover = lazyThemed(() => import('./stats-popover').then((m) => m.StatsPopover));
const DetailsDialog = lazyThemed(() => import('./details-dialog').then((m) => m.DetailsDialog));
const ChatDialog = lazyThemed(() => import('../features/chat/chat-dialog').then((m) => m.ChatDialog));

/** What follows success: a toast, a wait, then reload / back / open the answered address / go. */
function useFollow() {
  const navigate = useNavigate();
  const reloadAll = useReloadAll();
  const markStale = useMarkStale();
  return async (action: Action, answer: unknown, scope: Scope, operation?: string) => {
    const said = action.toast ?? (action.serverMessage && operation ? lastMessage.get(operation as never) : undefined);
    if (said) toast(said);
    if (action.delayMs) await new Promise((resolve) => setTimeout(resolve, action.delayMs));
    const then: Then = action.then ?? 'reload';
    if (then === 'reload') await reloadAll();
    else if (then === 'openUrl' && typeof answer === 'string') openOutside(answer);
    else if (then === 'back') {
      await markStale();
      navigate(-1);
    } else if (typeof then === 'object') {
      const to = linkTo(then.go, then.query, scope);
      await markStale();
      if (to) navigate(to);
    }
  };
}

/** A fixed value, or 'row.<path>' / 'record.<path>' read from the scope. */
function valueOf(value: string | number | boolean, scope: Scope): unknown {
  if (typeof value !== 'string') return value;
  if (value.startsWith('row.')) return readPath(scope.row, value.slice(4));
  if (value.startsWith('record.')) return readPath(scope.record, value.slice(7));
  return value;
}

/** The row the action belongs to, or the record. */
const subjectOf = (scope: Scope) => scope.row ?? scope.record ?? {};

type Subject = Readonly<Record<string, unknown>>;

/** Where a map action shows: the subject's coordinates, else the place its address names; undefined: nowhere. */
function placeOf(action: Extract<Action, { kind: 'map' }>, subject: Subject) {
  const address = action.address ? String(readPath(subject, action.address) ?? '') : '';
  const lng = action.lng ? numberOf(readPath(subject, action.lng)) : undefined;
  const lat = action.lat ? numberOf(readPath(subject, action.lat)) : undefined;
  if (lng !== undefined && lat !== undefined) return { lng, lat, address };
  return address ? placeNamedIn(address) : undefined;
}

/** An outside maps service's marker page at a place (seed 3 §2.4: an instrument's location link). */
function externalMapUrl(place: { lng: number; lat: number; address?: string }): string {
  const name = encodeURIComponent(place.address ?? '');
  return `https://uri.amap.com/marker?position=${place.lng},${place.lat}&name=${name}&src=tea-portal&coordinate=gaode&callnative=0`;
}

/** The inputs a position fills: the browser's, else the place the fallback address names; none when neither. */
async function positionInput(
  position: NonNullable<Action['position']>,
  subject: Subject,
): Promise<Record<string, number>> {
  const fallback = position.fallback ? placeNamedIn(String(readPath(subject, position.fallback) ?? '')) : undefined;
  const at = (await browserPosition()) ?? fallback;
  return at ? { [position.lng]: at.lng, [position.lat]: at.lat } : {};
}

export interface ActionProps {
  action: Action;
  size?: 'small' | 'medium';
  /** what is clicked instead of a labelled button (a carousel's picture) */
  children?: ReactNode;
}

/** What a telephone number looks like: digits with the usual separators, seven digits at least. */
const PHONE = /^\+?[\d\s-]{7,20}$/;

/** A revealed value: a telephone number is a tel: link a phone dials at a tap, anything else plain text. */
function Shown({ text }: { text: string }) {
  if (!PHONE.test(text.trim())) return <>{text}</>;
  return (
    <a className="tel-link" href={`tel:${text.replace(/[\s-]/g, '')}`}>
      {text}
    </a>
  );
}

/** An action as a button (a toggle shows its state, a reveal its masked value first). */
export function ActionButton({ action, size = 'small', children }: ActionProps) {
  const scope = useScope();
  const navigate = useNavigate();
  const follow = useFollow();
  const gate = useGate();
  const [asking, setAsking] = useState(false);
  const [form, setForm] = useState(false);
  const [map, setMap] = useState(false);
  const [chat, setChat] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const [details, setDetails] = useState(false);
  // the button a popover action hangs its popover from, while it is open
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const subject = subjectOf(scope);
  // a toggle flips locally on success (seed 3 §4); the row's value is where it starts
  const [on, setOn] = useState<boolean | null>(null);
  const [delta, setDelta] = useState(0);
  const [busy, setBusy] = useState(false);
  // set at once, not on the next render: the second click of a double click sends nothing (seed 3 §4: a
  // second vote would be refused)
  const inFlight = useRef(false);
  // a call with `done` is spent the moment it succeeds (已投票), not when the page has read the row again
  const [spent, setSpent] = useState(false);

  // one object per subject: the map dialog rebuilds its map whenever its value changes
  const place = useMemo(() => (action.kind === 'map' ? placeOf(action, subject) : undefined), [action, subject]);
  if (!evaluate(action.when, scope) || (action.kind === 'map' && !place)) return null;
  // done (已打卡): shown, not clickable — once its form's dialog has closed: a sign-up's page reads 报名中
  // while the form still shows its result (报名成功，请在报名期内完善展品信息 until 确定)
  if (action.done && !form && (spent || evaluate(action.done.when, scope)))
    return (
      <PlainButton size={size} variant={action.variant ?? 'contained'} disabled>
        {action.done.label}
      </PlainButton>
    );

  const run = async (target?: HTMLElement) => {
    switch (action.kind) {
      case 'navigate': {
        const to = linkTo(action.route, action.query, scope);
        if (to) navigate(to);
        return;
      }
      case 'href': {
        const address = valueOf(action.href, scope);
        if (typeof address === 'string' && address) openOutside(address);
        return;
      }
      case 'call': {
        const input = inputOf(action.call, scope);
        if (!input || inFlight.current) return;
        inFlight.current = true;
        setBusy(true);
        try {
          const at = action.position ? await positionInput(action.position, subject) : {};
          const answer = await callOperation(action.call.operation, { ...input, ...at });
          if (action.done) setSpent(true);
          await follow(action, answer, scope, action.call.operation);
        } catch {
          // the HTTP layer has shown the server's message
        } finally {
          inFlight.current = false;
          setBusy(false);
        }
        return;
      }
      case 'toggle': {
        if (inFlight.current) return;
        const current = on ?? String(readPath(subject, action.field)) === '1';
        const call = current ? action.off : action.on;
        const input = inputOf(call, scope);
        if (!input) return;
        inFlight.current = true;
        setBusy(true);
        try {
          await callOperation(call.operation, input);
          setOn(!current);
          setDelta((d) => d + (current ? -1 : 1));
          const said = action.toasts ? action.toasts[current ? 1 : 0] : lastMessage.get(call.operation);
          if (said) toast(said);
        } catch {
          // the HTTP layer has shown the server's message
        } finally {
          inFlight.current = false;
          setBusy(false);
        }
        return;
      }
      case 'form':
        return setForm(true);
      case 'reveal':
        return setRevealed(true);
      case 'copy': {
        // a link: the whole address of the route in this app (the hash router's part after #)
        const to = action.link ? linkTo(action.link.route, action.link.query, scope) : null;
        const value = action.link
          ? to && `${window.location.origin}${window.location.pathname}#${to}`
          : valueOf(action.value ?? '', scope);
        // the copy helper loads with the first copy
        const { copyText } = await import('../lib/clipboard');
        toast((await copyText(String(value ?? ''))) ? action.copied : action.failed);
        return;
      }
      case 'map':
        if (action.external && place) return void window.open(externalMapUrl(place), '_blank', 'noopener');
        return setMap(true);
      case 'chat':
        return setChat(true);
      case 'path': {
        // a target a field holds (a task's); none: 暂未开放
        const to = valueOf(action.path, scope);
        if (typeof to === 'string' && to.startsWith('/')) navigate(to);
        else toast(messages.notOpen);
        return;
      }
      case 'logout': {
        // as the top bar's 退出: the server's address when it gives one, else the home page
        const target = await logout();
        if (target) window.location.assign(target);
        else navigate(href('index'));
        return;
      }
      case 'popover':
        return setAnchor(target ?? null);
      case 'details':
        return setDetails(true);
    }
  };

  const click = (event: MouseEvent) => {
    // actions sit inside a row's link: neither follow it nor let the row see the click
    event.preventDefault();
    event.stopPropagation();
    const target = event.currentTarget as HTMLElement;
    void gate.pass(action.gate, () => (action.confirm ? setAsking(true) : void run(target)));
  };

  const current = action.kind === 'toggle' ? (on ?? String(readPath(subject, action.field)) === '1') : false;
  const label = action.kind === 'toggle' ? action.labels[current ? 1 : 0] : action.label;
  const count =
    action.kind === 'toggle' && action.count ? Number(readPath(subject, action.count) ?? 0) + delta : undefined;

  return (
    <>
      {children ? (
        <button
          type="button"
          className="link-button"
          aria-label={label || undefined}
          onClick={click}
          style={{ display: 'block', width: '100%' }}
        >
          {children}
        </button>
      ) : action.kind === 'reveal' && !action.dialog ? (
        <span className="action-reveal">
          <span className="t-body2" aria-live="polite">
            {revealed ? (
              <Shown text={fieldText({ field: action.field }, scope)} />
            ) : action.masked ? (
              fieldText({ field: action.masked }, scope)
            ) : (
              fieldText({ field: action.field, format: action.format }, scope)
            )}
          </span>
          {!revealed && (
            <PlainButton size={size} variant={action.variant ?? 'outlined'} onClick={click}>
              {action.label}
            </PlainButton>
          )}
        </span>
      ) : (
        <PlainButton
          size={size}
          variant={action.variant ?? (action.kind === 'toggle' && current ? 'outlined' : 'contained')}
          aria-pressed={action.kind === 'toggle' ? current : undefined}
          disabled={action.kind === 'call' && busy}
          onClick={click}
        >
          {label}
          {count !== undefined && ` ${count}`}
        </PlainButton>
      )}
      {gate.dialog}
      {action.kind === 'reveal' && action.dialog && revealed && (
        <Suspense fallback={null}>
          <ValueDialog
            title={label ?? ''}
            text={fieldText({ field: action.field }, scope)}
            onClose={() => setRevealed(false)}
          />
        </Suspense>
      )}
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={action.confirmTitle ?? label ?? ''}
            text={action.confirm ?? ''}
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              setAsking(false);
              void run();
            }}
          />
        </Suspense>
      )}
      {form && action.kind === 'form' && (
        <Suspense fallback={null}>
          <FormDialog
            title={action.dialogTitle ?? action.label ?? ''}
            form={action.form}
            record={action.host ? (inputOf({ params: action.host }, scope) ?? {}) : subject}
            edit={Boolean(scope.row) && !action.host && action.edit !== false}
            onClose={() => setForm(false)}
            onSuccess={() => {
              setForm(false);
              // the form has said what it says on success; the page reads what changed
              void follow({ ...action, toast: undefined, serverMessage: undefined }, undefined, scope);
            }}
          />
        </Suspense>
      )}
      {chat && action.kind === 'chat' && (
        <Suspense fallback={null}>
          <ChatDialog
            to={String(readPath(subject, action.to) ?? '')}
            name={String(readPath(subject, action.name) ?? '')}
            onClose={() => setChat(false)}
          />
        </Suspense>
      )}
      {action.kind === 'popover' && anchor && (
        <Suspense fallback={null}>
          <StatsPopover
            anchor={anchor}
            items={action.items}
            label={label ?? ''}
            scope={scope}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
      {details && action.kind === 'details' && (
        <Suspense fallback={null}>
          <DetailsDialog
            title={action.dialogTitle ?? label ?? ''}
            fields={action.fields}
            scope={scope}
            onClose={() => setDetails(false)}
          />
        </Suspense>
      )}
      {map && action.kind === 'map' && (
        <Suspense fallback={null}>
          <MapDialog open mode="view" value={place} onClose={() => setMap(false)} />
        </Suspense>
      )}
    </>
  );
}

/** Actions in a row, those whose `when` holds. */
export function ActionBar({
  actions,
  justify = 'flex-start',
}: {
  actions?: readonly Action[];
  justify?: 'flex-start' | 'flex-end';
}) {
  if (!actions?.length) return null;
  return (
    <div className="action-bar" style={{ justifyContent: justify }}>
      {actions.map((action, i) => (
        // one label may stand for several actions, each for its own rows (编辑 of an article, a video, a question)
        <ActionButton key={`${action.kind}-${action.label ?? ''}-${i}`} action={action} />
      ))}
    </div>
  );
}
