import { pageDefs, pageSchema } from './page-schema.js';
// The shape of spec/routes.yaml and spec/forms/<id>.yaml as JSON Schema. `title` names the object in
// diagnostics ("route is missing `shell`"), `description` becomes the hint of a failed `pattern`.
const text = { type: 'string', minLength: 1 };
const names = { type: 'array', items: text, uniqueItems: true };
// fixed payload values: scalars only, they travel as query parameters or form fields as well as JSON
const fixedValues = { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean', 'null'] } };

// A navigation entry: a route (with query values), an outside address, or a 暂未开放 answer.
const navLink = {
  title: 'navigation link',
  description: 'a link has exactly one of route, href or notOpen: true',
  type: 'object',
  required: ['label'],
  additionalProperties: false,
  properties: {
    label: text,
    route: text,
    query: { type: 'object', additionalProperties: { type: 'string' } },
    href: { type: 'string', pattern: '^https?://', description: 'an outside address starts with http:// or https://' },
    notOpen: { const: true },
  },
  oneOf: [{ required: ['route'] }, { required: ['href'] }, { required: ['notOpen'] }],
};
const navLinks = { type: 'array', items: navLink };
const linkGroups = (title: string) => ({
  type: 'array',
  items: { title, type: 'object', required: ['title', 'links'], additionalProperties: false, properties: { title: text, links: navLinks } },
});
const count = { type: 'integer', minimum: 1 };

const callParams = { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } };

const pageKinds = {
  form: text,
  screen: text,
  // a server-HTML page: an operation's answer shown as a title and sanitised HTML
  html: {
    title: 'html page',
    type: 'object',
    required: ['operation', 'content'],
    additionalProperties: false,
    properties: { operation: text, params: callParams, title: text, content: text, meta: text },
  },
  // a composed page: regions of blocks (page-schema.ts)
  page: pageSchema,
};

const navigationSchema = {
  title: 'navigation',
  type: 'object',
  required: ['hotline', 'reportHotline', 'recordNumber', 'appQrCode', 'header', 'nav', 'search', 'sidePanel', 'footer', 'legal', 'userMenu', 'creatorMenu'],
  additionalProperties: false,
  properties: {
    hotline: text,
    reportHotline: text,
    recordNumber: text,
    appQrCode: text,
    assumed: text,
    header: {
      title: 'header menus',
      type: 'object',
      required: ['service', 'help', 'siteMap'],
      additionalProperties: false,
      properties: { register: navLinks, service: navLinks, help: navLinks, siteMap: navLinks },
    },
    nav: navLinks,
    search: {
      title: 'search',
      type: 'object',
      required: ['route', 'historySize', 'categories', 'shortcuts'],
      additionalProperties: false,
      properties: {
        route: text,
        historySize: count,
        categories: {
          type: 'array',
          minItems: 1,
          items: {
            title: 'search category',
            type: 'object',
            required: ['label', 'query'],
            additionalProperties: false,
            properties: { label: text, query: { type: 'object', additionalProperties: { type: 'string' } } },
          },
        },
        shortcuts: navLinks,
      },
    },
    sidePanel: {
      title: 'side panel',
      type: 'object',
      required: ['backToTop'],
      additionalProperties: false,
      properties: {
        backToTop: {
          type: 'object',
          required: ['stepPx', 'everyMs'],
          additionalProperties: false,
          properties: { stepPx: count, everyMs: count },
        },
      },
    },
    footer: linkGroups('footer group'),
    // the side menus of the user centre (seed 1 §2.6) and the creator centre (seed 2 §2.3)
    userMenu: linkGroups('user-centre menu group'),
    creatorMenu: linkGroups('creator-centre menu group'),
    legal: navLinks,
  },
};

export const routesFileSchema = {
  title: 'routes file',
  type: 'object',
  $defs: pageDefs,
  required: ['platform', 'routes', 'navigation'],
  additionalProperties: false,
  properties: {
    platform: text,
    navigation: navigationSchema,
    routes: {
      type: 'array',
      items: {
        title: 'route',
        type: 'object',
        required: ['path', 'name', 'title', 'public', 'shell'],
        additionalProperties: false,
        properties: {
          // fixed paths (the runtime finds a route by its path, src/app/use-route-def.ts); a route's
          // inputs are its query
          path: { type: 'string', pattern: '^/[A-Za-z0-9_/-]*$', description: 'a route path is fixed: / then letters, digits, _, - and / (inputs go in the query)' },
          name: text,
          title: text,
          public: { type: 'boolean' },
          // a real-name-gated route (seed 1 §5, §6): unverified members are offered to verify first
          realName: { type: 'boolean' },
          shell: { enum: ['main', 'user', 'creator', 'bare'] },
          keepAlive: { type: 'boolean' },
          // the member's chat client starts when the route opens (seed 2 §2.4: the home page)
          startsChat: { type: 'boolean' },
          query: names,
          // constants a hand-written screen reads (poll intervals, page sizes), so they live in the spec
          options: fixedValues,
          ...pageKinds,
          // the same route rendered another way when its query says so: /about?type=x is a list
          variants: {
            type: 'array',
            items: {
              title: 'variant',
              type: 'object',
              required: ['when'],
              additionalProperties: false,
              properties: { when: { type: 'object', minProperties: 1, additionalProperties: { type: 'string' } }, title: text, ...pageKinds },
            },
          },
        },
      },
    },
  },
};

