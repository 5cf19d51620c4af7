import type { Locator, Page } from 'playwright-core';
import { createSchemaUtils } from '@rjsf/utils';
import { describe, expect, inject, it } from 'vitest';
import { operations } from '../../generated/api/operations';
import { forms } from '../../generated/forms';
import type { FormModule } from '../../generated/forms/types';
import { dateRefusals, firstFailing, shownErrors } from '../../src/pages/form-logic';
import { inputShape } from '../../src/pages/widgets/input-shape';
import { toast, useBrowser } from './browser';
import { formWalks, type FormWalk, type Step } from './fixtures/form-walks';
import { field as labelled, logIn, mp4, phoneOf, png, registerMember } from './members';
import { smsCode } from './sandbox-peek';

// Every form walked as a person fills it (issue 23), in ONE form instance without reload: submit empty →
// the first message (toast and inline); give the field of each message its value, in the documented
// order → each next message; a too-long value the input refuses, a wrong one its message; finally a valid
// submit → the documented toast and where the member lands. Which message comes next is the form's YAML
// (its validator and documented order, as the runtime decides it) over what the walk has filled so far;
// only where a form opens and a valid value per field are kept in fixtures/form-walks.ts.
const { newPage, url } = useBrowser();

type Data = Record<string, unknown>;
const uploadPath = operations.huploadFile.path;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** What the form holds after a step: the widget's value, or the typed text (a number for a number field). */
function holds(spec: FormModule['form'], name: string, step: Step): Data {
  const type = (spec.schema.properties?.[name] as { type?: string } | undefined)?.type;
  if (typeof step === 'string') return { [name]: type === 'integer' || type === 'number' ? Number(step) : step };
  if ('map' in step) return step.holds;
  if ('upload' in step) return { [name]: step.holds, ...step.fills };
  if ('holds' in step) return { [name]: step.holds };
  if ('richText' in step) return { [name]: `<p>${step.richText}</p>` };
  if ('tag' in step) return { [name]: type === 'array' ? [step.tag] : step.tag };
  if ('date' in step) return { [name]: day(step.date) };
  if ('check' in step) return { [name]: true };
  // a code of six digits (what the sandbox sends is only known once sent)
  if ('sms' in step) return { [name]: '000000' };
  return { [name]: step.time };
}

/** The message the form shows first for this data (the runtime's own decision, over the YAML's rules). */
function firstMessage({ form, validator }: FormModule, data: Data): string | null {
  const dates = dateRefusals(form, data).map(({ field, text }) => ({ property: `.${field}`, message: text, name: 'x-notBefore', params: {} }));
  const errors = shownErrors([...validator.validateFormData(data, form.schema).errors, ...dates]);
  return errors.length ? (firstFailing(form, errors) ?? null) : null;
}

