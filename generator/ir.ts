// Stage 3: one normalised model of the validated spec, with every default filled in, for the emitters.
import { routeEntries } from './load.js';
import { screenOptionDecls } from './checks/screen-options.js';
import type { OptionType } from './checks/screen-options.js';
import type { LoadedSpec } from './load.js';
import { isObject } from './data.js';
import type { Obj } from './data.js';
import { BODY_MEDIA_TYPES, operationsOf } from './openapi-model.js';
import { blockQueryKeys, displayIr, pageIr } from './page-ir.js';
import type { IrContext } from './page-ir.js';
import type { Page } from './page-types.js';
import type { OperationInfo } from './openapi-model.js';

export type BodyEncoding = 'none' | (typeof BODY_MEDIA_TYPES)[keyof typeof BODY_MEDIA_TYPES];
/** What the runtime's `send` returns from the success envelope. */
export type Unwrap = 'page' | 'data+total' | 'data' | 'msg';
export type FixedValues = Record<string, string | number | boolean | null>;

export interface OperationIr {
  id: string;
  method: string;
  path: string;
  summary: string;
  body: BodyEncoding;
  /** the request body's media type, when there is a body */
  mediaType?: string;
  query: string[];
  pathParams: string[];
  /** inputs the call cannot go without (query, path and body) */
  required: string[];
  client: 'main' | 'second';
  autograph: boolean;
  unwrap: Unwrap;
  /** a failure shows no toast: its block says it failed, with 重试 (x-quiet-failure) */
  quiet: boolean;
}

export interface FormIr {
  id: string;
  source: string;
  title: string;
  operation: string;
  buttons: { label: string; set: FixedValues }[];
  set: FixedValues;
  query: string[];
  /** payload field → 'session.<key>', 'query.<parameter>' or 'host.<value the hosting screen passes>' */
  from: Record<string, string>;
  local: string[];
  /** blur: a field's message shows once it is left */
  validate?: 'blur';
  /** what was typed is kept over a reload or Back/Forward until the submit succeeds */
  draft?: true;
  after: { session?: boolean; toast?: string; dialog?: string; serverMessage?: boolean; go?: string; back?: boolean };
  /** a confirm dialog before the call, showing these fields' values */
  confirm?: { title: string; text: string; fields: string[] };
  /** where an edit submits instead: another operation, with extra page values and its own after */
  update?: {
    operation: string;
    from: Record<string, string>;
    after?: FormIr['after'];
    omit?: string[];
    buttons?: FormIr['buttons'];
  };
  /** an edit form's starting data: the answer of an operation */
  load?: { operation: string; params: Params; fields?: Record<string, string> };
  /** server HTML above the fields: a field of an operation's answer */
  notice?: { operation: string; params: Params; field: string };
  /** uiSchema overrides by account kind */
  uiByAccount?: { company?: Obj; person?: Obj };
  schema: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
  messages: { field: string; rules: string[]; bound?: string; text: string }[];
}

export interface RouteIr {
  path: string;
  name: string;
  title: string;
  public: boolean;
  realName: boolean;
  shell: string;
  keepAlive: boolean;
  startsChat: boolean;
  query: string[];
  options: Obj;
  render: RenderIr;
  /** other renders chosen by the route's query (`when`), tried in order before `render` */
  /** `when`: a query value, or whether the parameter is empty; no render: the route's own, under the title */
  variants: { when: Record<string, string | { empty: boolean }>; title?: string; render?: RenderIr }[];
}

type Params = Record<string, string | number | boolean>;

/** What renders a route: a generated form, a hand-written screen, or a generic page from the YAML. */
export type RenderIr =
  | { kind: 'form'; form: string }
  | { kind: 'screen'; screen: string }
  | { kind: 'html'; operation: string; params: Params; title?: string; content: string; meta?: string }
  | Page;

export const RENDER_KINDS = ['form', 'screen', 'html', 'page'] as const;

/** The render a route (or one of its variants) names; the validator has made sure there is exactly one. */
function renderIr(node: Obj, context: IrContext): RenderIr {
  if (typeof node.form === 'string') return { kind: 'form', form: node.form };
  if (typeof node.screen === 'string') return { kind: 'screen', screen: node.screen };
  if (isObject(node.html))
    return { kind: 'html', params: {}, ...(node.html as { operation: string; content: string }) };
  return pageIr(node.page, context);
}