// payload values the page knows: the logged-in member, or a route query parameter by another name
const sourcedValues = {
  type: 'object',
  additionalProperties: {
    type: 'string',
    pattern: '^(session\\.(userId|username|ticket|token|isCompany)|(query|host)\\.[A-Za-z][A-Za-z0-9_]*)$',
    description: 'a source is session.userId, session.username, session.ticket, session.token, session.isCompany, query.<parameter> or host.<value the screen hosting the form passes>',
  },
};
const afterSuccess = {
  title: 'after',
  type: 'object',
  additionalProperties: false,
  // toast: a fixed text; dialog: a text in a dialog, its 确定 goes on; serverMessage: the msg the server
  // answered; go: a route name (query: its fixed query values, a tab to show); back: the previous page;
  // delayMs: the wait between the message and going on (seed 3 §2.1: the job publish goes back after 1 s);
  // lock: the button stays locked after success, also where the form is a block of a page (the loan)
  properties: {
    delayMs: { type: 'integer', minimum: 0 },
    lock: { const: true },
    session: { type: 'boolean' },
    toast: text,
    dialog: text,
    serverMessage: { type: 'boolean' },
    go: text,
    query: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
    back: { type: 'boolean' },
  },
};

export const formFileSchema = {
  title: 'form',
  type: 'object',
  required: ['title', 'submit', 'schema'],
  additionalProperties: false,
  properties: {
    title: text,
    // blur: a field's message shows once the field is left (seed 2 §5 add sub-member); else from the first submit
    validate: { enum: ['submit', 'blur'] },
    submit: {
      title: 'submit',
      type: 'object',
      required: ['operation', 'buttons'],
      additionalProperties: false,
      properties: {
        operation: text,
        buttons: {
          type: 'array',
          minItems: 1,
          items: {
            title: 'button',
            type: 'object',
            required: ['label'],
            additionalProperties: false,
            properties: { label: text, set: fixedValues },
          },
        },
        set: fixedValues,
        query: names,
        // payload values the page knows: the logged-in member, or a route query parameter by another name
        from: sourcedValues,
        // a dialog before the call: its text and the fields whose values the user confirms (seed 1 §5 real name)
        confirm: {
          title: 'confirm',
          type: 'object',
          required: ['title', 'text', 'fields'],
          additionalProperties: false,
          properties: { title: text, text, fields: names },
        },
        after: afterSuccess,
        // an edit (the form started from a record or from \`load\`) submits here instead, with these extra values
        update: {
          title: 'update',
          type: 'object',
          required: ['operation'],
          additionalProperties: false,
          // omit: fields (or set values) sent on create only — the update call does not take them
          properties: { operation: text, from: sourcedValues, after: afterSuccess, omit: names },
        },
      },
    },
    // the starting data of an edit form: the operation's answer, loaded when every param has a value
    // (a route without ?id is a new entry); fields are matched by name
    load: {
      title: 'load',
      type: 'object',
      required: ['operation'],
      additionalProperties: false,
      properties: { operation: text, params: callParams },
    },
    // server HTML shown above the fields: a field of an operation's answer (the exhibitor sign-up's notice,
    // getInfo type 3)
    notice: {
      title: 'notice',
      type: 'object',
      required: ['operation', 'field'],
      additionalProperties: false,
      properties: { operation: text, params: callParams, field: text },
    },
    // uiSchema overrides by the logged-in account's kind (corporate accounts see more, or other labels)
    uiByAccount: { type: 'object', additionalProperties: false, properties: { company: { type: 'object' }, person: { type: 'object' } } },
    local: names,
    // why no route, block, action or screen opens this form (the generator reports a form nothing uses)
    unused: text,
    schema: {
      title: 'schema',
      type: 'object',
      required: ['type', 'properties'],
      properties: { type: { const: 'object' }, properties: { type: 'object' }, required: names },
    },
    ui: { type: 'object' },
    messages: {
      type: 'array',
      items: {
        title: 'message',
        type: 'object',
        required: ['field', 'rule', 'text'],
        additionalProperties: false,
        properties: {
          field: text,
          rule: { type: ['string', 'array'], items: text, minItems: 1 },
          text,
          assumed: text,
        },
      },
    },
  },
};
