import { describe, expect, it } from 'vitest';
import { pages } from '../../generated/pages';
import { type ListBlock } from '../../generated/routes';
import { linkTo } from '../../src/pages/page-inputs';
import { fieldsOf, resolveParams, submitTarget, uiFor } from '../../src/pages/form-logic';
import { filterInput, openLinkOf, pagingInput, selectedRecordTab, viewOf } from '../../src/pages/list-logic';
import { rowsOf } from '../../src/pages/rows';

// The generic pages' decisions (spec/routes.yaml list / detail, spec/forms load / update / uiByAccount),
// read against the real route table where it has the case.
const session = { userId: 'm1', username: 'chayou', ticket: 't', token: 'k', isCompany: false, idcardStatus: 1 };
const favourites = (await pages['my-sc']()).page.main[0] as ListBlock;

describe('inputs from the page', () => {
  it.each([
    [{ id: 'query.id' }, { id: '7' }],
    [
      { userId: 'session.userId', type: 3 },
      { userId: 'm1', type: 3 },
    ],
    [{ id: 'record.id' }, { id: 'r9' }],
    [
      { id: 'row.id', name: 'record.member.nickname' },
      { id: 'w3', name: '茶友' },
    ],
    [{ id: 'query.missing' }, null],
  ])('%j → %j', (params, want) => {
    expect(
      resolveParams(params, {
        query: new URLSearchParams('id=7'),
        session,
        record: { id: 'r9', member: { nickname: '茶友' } },
        row: { id: 'w3' },
      }),
    ).toEqual(want);
  });
});

describe('a list with tabs', () => {
  it('merges a tab over the list and adds the paging inputs the view names', () => {
    const activities = viewOf(favourites, 3);
    expect(activities.operation).toBe('listMyLikedActivities');
    expect(activities.params).toEqual({ memberId: 'session.userId' });
    expect(pagingInput(activities, favourites.pageSize, 2)).toEqual({ pageNo: 2, pageSize: 10 });
    // a locally paged tab sends no paging inputs
    expect(pagingInput(viewOf(favourites, 1), favourites.pageSize, 2)).toEqual({});
  });

  it('reads rows from every envelope and cuts a local page', () => {
    expect(rowsOf({ records: [{ id: 1 }], total: 31 })).toEqual({ records: [{ id: 1 }], total: 31 });
    expect(rowsOf({ data: [{ id: 1 }, { id: 2 }], total: 2 })).toEqual({ records: [{ id: 1 }, { id: 2 }], total: 2 });
    const all = Array.from({ length: 12 }, (_, id) => ({ id }));
    expect(rowsOf(all, { page: 2, pageSize: 10 })).toEqual({ records: [{ id: 10 }, { id: 11 }], total: 12 });
    expect(rowsOf(null)).toEqual({ records: [], total: 0 });
  });

  it('opens the first link whose when matches the row', () => {
    const open = viewOf(favourites, 3).open;
    const to = (row: Record<string, unknown>) => {
      const link = openLinkOf(open, { row, session });
      return link && linkTo(link.route, link.query, { row, session });
    };
    expect(to({ id: 'a1', tag: 0 })).toBe('/pbSelection/detail?id=a1');
    expect(to({ id: 'a2', tag: 1 })).toBe('/chaCulture/hddetail?id=a2');
    expect(openLinkOf(undefined, { row: { id: 'a3' } })).toBeUndefined();
  });

  it('adds the chosen filters to the call, the first tab option when the query names none', () => {
    const list = {
      kind: 'list',
      params: {},
      queryPrefix: '',
      filters: [
        {
          kind: 'tabs',
          param: 'type',
          query: 'type',
          options: [
            { label: '推荐', value: 0 },
            { label: '附近', value: 1 },
          ],
        },
        {
          kind: 'select',
          param: 'status',
          query: 'status',
          options: [{ label: '全部' }, { label: '报名中', value: 1 }],
        },
        { kind: 'search', param: 'title', query: 'title' },
        { kind: 'dateRange', from: 'startTime', to: 'endTime', query: 'startTime' },
      ],
    } as const satisfies ListBlock;
    expect(filterInput(list, new URLSearchParams())).toEqual({ type: 0 });
    expect(
      filterInput(list, new URLSearchParams('type=1&status=1&title=茶&startTime=2026-11-01&endTime=2026-11-30')),
    ).toEqual({ type: 1, status: '1', title: '茶', startTime: '2026-11-01', endTime: '2026-11-30' });
  });

  it('picks the record tab the query names, else the first', () => {
    const guides = [{ code: 'sfrz' }, { code: 'ttfb' }];
    expect(selectedRecordTab(guides, 'code', 'ttfb')).toBe(1);
    expect(selectedRecordTab(guides, 'code', 'nope')).toBe(0);
    expect(selectedRecordTab(guides, 'code', null)).toBe(0);
  });
});

describe('edit forms', () => {
  const spec = {
    schema: { type: 'object' as const, properties: { name: {}, phone: {} } },
    uiSchema: { name: { 'ui:placeholder': '姓名' }, phone: {} },
    uiByAccount: { company: { name: { 'ui:title': '法人姓名' } }, person: { phone: { 'ui:widget': 'hidden' } } },
    operation: 'saveAdmin' as const,
    from: { enterpriseId: 'query.id' },
    after: { serverMessage: true },
    local: [] as string[],
    set: { kind: 1, source: 'pc' },
    buttons: [{ label: '确定', set: {} }],
    update: {
      operation: 'updateAdmin' as const,
      from: { id: 'host.id' },
      after: { toast: '修改成功' },
      omit: ['phone', 'kind'],
    },
  };

  it('keeps only the fields the form has, without nulls', () => {
    expect(fieldsOf(spec, { id: 'x', name: '钱', phone: null, lables: [] })).toEqual({ name: '钱' });
  });

  it('lays the account kind’s uiSchema over the base', () => {
    expect(uiFor(spec, { isCompany: true }).name).toEqual({ 'ui:placeholder': '姓名', 'ui:title': '法人姓名' });
    expect(uiFor(spec, { isCompany: false }).phone).toEqual({ 'ui:widget': 'hidden' });
  });

  it('sends an edit through the update operation with its extra values', () => {
    expect(submitTarget(spec, false).operation).toBe('saveAdmin');
    const edit = submitTarget(spec, true);
    expect([edit.operation, edit.from, edit.after]).toEqual([
      'updateAdmin',
      { enterpriseId: 'query.id', id: 'host.id' },
      { toast: '修改成功' },
    ]);
    // what only a create sends stays out of an edit
    expect([edit.local, edit.set]).toEqual([['phone', 'kind'], { source: 'pc' }]);
    // without buttons of its own, an edit keeps the form's
    expect(edit.buttons).toEqual([{ label: '确定', set: {} }]);
  });

  it('saves an edit with the update’s own buttons where it names them', () => {
    const edit = submitTarget({ ...spec, update: { ...spec.update, buttons: [{ label: '保存修改', set: {} }] } }, true);
    expect(edit.buttons).toEqual([{ label: '保存修改', set: {} }]);
    expect(
      submitTarget({ ...spec, update: { ...spec.update, buttons: [{ label: '保存修改', set: {} }] } }, false).buttons,
    ).toEqual([{ label: '确定', set: {} }]);
  });
});