/** Gives a field a value the way a person does with its widget. */
async function give(page: Page, scope: Locator, spec: FormModule['form'], name: string, step: Step, prefix = 'root_'): Promise<void> {
  const title = (spec.schema.properties?.[name] as { title?: string } | undefined)?.title ?? name;
  const input = scope.getByLabel(labelled(title)).first();
  if (typeof step === 'string') return input.fill(step);
  if ('date' in step) return input.fill(day(step.date));
  if ('time' in step) return input.fill(step.time);
  if ('check' in step) return scope.locator(`#${prefix}${name}`).check();
  if ('sms' in step) {
    const sent = page.waitForResponse((r) => r.url().includes(operations.sendCode.path));
    await scope.getByRole('button', { name: '获取验证码' }).click();
    await sent;
    return input.fill(await smsCode(inject('baseUrl'), step.sms));
  }
  if ('select' in step) return void (await scope.getByRole('combobox', { name: labelled(title) }).selectOption({ label: step.select }));
  // rjsf's radios carry the field's id; a custom radio group (the cover picker) its label
  if ('radio' in step) return scope.locator(`#${prefix}${name}`).or(scope.getByRole('radiogroup', { name: title, exact: true })).first().getByRole('radio', { name: step.radio }).check();
  if ('tag' in step) return scope.getByRole('group', { name: labelled(title) }).getByRole('checkbox', { name: step.tag }).click();
  if ('richText' in step) {
    await scope.getByRole('textbox', { name: labelled(title) }).click();
    return page.keyboard.type(step.richText);
  }
  if ('map' in step) {
    await scope.getByRole('button', { name: '地图选点' }).click();
    const map = page.getByRole('dialog', { name: '选择位置' });
    await map.getByRole('combobox', { name: '区县' }).click();
    await page.getByRole('option', { name: step.map }).click();
    await map.getByRole('button', { name: '确定' }).click();
    return map.waitFor({ state: 'hidden' });
  }
  const uploaded = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(uploadPath));
  const file = step.upload === 'image' ? { name: '茶园.png', mimeType: 'image/png', buffer: png(8, 8, [80, 150, 80]) } : { name: '采茶.mp4', mimeType: 'video/mp4', buffer: mp4() };
  await scope.locator(`#${prefix}${name}${step.at ?? ''}`).setInputFiles(file);
  await uploaded;
  // the fields the widget fills afterwards (card recognition) are filled before the person goes on
  for (const filled of Object.keys(step.fills ?? {})) await expect.poll(() => scope.locator(`#${prefix}${filled}`).inputValue(), { timeout: 10_000 }).not.toBe('');
}

/** A typed field the schema limits (maxLength, or a fixed-length digits pattern) with a plain input. */
function limitedField(spec: FormModule['form'], walk: FormWalk): [string, number] | undefined {
  for (const [name, property] of Object.entries(spec.schema.properties ?? {})) {
    const { maxLength } = inputShape(property as { maxLength?: number; pattern?: string });
    if (maxLength && typeof walk.values[name] === 'string' && (property as { type?: string }).type === 'string') return [name, maxLength];
  }
  return undefined;
}

let registered = 0;
async function open(page: Page, walk: FormWalk): Promise<Locator> {
  let userId = '';
  if (walk.account) {
    const { name, legal } = walk.account;
    const phone = name ?? phoneOf('136', ++registered);
    if (!name) await registerMember(inject('baseUrl'), phone, { legal });
    userId = await logIn(page, url, phone, { legal, redirect: walk.from, ...(name ? {} : { password: 'Green2024' }) });
  } else await page.goto(url(walk.from));
  const { path, button, dialog, tab } = walk.open;
  const id = walk.record ? await walk.record(inject('baseUrl')) : '';
  if (path) await page.goto(url(path.replace('{userId}', userId).replace('{id}', id)));
  if (tab) await page.getByRole('tab', { name: tab }).click();
  if (button) await page.getByRole('button', { name: button, exact: true }).first().click();
  return dialog ? page.getByRole('dialog', { name: dialog }) : page.locator('main, body').first();
}

