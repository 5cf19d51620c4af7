import { describe, expect, it } from 'vitest';
import type { Field } from '../../generated/routes';
import { actionIr, templateParts } from '../../generator/page-ir';
import { placeNamedIn } from '../../src/features/maps/places';
import { formatValue, readPath } from '../../src/lib/display';
import { tagTexts } from '../../src/pages/blocks/field-view';

// The vocabulary the migrated screens added: list paths, times of day, tags, the place an address
// names, and the IR of `done` / `position` on actions.
describe('readPath through lists (as the generator checks paths)', () => {
  const job = { images: [{ image: 'a.png' }, { image: 'b.png' }], tags: ['x'] };
  it('walks into every element of a list', () => expect(readPath(job, 'images.image')).toEqual(['a.png', 'b.png']));
  it('takes an element by position', () => expect(readPath(job, 'images.1.image')).toBe('b.png'));
  it('answers a list itself whole', () => expect(readPath(job, 'tags')).toEqual(['x']));
  it('never reaches a prototype through a list', () =>
    expect(readPath(job, 'images.constructor')).toEqual([undefined, undefined]));
});

describe('a time of day alone takes date formats', () => {
  it('reads 08:30:00 as a time', () => expect(formatValue('08:30:00', 'hourMinute')).toBe('08:30'));
  it('leaves words alone', () => expect(formatValue('全天', 'hourMinute')).toBe('全天'));
});

describe('tags: a chip per element', () => {
  const record = {
    labels: [
      { name: '专业权威', num: 2 },
      { name: '回复及时', num: 1 },
    ],
    label: ['耐心细致'],
  };
  it('reads a template element by element', () => {
    const field: Field = {
      as: 'tags',
      template: templateParts('{labels.name} {labels.num}') as unknown as Field['template'],
    };
    expect(tagTexts(field, { record })).toEqual(['专业权威 2', '回复及时 1']);
  });
  it('shows a list field element by element', () =>
    expect(tagTexts({ as: 'tags', field: 'label' }, { record })).toEqual(['耐心细致']));
  it('shows nothing for an empty list', () =>
    expect(tagTexts({ as: 'tags', field: 'none' }, { record: { none: [] } })).toEqual([]));
});

describe('the place an address names', () => {
  it('is the seat of the 信阳 district it contains', () =>
    expect(placeNamedIn('河南省信阳市商城县某镇')).toEqual({
      lng: 115.4069,
      lat: 31.7987,
      address: '河南省信阳市商城县某镇',
    }));
  it('is none for an address outside them', () => expect(placeNamedIn('上海市')).toBeUndefined());
});

describe('action IR: done and position', () => {
  it('parses done.when and keeps position', () => {
    const action = actionIr(
      {
        label: '打卡',
        call: { operation: 'checkInVoucher', params: { businessId: 'record.id' } },
        position: { lng: 'jingdu', lat: 'weidu', fallback: 'address' },
        done: { when: { clockStatus: 1 }, label: '已打卡' },
      },
      { labels: [], loginFirst: '请先登录', phones: {} },
    );
    expect(action).toMatchObject({
      kind: 'call',
      position: { lng: 'jingdu', lat: 'weidu', fallback: 'address' },
      done: { label: '已打卡', when: { test: { ref: 'scope', path: 'clockStatus' }, op: 'eq', value: { value: 1 } } },
    });
  });
});