/** The route query keys a page keeps its lists' state in (pages, tabs, filters). */
const pageQueryKeys = (render: RenderIr): string[] =>
  render.kind === 'page' ? [...render.main, ...(render.side ?? [])].flatMap((block) => blockQueryKeys(block)) : [];

export interface Ir {
  /** spec/openapi.yaml as plain data, for openapi-typescript */
  openapi: Record<string, unknown>;
  signing: Record<string, unknown>;
  mainClient: Record<string, unknown>;
  secondClient: Record<string, unknown>;
  autographSecret: string;
  /** x-access-control: what a visitor is told where a member is needed (请先登录) */
  visitorMessage: string;
  /** x-uploads: the file extensions each kind of upload takes */
  uploadExtensions: Record<string, string[]>;
  operations: OperationIr[];
  forms: FormIr[];
  platform: string;
  /** the platform in a sentence (index.html's meta description) */
  description: string;
  /** the shell's menus, as spec/routes.yaml writes them */
  navigation: Obj;
  routes: RouteIr[];
  /** spec/screens.yaml: the route options each hand-written screen reads, with their values */
  screenOptions: { screen: string; options: { name: string; type: OptionType['type']; value: unknown }[] }[];
  /** spec/display.yaml: formats and label maps by name */
  display: ReturnType<typeof displayIr>;
  /** spec/texts.yaml: the runtime's own texts, counts and status rules, when the spec has them */
  texts?: { texts: Obj; sizes: Obj; timings: Obj; rules: Obj };
  /** spec/content.yaml: product content no call serves, when the spec has it */
  content?: Obj;
}

const obj = (value: unknown): Obj => (isObject(value) ? value : {});
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
/** the spec's own x-… notes are documentation, not configuration */
const withoutNotes = (value: unknown): Obj =>
  Object.fromEntries(Object.entries(obj(value)).filter(([key]) => !key.startsWith('x-')));

function screenOptionsIr(spec: LoadedSpec): Ir['screenOptions'] {
  const routes = new Map(routeEntries(spec.routes).map(({ route }) => [route.name, obj(route.options)]));
  return screenOptionDecls(spec).map(({ screen, route, options }) => ({
    screen,
    options: Object.entries(options).map(([name, { type }]) => ({ name, type, value: routes.get(route)?.[name] })),
  }));
}

/** Builds the model of a spec that validated without errors. */
export function buildIr(spec: LoadedSpec): Ir {
  const openapi = obj(spec.openapi?.value);
  const routesFile = obj(spec.routes?.value);
  const display = displayIr(spec.display?.value);
  const visitorMessage = String(obj(obj(openapi['x-access-control']).visitor).msg ?? '');
  const navigation = obj(routesFile.navigation);
  const phones = { hotline: String(navigation.hotline), reportHotline: String(navigation.reportHotline) };
  const pageContext: IrContext = { labels: Object.keys(display.labels), loginFirst: visitorMessage, phones };
  return {
    openapi,
    signing: withoutNotes(openapi['x-signing']),
    mainClient: withoutNotes(openapi['x-main-client']),
    secondClient: withoutNotes(openapi['x-second-client']),
    autographSecret: String(obj(openapi['x-autograph']).secret),
    visitorMessage,
    // x-uploads: each kind's extensions (the keys; the values are the content types the server accepts)
    uploadExtensions: Object.fromEntries(
      ['image', 'video'].map((kind) => [kind, Object.keys(obj(obj(openapi['x-uploads'])[kind]))]),
    ),
    operations: operationsOf(openapi)
      .map(operationIr)
      .sort((a, b) => (a.id < b.id ? -1 : 1)),
    forms: spec.forms.map(({ id, file }) => formIr(id, file.path, obj(file.value))),
    platform: String(routesFile.platform),
    description: String(routesFile.description),
    navigation: obj(routesFile.navigation),
    routes: routeEntries(spec.routes).map(({ route }) => routeIr(route, pageContext)),
    screenOptions: screenOptionsIr(spec),
    display,
    ...(isObject(spec.texts?.value) && {
      texts: {
        texts: obj(spec.texts.value.texts),
        sizes: obj(spec.texts.value.sizes),
        timings: obj(spec.texts.value.timings),
        rules: obj(spec.texts.value.rules),
      },
    }),
    ...(isObject(spec.content?.value) && { content: spec.content.value }),
  };
}

