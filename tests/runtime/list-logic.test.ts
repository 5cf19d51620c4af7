import { describe, expect, it } from 'vitest';
import { routeByName, type ListPage } from '../../generated/routes';
import { fieldsOf, resolveParams, submitTarget, uiFor } from '../../src/pages/form-logic';
import { openHref, pageInput, rowsOf, selectedRecordTab, viewOf } from '../../src/pages/list-logic';

// The generic pages' decisions (spec/routes.yaml list / detail, spec/forms load / update / uiByAccount),
// read against the real route table where it has the case.
const session = { userId: 'm1', username: 'chayou', ticket: 't', token: 'k', isCompany: false, idcardStatus: 1 };
const favourites = routeByName.mySC.render as ListPage;

describe('inputs from the page', () => {
  it.each([
    [{ id: 'query.id' }, { id: '7' }],
    [{ userId: 'session.userId', type: 3 }, { userId: 'm1', type: 3 }],
    [{ id: 'record.id' }, { id: 'r9' }],
    [{ id: 'query.missing' }, null],
  ])('%j → %j', (params, want) => {
    expect(resolveParams(params, { query: new URLSearchParams('id=7'), session, record: { id: 'r9' } })).toEqual(want);
  });
});

describe('a list with tabs', () => {
  it('merges a tab over the list and adds the paging inputs the view names', () => {
    const activities = viewOf(favourites, 3);
    expect(activities.operation).toBe('listMyLikedActivities');
    expect(pageInput(activities, favourites.pageSize, 2, { query: new URLSearchParams(), session })).toEqual({ memberId: 'm1', pageNo: 2, pageSize: 10 });
    // a locally paged tab sends no paging inputs
    expect(pageInput(viewOf(favourites, 1), favourites.pageSize, 2, { query: new URLSearchParams(), session })).toEqual({ type: 1, userId: 'm1' });
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
    const sources = { query: new URLSearchParams(), session };
    expect(openHref(open, { id: 'a1', tag: 0 }, sources)).toBe('/pbSelection/detail?id=a1');
    expect(openHref(open, { id: 'a2', tag: 1 }, sources)).toBe('/chaCulture/hddetail?id=a2');
    expect(openHref(undefined, { id: 'a3' }, sources)).toBeNull();
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
    update: { operation: 'updateAdmin' as const, from: { id: 'host.id' }, after: { toast: '修改成功' } },
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
    expect([edit.operation, edit.from, edit.after]).toEqual(['updateAdmin', { enterpriseId: 'query.id', id: 'host.id' }, { toast: '修改成功' }]);
  });
});
