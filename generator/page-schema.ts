// The shape of a composed page (spec/routes.yaml `page:`) and of spec/display.yaml, as JSON Schema.
// A page is regions of blocks; blocks fetch with one operation and params, show fields, and run
// actions; conditions (`when`) and formats are data the runtime interprets, never code.
// `title` names the object in diagnostics, `description` becomes the hint of a failed pattern/oneOf.
const text = { type: 'string', minLength: 1 };
const scalar = { type: ['string', 'number', 'boolean'] };
const count = { type: 'integer', minimum: 1 };

/** A value read from the page: the enclosing record, the row at hand, the member, the route query. */
/** `row._index`: the row's position in what its block shows, from 0 (a banner's index for /contentDetail). */
export const ROW_POSITION = '_index';
export const REF = /^(record|row|session|query)\.[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
export const SOURCES = ['record', 'row', 'session', 'query'] as const;
/** The session values a page may read (src/lib/session.ts readSession). */
export const SESSION_FIELDS = ['userId', 'username', 'ticket', 'token', 'isCompany', 'idcardStatus'] as const;

// input name → fixed value or a ref ('record.id', 'row.id', 'session.userId', 'query.id')
const params = { type: 'object', additionalProperties: scalar };
const call = {
  title: 'call',
  type: 'object',
  required: ['operation'],
  additionalProperties: false,
  properties: { operation: text, params },
};

// A condition: { <ref or field>: value | { eq|ne|gt|gte|lt|lte: value, in|notIn: [values], empty: bool } },
// several keys are all required; { and: [..] }, { or: [..] }, { not: .. } combine.
const comparison = {
  title: 'comparison',
  type: 'object',
  minProperties: 1,
  additionalProperties: false,
  properties: {
    eq: scalar,
    ne: scalar,
    gt: scalar,
    gte: scalar,
    lt: scalar,
    lte: scalar,
    in: { type: 'array', minItems: 1, items: scalar },
    notIn: { type: 'array', minItems: 1, items: scalar },
    empty: { type: 'boolean' },
  },
};
const condition = {
  title: 'condition',
  type: 'object',
  minProperties: 1,
  properties: {
    and: { type: 'array', minItems: 1, items: { $ref: '#/$defs/condition' } },
    or: { type: 'array', minItems: 1, items: { $ref: '#/$defs/condition' } },
    not: { $ref: '#/$defs/condition' },
  },
  additionalProperties: { oneOf: [scalar, comparison] },
};

// who may run an action: a member (请先登录, or the text given), real-name verified (the go-verify
// dialog's and the under-review toast's texts may be given: the goods gate of seed 3 §4), a corporate
// account (the text others are told)
const realNameTexts = { type: 'object', additionalProperties: false, minProperties: 1, properties: { required: text, pending: text } };
const gate = {
  oneOf: [
    { enum: ['login', 'realName'] },
    { type: 'array', minItems: 1, items: { enum: ['login', 'realName'] } },
    { type: 'object', additionalProperties: false, minProperties: 1, properties: { login: text, realName: { oneOf: [{ const: true }, realNameTexts] }, company: text } },
  ],
  description: 'gate is login, realName, a list of them, or { login: <text>, realName: true | { required: <text>, pending: <text> }, company: <text> }',
};

const link = {
  title: 'link',
  type: 'object',
  required: ['route'],
  additionalProperties: false,
  properties: { route: text, query: params },
};
// what follows a successful call or form: reload the page's data, go back, or go to a route
const then = {
  oneOf: [{ enum: ['reload', 'back', 'openUrl', 'none'] }, { type: 'object', required: ['go'], additionalProperties: false, properties: { go: text, query: params } }],
  description: 'then is reload, back, openUrl, none or { go: <route>, query }',
};

export const ACTION_KINDS = ['navigate', 'href', 'call', 'toggle', 'form', 'reveal', 'copy', 'map', 'chat', 'path', 'logout', 'popover'] as const;
// a label and the field of the subject it shows (a stat of a popover)
const labelled = { title: 'popover item', type: 'object', required: ['label', 'field'], additionalProperties: false, properties: { label: text, field: text } };
const action = {
  title: 'action',
  type: 'object',
  additionalProperties: false,
  properties: {
    label: text,
    when: { $ref: '#/$defs/condition' },
    gate,
    // asked first: the text, or a dialog's own title and text (清空确认)
    confirm: { oneOf: [text, { title: 'confirm', type: 'object', required: ['title', 'text'], additionalProperties: false, properties: { title: text, text } }] },
    variant: { enum: ['contained', 'outlined', 'text'] },
    // a form action's dialog title when it is not the label (修改报价 opens 报价信息)
    dialogTitle: text,
    // a form action on a row edits it (starts from its values) unless edit: false — an answer to the
    // question at hand starts empty
    edit: { const: false },
    // a route of this file with query values
    navigate: link,
    // an outside address read from a field (opens in a new tab)
    href: { type: 'string', pattern: REF.source, description: 'href is a ref: record.<field>, row.<field>' },
    call,
    // a 0/1 field flipped by two operations; labels [off, on]; toasts [on, off] or the server's msg
    toggle: {
      title: 'toggle',
      type: 'object',
      required: ['field', 'on', 'off', 'labels'],
      additionalProperties: false,
      properties: {
        field: text,
        on: call,
        off: call,
        labels: { type: 'array', minItems: 2, maxItems: 2, items: text },
        count: text,
        toasts: { type: 'array', minItems: 2, maxItems: 2, items: text },
      },
    },
    form: text,
    // a form action's values for the form's `submit.from: host.<name>` (the reported item and its type)
    host: params,
    // a masked value shown whole on click: the full field, and what shows until then
    reveal: {
      title: 'reveal',
      type: 'object',
      required: ['field'],
      additionalProperties: false,
      properties: { field: text, masked: text, format: text },
    },
    // a value, or (link) the whole address of a route of this app (an invite link)
    copy: {
      title: 'copy',
      type: 'object',
      required: ['done', 'failed'],
      additionalProperties: false,
      properties: { value: scalar, link, done: text, failed: text },
      oneOf: [{ required: ['value'] }, { required: ['link'] }],
      description: 'copy has a value or a link',
    },
    // an in-app path a field holds (a task's target); without one, 暂未开放
    path: { type: 'string', pattern: REF.source, description: 'path is a ref: row.<field>, record.<field>' },
    // a map dialog in view mode at the record's coordinates; without lng / lat, at the place its address
    // names (the district seats of src/features/maps/places.ts); not offered when neither gives a place
    map: {
      title: 'map',
      type: 'object',
      additionalProperties: false,
      // external: an outside maps service's marker page at the coordinates, in a new tab (seed 3 §2.4)
      properties: { lng: text, lat: text, address: text, zoom: count, external: { const: true } },
      anyOf: [{ required: ['lng', 'lat'] }, { required: ['address'] }],
      description: 'a map has lng and lat, or an address',
    },
    // the member-to-member consult pop-up over the chat session: the member's id and name fields
    chat: { title: 'chat', type: 'object', required: ['to', 'name'], additionalProperties: false, properties: { to: text, name: text } },
    // the member logs out as the top bar's 退出 does (the feed's publishing panel)
    logout: { const: true },
    // a popover beside the button showing these fields of the row or record (查看数据: reads, comments, likes)
    popover: { type: 'array', minItems: 1, items: labelled },
    toast: text,
    serverMessage: { const: true },
    then,
    delayMs: count,
    // a call's inputs filled from the browser's position (Geolocation API): longitude and latitude; when
    // the browser gives none (refused, unavailable, 10 s), the place the record's `fallback` address names
    position: {
      title: 'position',
      type: 'object',
      required: ['lng', 'lat'],
      additionalProperties: false,
      properties: { lng: text, lat: text, fallback: text },
    },
    // the action shown with this label and not clickable while the condition holds (已打卡, 已报名)
    done: {
      title: 'done',
      type: 'object',
      required: ['when', 'label'],
      additionalProperties: false,
      properties: { when: { $ref: '#/$defs/condition' }, label: text },
    },
  },
  description: `an action has exactly one of ${ACTION_KINDS.join(', ')}`,
};

// A shown value: a field (dotted path) or a template '{a|format} 至 {b|format}', with a label, a
// format of spec/display.yaml or a label map, how to show it, and a condition.
const fieldObject = {
  title: 'field',
  type: 'object',
  additionalProperties: false,
  properties: {
    field: text,
    template: text,
    text,
    label: text,
    format: text,
    labels: text,
    // tags: one chip per element of a list field (a template's list fields are read element by element)
    as: { enum: ['text', 'html', 'image', 'images', 'phone', 'video', 'avatar', 'tags'] },
    when: { $ref: '#/$defs/condition' },
    tone: { enum: ['default', 'primary', 'success', 'warning', 'error', 'info'] },
    wide: { type: 'boolean' },
  },
  description: 'a field shows one of field, template or text',
};
const field = { oneOf: [text, fieldObject], description: 'a field is a name, or { field | template | text, label, format, labels, as, when }' };
const fields = { type: 'array', items: field };

// A row shown from YAML rather than a card of src/cards: image, title, badges, lines, an aside value.
const item = {
  title: 'item',
  type: 'object',
  required: ['title'],
  additionalProperties: false,
  properties: { image: field, title: field, badges: fields, lines: fields, aside: field, layout: { enum: ['row', 'tile'] } },
};

const option = { title: 'option', type: 'object', required: ['label'], additionalProperties: false, properties: { label: text, value: scalar } };
const options = { type: 'array', minItems: 1, items: option };
const filter = {
  title: 'filter',
  type: 'object',
  additionalProperties: false,
  properties: {
    tabs: text,
    select: text,
    search: text,
    dateRange: { type: 'object', required: ['from', 'to'], additionalProperties: false, properties: { from: text, to: text } },
    label: text,
    options,
    // the tab chosen while the route query names none (the honour hall opens on its second tab)
    default: scalar,
    // options read from an operation's answer: its value and label fields
    from: { title: 'options source', type: 'object', required: ['operation', 'value', 'label'], additionalProperties: false, properties: { operation: text, params, value: text, label: text } },
  },
  description: 'a filter is one of tabs, select, search or dateRange, naming the parameter it sets',
};
const paging = {
  oneOf: [{ type: 'object', additionalProperties: false, required: ['index', 'size'], properties: { index: text, size: text } }, { const: 'local' }],
};
const openLink = { ...link, title: 'link', properties: { ...link.properties, when: { $ref: '#/$defs/condition' }, gate } };
const listView = {
  operation: text,
  params,
  paging,
  // a card of src/cards, or one per row: the first whose `when` holds (a feed draws each item by its type)
  card: {
    oneOf: [
      text,
      { type: 'array', minItems: 1, items: { title: 'card choice', type: 'object', required: ['card'], additionalProperties: false, properties: { card: text, when: { $ref: '#/$defs/condition' } } } },
    ],
  },
  item,
  open: { oneOf: [openLink, { type: 'array', minItems: 1, items: openLink }] },
  empty: text,
  // rows under a heading per value of this field, in the order they come (browse history by date)
  groupBy: field,
  // each row's buttons; a tab's own replace the list's (a favourites tab of questions has 写回答)
  actions: { type: 'array', items: { $ref: '#/$defs/action' } },
};

const blockCommon = {
  when: { $ref: '#/$defs/condition' },
  title: text,
  // a heading link (更多 → a route)
  more: { title: 'more', type: 'object', required: ['label', 'route'], additionalProperties: false, properties: { label: text, route: text, query: params } },
  // ?section=<anchor> scrolls the page to this block once its data has come (/user?section=feedback)
  anchor: text,
};

export const BLOCK_KINDS = ['list', 'record', 'carousel', 'comments', 'html', 'text', 'links', 'stats', 'charts', 'buttons', 'tabs', 'form', 'screen', 'share'] as const;

const listBlock = {
  title: 'list block',
  type: 'object',
  additionalProperties: false,
  properties: {
    ...listView,
    pageSize: count,
    tabs: { type: 'array', minItems: 2, items: { title: 'tab', type: 'object', required: ['label'], additionalProperties: false, properties: { label: text, ...listView } } },
    recordTabs: {
      type: 'object',
      required: ['label'],
      additionalProperties: false,
      properties: { label: text, select: { type: 'object', required: ['query', 'field'], additionalProperties: false, properties: { query: text, field: text } } },
    },
    filters: { type: 'array', minItems: 1, items: filter },
    add: { type: 'object', required: ['label', 'form'], additionalProperties: false, properties: { label: text, form: text } },
    columns: { type: 'integer', minimum: 1, maximum: 6 },
    // append the next page when scrolled to the end, after this delay (the trade hall's dynamics)
    infinite: { type: 'object', required: ['delayMs'], additionalProperties: false, properties: { delayMs: { type: 'integer', minimum: 0 } } },
    // a part of an unpaged answer: rows from..to (0-based, to excluded) — a podium of three and the rest
    slice: { title: 'slice', type: 'object', required: ['from'], additionalProperties: false, properties: { from: { type: 'integer', minimum: 0 }, to: count } },
    // the route query keys of this list's page and filters get this prefix (several lists on one page)
    queryPrefix: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*$' },
    // a line above the rows telling how many there are: the text with {n} for the answer's total
    total: { type: 'string', pattern: '\\{n\\}', description: 'total is a text holding {n}, the number of rows (共 {n} 条)' },
    // a row is chosen rather than opened: a click sets these route query keys to the row's values (row.<field>),
    // and the row whose values the query holds shows as chosen — blocks elsewhere on the page read them
    // (comment management: a work on the left, its comments on the right)
    select: {
      title: 'select',
      type: 'object',
      minProperties: 1,
      propertyNames: { pattern: '^[a-z][A-Za-z0-9]*$' },
      additionalProperties: { type: 'string', pattern: REF.source, description: 'a select value is a ref: row.<field>' },
    },
    // while `when` holds (the job list's 附近 tab), the inputs lng and lat carry the browser's position
    // (Geolocation API); refused, unavailable or silent for 10 s: the fixed `fallback` place, and `refused`
    // says so above the rows
    position: {
      title: 'list position',
      type: 'object',
      required: ['lng', 'lat', 'fallback', 'refused'],
      additionalProperties: false,
      properties: {
        lng: text,
        lat: text,
        when: { $ref: '#/$defs/condition' },
        fallback: {
          type: 'object',
          required: ['lng', 'lat'],
          additionalProperties: false,
          properties: { lng: { type: 'number', minimum: -180, maximum: 180 }, lat: { type: 'number', minimum: -90, maximum: 90 } },
        },
        refused: text,
      },
    },
  },
};

const recordBlock = {
  title: 'record block',
  type: 'object',
  required: ['operation'],
  additionalProperties: false,
  properties: {
    operation: text,
    params,
    // an operation answering a list: the element at this position ('query.<p>')
    pick: { type: 'string', pattern: '^query\\.[A-Za-z][A-Za-z0-9_]*$', description: 'pick is query.<parameter>' },
    title: field,
    image: field,
    meta: fields,
    badges: fields,
    sections: fields,
    actions: { type: 'array', items: { $ref: '#/$defs/action' } },
    blocks: { type: 'array', items: { $ref: '#/$defs/block' } },
    empty: text,
    // reading this record changes these operations' answers (opening a message marks it read): the page
    // asks them again when it next shows them
    stale: { type: 'array', minItems: 1, items: text },
  },
};

const carouselBlock = {
  title: 'carousel block',
  type: 'object',
  required: ['operation', 'image'],
  additionalProperties: false,
  properties: {
    operation: text,
    params,
    image: text,
    caption: text,
    // fixed milliseconds, or read from a call (a value in `unit`, `default` ms when absent)
    interval: {
      oneOf: [
        count,
        { title: 'interval', type: 'object', required: ['operation', 'field', 'unit', 'default'], additionalProperties: false, properties: { operation: text, params, field: text, unit: { enum: ['s', 'ms'] }, default: count } },
      ],
    },
    height: count,
    // what a click does: the first action whose `when` matches the item
    open: { type: 'array', minItems: 1, items: { $ref: '#/$defs/action' } },
  },
};

// A comment thread bound to the social operations; `row` is the comment at hand, `record` the commented record.
const commentsBlock = {
  title: 'comments block',
  type: 'object',
  required: ['list', 'fields', 'texts'],
  additionalProperties: false,
  properties: {
    list: call,
    // the comments are this list field of the answer (an expert's detail answers its comments), not its rows
    rows: text,
    pageSize: count,
    // the answer's field counting every comment: the call is asked one page at a time (pageIndex, pageSize)
    // and the pager counts by it; absent: the thread pages what one call answered
    total: text,
    // the spec/display.yaml format the time field is shown in (seed 2 §9's `ago` from crtTime, not a
    // server-made "14天前"); absent: as the answer gives it
    format: text,
    fields: {
      title: 'comment fields',
      type: 'object',
      required: ['id', 'name', 'text'],
      additionalProperties: false,
      properties: { id: text, avatar: text, name: text, text: text, time: text, replies: text, likes: text, liked: text, author: text, rating: text, tags: text },
    },
    // absent: the thread is read only (no comment box)
    submit: { ...call, properties: { ...call.properties, text } },
    reply: { ...call, properties: { ...call.properties, text } },
    like: { title: 'like', type: 'object', required: ['on', 'off'], additionalProperties: false, properties: { on: call, off: call } },
    delete: { title: 'delete', type: 'object', required: ['operation', 'confirm'], additionalProperties: false, properties: { ...call.properties, confirm: text, when: { $ref: '#/$defs/condition' } } },
    disabled: { $ref: '#/$defs/condition' },
    // after a comment, reply or like: reload the enclosing record too (the honour detail)
    reloadRecord: { type: 'boolean' },
    serverMessage: { type: 'boolean' },
    texts: {
      title: 'comment texts',
      type: 'object',
      // placeholder, submit and empty go with `submit`
      required: ['replies', 'collapse'],
      additionalProperties: false,
      // rating: what a comment's stars are read out as, {n} the number
      properties: { placeholder: text, submit: text, replyPlaceholder: text, reply: text, empty: text, replies: text, collapse: text, nameFallback: text, none: text, done: text, like: text, liked: text, delete: text, loginFirst: text, rating: text },
    },
  },
};

const block = {
  title: 'block',
  type: 'object',
  additionalProperties: false,
  properties: {
    ...blockCommon,
    list: listBlock,
    record: recordBlock,
    carousel: carouselBlock,
    comments: commentsBlock,
    html: { title: 'html block', type: 'object', required: ['field'], additionalProperties: false, properties: { operation: text, params, field: text } },
    text,
    links: {
      type: 'array',
      minItems: 1,
      items: { title: 'link', type: 'object', required: ['label'], additionalProperties: false, properties: { label: text, route: text, query: params, href: text, image: text, note: text, gate, notOpen: { const: true } } },
    },
    stats: {
      title: 'stats block',
      type: 'object',
      required: ['items'],
      additionalProperties: false,
      properties: { operation: text, params, items: { type: 'array', minItems: 1, items: { title: 'stat', type: 'object', required: ['label', 'field'], additionalProperties: false, properties: { label: text, field: text } } } },
    },
    // charts over a named set of sample figures (src/features/charts/sample-data.ts): the seeds draw
    // placeholder charts where the back end answers no figures; `note` marks them as samples, `ranges`
    // is a 近{n}天 switch (the set drawn for that many days, {range} in a label), `figures` its tiles
    charts: {
      title: 'charts block',
      type: 'object',
      required: ['sample', 'items'],
      additionalProperties: false,
      properties: {
        sample: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*$' },
        note: text,
        ranges: { type: 'array', minItems: 2, uniqueItems: true, items: { type: 'integer', minimum: 1 } },
        figures: { const: true },
        items: {
          type: 'array',
          minItems: 1,
          items: { title: 'chart', type: 'object', required: ['kind', 'data', 'label'], additionalProperties: false, properties: { kind: { enum: ['trend', 'pie'] }, data: text, label: text } },
        },
      },
    },
    buttons: { type: 'array', minItems: 1, items: { $ref: '#/$defs/action' } },
    tabs: {
      title: 'tabs block',
      type: 'object',
      required: ['items'],
      additionalProperties: false,
      properties: {
        query: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*$' },
        // value: what the route query holds for the tab (search's type 0-3); without, its 1-based position
        items: { type: 'array', minItems: 2, items: { title: 'tab', type: 'object', required: ['label', 'blocks'], additionalProperties: false, properties: { label: text, value: scalar, when: { $ref: '#/$defs/condition' }, blocks: { type: 'array', minItems: 1, items: { $ref: '#/$defs/block' } } } } },
      },
    },
    form: text,
    screen: text,
    // share boxes: each label a button whose popover shows the QR code of the page's address (扫一扫)
    share: { type: 'array', minItems: 1, items: text },
  },
  description: `a block has exactly one of ${BLOCK_KINDS.join(', ')}`,
};

export const pageSchema = {
  title: 'page',
  type: 'object',
  required: ['main'],
  additionalProperties: false,
  properties: {
    main: { type: 'array', minItems: 1, items: { $ref: '#/$defs/block' } },
    side: { type: 'array', minItems: 1, items: { $ref: '#/$defs/block' } },
    sideAt: { enum: ['left', 'right'] },
    // the route's title is the page's heading unless a record names it; a page whose first block shows
    // it otherwise (the home page's banner) keeps it for screen readers only
    hideTitle: { const: true },
  },
};

/** The recursive parts, for the routes file schema's `$defs`. */
export const pageDefs = { block, action, condition };

// spec/display.yaml: named formats and label maps.
const format = {
  title: 'format',
  type: 'object',
  minProperties: 1,
  maxProperties: 1,
  additionalProperties: false,
  properties: {
    // a dayjs pattern ([text] is literal)
    date: text,
    // seed 2 §9: seconds / minutes / hours / days ago under `days`, then `recent` under `monthDays`, then `full`
    ago: {
      title: 'ago format',
      type: 'object',
      required: ['units', 'days', 'recent', 'monthDays', 'full'],
      additionalProperties: false,
      properties: {
        units: { type: 'object', required: ['second', 'minute', 'hour', 'day'], additionalProperties: false, properties: { second: text, minute: text, hour: text, day: text } },
        days: count,
        recent: text,
        monthDays: count,
        full: text,
      },
    },
    // seed 1 §9: another year → otherYear; before yesterday → earlier; yesterday; today morning / afternoon
    calendar: {
      title: 'calendar format',
      type: 'object',
      required: ['otherYear', 'earlier', 'yesterday', 'morning', 'afternoon'],
      additionalProperties: false,
      properties: { otherYear: text, earlier: text, yesterday: text, morning: text, afternoon: text },
    },
    // keep `start` characters, then `stars` asterisks (or as many as hidden), then the rest from character `from`
    // (1-based) or the last `end` characters
    mask: {
      title: 'mask format',
      type: 'object',
      required: ['start'],
      additionalProperties: false,
      properties: { start: { type: 'integer', minimum: 0 }, end: { type: 'integer', minimum: 0 }, stars: count, from: count },
    },
    money: { title: 'money format', type: 'object', required: ['decimals'], additionalProperties: false, properties: { decimals: { type: 'integer', minimum: 0 }, prefix: text, suffix: text } },
    number: { title: 'number format', type: 'object', additionalProperties: false, properties: { pad: count, suffix: text } },
  },
  description: 'a format is one of date, ago, calendar, mask, money, number',
};
const labelValue = { oneOf: [text, { title: 'label', type: 'object', required: ['text'], additionalProperties: false, properties: { text, tone: fieldObject.properties.tone } }] };

export const displayFileSchema = {
  title: 'display file',
  type: 'object',
  required: ['formats', 'labels'],
  additionalProperties: false,
  properties: {
    formats: { type: 'object', additionalProperties: format, propertyNames: { pattern: '^[a-z][A-Za-z0-9]*$' } },
    labels: {
      type: 'object',
      propertyNames: { pattern: '^[a-z][A-Za-z0-9]*$' },
      additionalProperties: { title: 'label map', type: 'object', minProperties: 1, additionalProperties: labelValue },
    },
  },
};
