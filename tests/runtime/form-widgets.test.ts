// @vitest-environment happy-dom
// (the widgets' module asks a form's choice lists ahead through the HTTP layer, which reads the page's address)
import { describe, expect, it } from 'vitest';
import { forms, type FormId } from '../../generated/forms';
import { uiFor } from '../../src/pages/form-logic';
import { widgetNames } from '../../src/pages/widgets';

const namesOf = async (id: FormId, isCompany = false) => {
  const { form } = await forms[id]();
  return [...widgetNames(form.schema, uiFor(form, { isCompany }))].sort();
};

describe('the widgets a form loads', () => {
  it('are those its ui names, by rjsf name for radio and select', async () => {
    expect(await namesOf('forget-password')).toEqual(['RadioWidget', 'password', 'sms-code']);
  });
  it("include rjsf's select for a choice the ui names no widget for", () => {
    const schema = {
      type: 'object' as const,
      properties: {
        kind: { type: 'integer' as const, oneOf: [{ const: 0 }, { const: 1 }] },
        name: { type: 'string' as const },
      },
    };
    expect([...widgetNames(schema, {})]).toEqual(['SelectWidget']);
    expect([...widgetNames(schema, { kind: { 'ui:widget': 'radio' } })]).toEqual(['RadioWidget']);
  });
  it('look into array items and conditional branches', () => {
    const schema = {
      type: 'object' as const,
      properties: {
        images: {
          type: 'array' as const,
          items: { type: 'object' as const, properties: { image: { type: 'string' as const } } },
        },
      },
      then: { properties: { city: { type: 'string' as const, enum: ['a', 'b'] } } },
    };
    expect([...widgetNames(schema, { images: { items: { image: { 'ui:widget': 'image-upload' } } } })].sort()).toEqual([
      'SelectWidget',
      'image-upload',
    ]);
  });
});
