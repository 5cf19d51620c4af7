// What a page may read from an answer: a record is `data`, rows are the items of `data` or of
// `page.records`; dotted paths walk nested objects through $ref and allOf, and array fields into their items.
import { describe, expect, it } from 'vitest';
import { enumValues, lookupField, recordFields, rowFields } from '../../generator/response-fields';

const answer = (body: object) => ({
  responses: {
    '200': {
      content: {
        'application/json': { schema: { allOf: [{ $ref: '#/components/schemas/Envelope' }, { properties: body }] } },
      },
    },
  },
});

const doc = {
  paths: {
    '/article': {
      get: {
        operationId: 'getArticle',
        ...answer({
          data: { allOf: [{ $ref: '#/components/schemas/Article' }, { properties: { content: { type: 'string' } } }] },
        }),
      },
    },
    '/articles': {
      get: {
        operationId: 'listArticles',
        ...answer({
          page: {
            type: 'object',
            properties: { records: { type: 'array', items: { $ref: '#/components/schemas/Article' } } },
          },
        }),
      },
    },
    '/banners': {
      get: {
        operationId: 'listBanners',
        ...answer({ data: { type: 'array', items: { type: 'object', properties: { picUrl: { type: 'string' } } } } }),
      },
    },
    '/ping': { get: { operationId: 'ping', responses: { '200': { description: 'msg only' } } } },
  },
  components: {
    schemas: {
      Envelope: { type: 'object', properties: { code: { type: 'integer' }, msg: { type: 'string' } } },
      Status: { type: 'integer', enum: [0, 1, 2] },
      Article: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          status: { $ref: '#/components/schemas/Status' },
          member: { type: 'object', properties: { nickname: { type: 'string' } } },
          extra: { type: 'object' },
          children: { type: 'array', items: { $ref: '#/components/schemas/Article' } },
        },
      },
    },
  },
};

const fields = (schema: unknown, path: string) => {
  const found = lookupField(doc, schema, path);
  return found.found ? 'found' : `${found.at}:${found.missing} of ${found.known.join(',')}`;
};

describe('response fields', () => {
  const record = recordFields(doc, 'getArticle').schema;
  const rows = rowFields(doc, 'listArticles').schema;

  it.each([
    { given: 'id', want: 'found' },
    { given: 'content', want: 'found' },
    { given: 'member.nickname', want: 'found' },
    { given: 'member.nick', want: 'member:nick of nickname' },
    { given: 'children.member.nickname', want: 'found' },
    { given: 'children.0.id', want: 'found' },
    { given: 'extra.anything.below', want: 'found' },
    { given: 'status.x', want: 'status:x of ' },
    { given: 'code', want: ':code of id,status,member,extra,children,content' },
  ])('the record of getArticle: $given', ({ given, want }) => expect(fields(record, given)).toBe(want));

  it('reads rows from page.records and from a data array', () => {
    expect(fields(rows, 'member.nickname')).toBe('found');
    expect(fields(rows, 'content')).toBe(':content of id,status,member,extra,children');
    expect(fields(rowFields(doc, 'listBanners').schema, 'picUrl')).toBe('found');
  });

  it('knows nothing of an answer without data, and says whose fields it names', () => {
    expect(recordFields(doc, 'ping')).toEqual({ what: 'the record of `ping`', schema: undefined });
    expect(rowFields(doc, 'listArticles', 'comments').what).toBe('the comments of `listArticles`');
  });

  it('reads enum values through $ref', () => {
    const status = lookupField(doc, record, 'status');
    expect(status.found && enumValues(doc, status.schema)).toEqual(['0', '1', '2']);
  });
});