describe.each(formWalks)('$form, filled as a person would', (walk) => {
  it('shows each message in order as it is filled, refuses a wrong value, then succeeds', async () => {
    const module = await forms[walk.form]();
    const { form } = module;
    let data = createSchemaUtils(module.validator, form.schema, { constAsDefaults: 'never' }).getDefaultFormState(form.schema, {}) as Data;
    const page = await newPage();
    const scope = await open(page, walk);
    const submit = scope.getByRole('button', { name: form.buttons[0].label, exact: true });
    // the message on the form, besides the toast (a hidden field's, the map's coordinates, on the widget filling it)
    const inline = (text: string) => scope.locator(`xpath=.//*[not(ancestor-or-self::*[@role="status"])][normalize-space(text())="${text}"]`).first();
    const shown: string[] = [];
    const given = new Set<string>();
    let next = firstMessage(module, data);
    expect(next, 'an empty form is refused').not.toBeNull();
    while (next) {
      await submit.click();
      // on a wrong message, say which ones the form shows instead
      await toast(page, next).waitFor({ timeout: 10_000 }).catch(async () => {
        expect(await scope.locator('[id$="__error"]').allInnerTexts(), `after ${shown.join(' → ') || 'the empty submit'}`).toContain(next);
      });
      shown.push(next);
      // the message of a field not given yet (two fields may share a text: 请选择活动时间)
      const message = form.messages.find((m) => m.text === next && !m.rules.includes('x-notBefore') && !given.has(m.field))!;
      await inline(next).waitFor();
      const step = walk.values[message.field];
      expect(step, `fixtures/form-walks.ts: a valid ${walk.form}.${message.field} (${next})`).toBeDefined();
      await give(page, scope, form, message.field, step, walk.open.idPrefix);
      data = { ...data, ...holds(form, message.field, step) };
      given.add(message.field);
      next = firstMessage(module, data);
      expect(shown.length, `${walk.form} keeps asking: ${shown.join(' → ')}`).toBeLessThanOrEqual(form.messages.length);
    }
    // documented order: each message shown comes later in the YAML than the one before
    const order = shown.map((text) => form.messages.findIndex((m) => m.text === text));
    expect(order, shown.join(' → ')).toEqual([...order].sort((a, b) => a - b));

    const limited = limitedField(form, walk);
    if (limited) {
      const [name, max] = limited;
      const title = (form.schema.properties?.[name] as { title: string }).title;
      const input = scope.getByLabel(labelled(title)).first();
      await input.fill('');
      await input.pressSequentially('1'.repeat(max + 3));
      expect((await input.inputValue()).length, `${name} takes ${max} characters`).toBe(max);
      await give(page, scope, form, name, walk.values[name], walk.open.idPrefix);
    }
    if (walk.wrong) {
      const { field, step, message } = walk.wrong;
      await give(page, scope, form, field, step, walk.open.idPrefix);
      await submit.click();
      await toast(page, message).waitFor();
      await inline(message).waitFor();
      // corrected, with the fields its change empties (ui:options.clears)
      const clears = ((form.uiSchema[field] as { 'ui:options'?: { clears?: string[] } } | undefined)?.['ui:options']?.clears ?? []);
      for (const name of [field, ...clears]) await give(page, scope, form, name, walk.values[name], walk.open.idPrefix);
    }
    await submit.click();
    // a form that asks to confirm what it sends (submit.confirm) does so now
    if (form.confirm) await page.getByRole('dialog', { name: form.confirm.title }).getByRole('button', { name: '确定' }).click();
    // the form's YAML says whether its success is a toast or a notice that stays (after.dialog)
    if (walk.after.toast) await page.getByRole(form.after.dialog ? 'dialog' : 'status').filter({ hasText: walk.after.toast }).first().waitFor();
    if (walk.after.shows) await scope.getByText(walk.after.shows, { exact: true }).first().waitFor();
    if (walk.after.lands) await page.waitForURL((u) => walk.after.lands!.test(u.hash), { timeout: 10_000 });

    if (walk.edit) {
      // the record just made, opened again filled in: emptied, a field says its message; changed, it saves
      const { button, dialog, field, value } = walk.edit;
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: button, exact: true }).first().click();
      const editing = page.getByRole('dialog', { name: dialog });
      const title = (form.schema.properties?.[field] as { title: string }).title;
      const input = editing.getByLabel(labelled(title)).first();
      await expect.poll(() => input.inputValue(), { timeout: 10_000 }).not.toBe('');
      await input.fill('');
      await editing.getByRole('button', { name: form.buttons[0].label, exact: true }).click();
      const required = form.messages.find((m) => m.field === field && m.rules.includes('required'))!.text;
      await toast(page, required).waitFor();
      await input.fill(value);
      await editing.getByRole('button', { name: form.buttons[0].label, exact: true }).click();
      await toast(page, walk.edit.toast).waitFor();
      await page.getByText(value, { exact: true }).first().waitFor();
    }
    await page.close();
  });
});