function operationIr(operation: OperationInfo): OperationIr {
  const names = (location: string) => operation.parameters.filter((p) => p.in === location).map((p) => p.name);
  const response = operation.response;
  const unwrap: Unwrap = response.includes('page')
    ? 'page'
    : response.includes('data') && response.includes('total')
      ? 'data+total'
      : response.includes('data')
        ? 'data'
        : 'msg';
  const mediaType = operation.body?.mediaType;
  return {
    id: operation.id!,
    method: operation.method.toUpperCase(),
    path: operation.path,
    summary: operation.summary ?? '',
    body: mediaType ? BODY_MEDIA_TYPES[mediaType as keyof typeof BODY_MEDIA_TYPES] : 'none',
    ...(mediaType ? { mediaType } : {}),
    query: names('query'),
    pathParams: names('path'),
    required: [
      ...operation.parameters.filter((p) => p.required && p.in !== 'header').map((p) => p.name),
      ...(operation.body?.required ?? []),
    ],
    client: operation.security.includes('ts') ? 'second' : 'main',
    autograph: operation.autograph,
    unwrap,
    quiet: operation.quiet,
  };
}

const buttonsIr = (buttons: unknown): FormIr['buttons'] =>
  (Array.isArray(buttons) ? buttons : []).map((button) => ({
    label: String(obj(button).label),
    set: obj(obj(button).set) as FixedValues,
  }));

/** An edit's call, and its own submit buttons where it names them (a job saved, not published again). */
function updateIr(update: Obj): NonNullable<FormIr['update']> {
  const { buttons, ...rest } = update;
  return {
    from: {},
    ...(rest as { operation: string }),
    ...(Array.isArray(buttons) ? { buttons: buttonsIr(buttons) } : {}),
  };
}

function formIr(id: string, source: string, form: Obj): FormIr {
  const submit = obj(form.submit);
  return {
    id,
    source,
    title: String(form.title),
    operation: String(submit.operation),
    buttons: buttonsIr(submit.buttons),
    set: obj(submit.set) as FixedValues,
    query: list(submit.query),
    from: obj(submit.from) as Record<string, string>,
    local: list(form.local),
    ...(form.validate === 'blur' ? { validate: 'blur' as const } : {}),
    ...(form.draft === true ? { draft: true as const } : {}),
    after: obj(submit.after),
    ...(isObject(submit.confirm) ? { confirm: submit.confirm as NonNullable<FormIr['confirm']> } : {}),
    ...(isObject(submit.update) ? { update: updateIr(submit.update) } : {}),
    ...(isObject(form.load) ? { load: { params: {}, ...(form.load as { operation: string }) } } : {}),
    ...(isObject(form.notice)
      ? { notice: { params: {}, ...(form.notice as { operation: string; field: string }) } }
      : {}),
    ...(isObject(form.uiByAccount) ? { uiByAccount: form.uiByAccount } : {}),
    schema: obj(form.schema),
    uiSchema: obj(form.ui),
    messages: (Array.isArray(form.messages) ? form.messages : []).map((message) => ({
      field: String(obj(message).field),
      rules: list([obj(message).rule].flat()),
      ...(typeof obj(message).bound === 'string' ? { bound: String(obj(message).bound) } : {}),
      text: String(obj(message).text),
    })),
  };
}

function routeIr(route: Obj, context: IrContext): RouteIr {
  const render = renderIr(route, context);
  const variants = (Array.isArray(route.variants) ? route.variants : []).map((variant) => {
    const { when, title } = obj(variant);
    const draws = RENDER_KINDS.some((kind) => kind in obj(variant));
    return {
      when: obj(when) as Record<string, string | { empty: boolean }>,
      ...(typeof title === 'string' ? { title } : {}),
      ...(draws ? { render: renderIr(obj(variant), context) } : {}),
    };
  });
  const stateKeys = [render, ...variants.flatMap((variant) => (variant.render ? [variant.render] : []))].flatMap(
    pageQueryKeys,
  );
  return {
    path: String(route.path),
    name: String(route.name),
    title: String(route.title),
    public: route.public === true,
    realName: route.realName === true,
    shell: String(route.shell),
    keepAlive: route.keepAlive === true,
    startsChat: route.startsChat === true,
    query: [...new Set([...list(route.query), ...stateKeys])],
    options: obj(route.options),
    render,
    variants,
  };
}
