import type { Locator, Page } from 'playwright-core';
import { createSchemaUtils } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { sandboxUrl } from './sandbox-url';
import { operations } from '../../generated/api/operations';
import { forms } from '../../generated/forms';
import type { FormModule } from '../../generated/forms/types';
import { dateRefusals, fieldsOf, firstFailing, shownErrors, submitTarget } from '../../src/pages/form-logic';
import { inputShape } from '../../src/pages/widgets/input-shape';
import { toast, useBrowser } from './browser';
import { filledWalks, formWalks, type FormWalk, type Step } from './fixtures/form-walks';
import { field as labelled, logIn, loginCookie, mp4, phoneOf, png, registerMember } from './members';
import { smsCode } from './sandbox-peek';

// Every form walked as a person fills it (issue 23), in ONE form instance without reload: submit empty →
// the first message (toast and inline); give the field of each message its value, in the documented
// order → each next message; a too-long value the input refuses, a wrong one its message; finally a valid
// submit → the documented toast and where the member lands. Which message comes next is the form's YAML
// (its validator and documented order, as the runtime decides it) over what the walk has filled so far;
// only where a form opens and a valid value per field are kept in fixtures/form-walks.ts.
// A form that opens filled (an edit: 编辑问题, 修改报价, 基本资料) is walked from a record its owner made through
// the API: the fields show it, emptied they ask again in the documented order, and the save changes it.
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
  const dates = dateRefusals(form, data).map(({ field, text }) => ({
    property: `.${field}`,
    message: text,
    name: 'x-notBefore',
    params: {},
  }));
  const errors = shownErrors([...validator.validateFormData(data, form.schema).errors, ...dates]);
  return errors.length ? (firstFailing(form, errors) ?? null) : null;
}

/** Gives a field a value the way a person does with its widget. */
async function give(
  page: Page,
  scope: Locator,
  spec: FormModule['form'],
  name: string,
  step: Step,
  prefix = 'root_',
): Promise<void> {
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
    return input.fill(await smsCode(sandboxUrl(), step.sms));
  }
  if ('select' in step)
    return void (await scope.getByRole('combobox', { name: labelled(title) }).selectOption({ label: step.select }));
  // rjsf's radios carry the field's id; a custom radio group (the cover picker) its label
  if ('radio' in step)
    return scope
      .locator(`#${prefix}${name}`)
      .or(scope.getByRole('radiogroup', { name: title, exact: true }))
      .first()
      .getByRole('radio', { name: step.radio })
      .check();
  if ('tag' in step)
    return scope
      .getByRole('group', { name: labelled(title) })
      .getByRole('checkbox', { name: step.tag })
      .click();
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
  const file =
    step.upload === 'image'
      ? { name: '茶园.png', mimeType: 'image/png', buffer: png(8, 8, [80, 150, 80]) }
      : { name: '采茶.mp4', mimeType: 'video/mp4', buffer: mp4() };
  await scope.locator(`#${prefix}${name}${step.at ?? ''}`).setInputFiles(file);
  await uploaded;
  // the fields the widget fills afterwards (card recognition) are filled before the person goes on
  for (const filled of Object.keys(step.fills ?? {}))
    await expect.poll(() => scope.locator(`#${prefix}${filled}`).inputValue(), { timeout: 10_000 }).not.toBe('');
}

/** A typed field the schema limits (maxLength, or a fixed-length digits pattern) with a plain input. */
function limitedField(spec: FormModule['form'], values: Record<string, Step>): [string, number] | undefined {
  for (const [name, property] of Object.entries(spec.schema.properties ?? {})) {
    const { maxLength } = inputShape(property as { maxLength?: number; pattern?: string });
    if (maxLength && typeof values[name] === 'string' && (property as { type?: string }).type === 'string')
      return [name, maxLength];
  }
  return undefined;
}

let registered = 0;
/** Opens the form as a person does from where they are: its route, tab and button; answers where its fields are. */
async function openForm(page: Page, { open }: Pick<FormWalk, 'open'>, userId: string, id: string): Promise<Locator> {
  const { path, button, dialog, tab } = open;
  if (path) await page.goto(url(path.replace('{userId}', userId).replace('{id}', id)));
  if (tab) await page.getByRole('tab', { name: tab }).click();
  if (button) await page.getByRole('button', { name: button, exact: true }).first().click();
  return dialog ? page.getByRole('dialog', { name: dialog }) : page.locator('main, body').first();
}

async function open(page: Page, walk: FormWalk): Promise<Locator> {
  let userId = '';
  if (walk.account) {
    const { name, legal } = walk.account;
    const phone = name ?? phoneOf('136', ++registered);
    if (!name) await registerMember(sandboxUrl(), phone, { legal });
    userId = await logIn(page, url, phone, { legal, redirect: walk.from, ...(name ? {} : { password: 'Green2024' }) });
  } else await page.goto(url(walk.from));
  const id = walk.record ? await walk.record(sandboxUrl()) : '';
  return openForm(page, walk, userId, id);
}

/** One form being filled in: where it is, its module, and the valid value of each field. */
interface Filling {
  page: Page;
  scope: Locator;
  module: FormModule;
  values: Record<string, Step>;
  idPrefix?: string;
}

/** The message on the form, besides the toast (a hidden field's, the map's coordinates, on the widget filling it). */
const inline = (scope: Locator, text: string) =>
  scope.locator(`xpath=.//*[not(ancestor-or-self::*[@role="status"])][normalize-space(text())="${text}"]`).first();
const submitOf = ({ scope, module }: Filling) =>
  scope.getByRole('button', { name: module.form.buttons[0].label, exact: true });

/**
 * Submits what the form holds (`data`, as the walk gave it) and follows its messages: each is the toast and the
 * field's inline text, the field is given its value, the next submit shows the next — until none is left, the
 * messages in their documented order. Answers what the form then holds.
 */
async function walkMessages(filling: Filling, start: Data): Promise<Data> {
  const { page, scope, module, values, idPrefix } = filling;
  const { form } = module;
  const submit = submitOf(filling);
  let data = start;
  const shown: string[] = [];
  const given = new Set<string>();
  let next = firstMessage(module, data);
  expect(next, 'the form is refused').not.toBeNull();
  while (next) {
    await submit.click();
    // on a wrong message, say which ones the form shows instead
    await toast(page, next)
      .waitFor({ timeout: 10_000 })
      .catch(async () => {
        expect(
          await scope.locator('[id$="__error"]').allInnerTexts(),
          `after ${shown.join(' → ') || 'the first submit'}`,
        ).toContain(next);
      });
    shown.push(next);
    // the message of a field not given yet (two fields may share a text: 请选择活动时间)
    const message = form.messages.find(
      (m) => m.text === next && !m.rules.includes('x-notBefore') && !given.has(m.field),
    )!;
    await inline(scope, next).waitFor();
    const step = values[message.field];
    expect(step, `fixtures/form-walks.ts: a valid ${form.id}.${message.field} (${next})`).toBeDefined();
    await give(page, scope, form, message.field, step, idPrefix);
    data = { ...data, ...holds(form, message.field, step) };
    given.add(message.field);
    next = firstMessage(module, data);
    expect(shown.length, `${form.id} keeps asking: ${shown.join(' → ')}`).toBeLessThanOrEqual(form.messages.length);
  }
  // documented order: each message shown comes later in the YAML than the one before
  const order = shown.map((text) => form.messages.findIndex((m) => m.text === text));
  expect(order, shown.join(' → ')).toEqual([...order].sort((a, b) => a - b));
  return data;
}

/** A typed field the schema limits takes no more than its limit; then it holds its valid value again. */
async function refuseTooLong(filling: Filling): Promise<void> {
  const {
    page,
    scope,
    module: { form },
    values,
    idPrefix,
  } = filling;
  const limited = limitedField(form, values);
  if (!limited) return;
  const [name, max] = limited;
  const title = (form.schema.properties?.[name] as { title: string }).title;
  const input = scope.getByLabel(labelled(title)).first();
  await input.fill('');
  await input.pressSequentially('1'.repeat(max + 3));
  expect((await input.inputValue()).length, `${name} takes ${max} characters`).toBe(max);
  await give(page, scope, form, name, values[name], idPrefix);
}

/** A wrong value says its message (toast and inline); corrected, with the fields its change empties (ui:options.clears). */
async function refuseWrong(filling: Filling, wrong: NonNullable<FormWalk['wrong']>): Promise<void> {
  const {
    page,
    scope,
    module: { form },
    values,
    idPrefix,
  } = filling;
  const { field, step, message } = wrong;
  expect(
    form.messages.some((m) => m.field === field && m.text === message),
    `${form.id}.${field}: ${message} is the YAML's`,
  ).toBe(true);
  await give(page, scope, form, field, step, idPrefix);
  await submitOf(filling).click();
  await toast(page, message).waitFor();
  await inline(scope, message).waitFor();
  const clears =
    (form.uiSchema[field] as { 'ui:options'?: { clears?: string[] } } | undefined)?.['ui:options']?.clears ?? [];
  for (const name of [field, ...clears]) await give(page, scope, form, name, values[name], idPrefix);
}

/** The valid submit, confirmed where the form asks to (submit.confirm), and its toast, or the notice that stays (after.dialog). */
async function submitValid(filling: Filling, toastText?: string): Promise<void> {
  const {
    page,
    module: { form },
  } = filling;
  await submitOf(filling).click();
  if (form.confirm)
    await page.getByRole('dialog', { name: form.confirm.title }).getByRole('button', { name: '确定' }).click();
  if (toastText)
    await page
      .getByRole(form.after.dialog ? 'dialog' : 'status')
      .filter({ hasText: toastText })
      .first()
      .waitFor();
}

describe.each(formWalks)('$form, filled as a person would', (walk) => {
  it('shows each message in order as it is filled, refuses a wrong value, then succeeds', async () => {
    const module = await forms[walk.form]();
    const { form } = module;
    const page = await newPage();
    const filling: Filling = {
      page,
      scope: await open(page, walk),
      module,
      values: walk.values,
      idPrefix: walk.open.idPrefix,
    };
    await walkMessages(
      filling,
      createSchemaUtils(module.validator, form.schema, { constAsDefaults: 'never' }).getDefaultFormState(
        form.schema,
        {},
      ) as Data,
    );
    await refuseTooLong(filling);
    if (walk.wrong) await refuseWrong(filling, walk.wrong);
    await submitValid(filling, walk.after.toast);
    if (form.after.lock) {
      // locked once sent (the loan), the success is the last word: the page's own check (showLoanApply's
      // 105) is not read again to toast 您已提交过贷款申请 over it
      const repeated = page.getByRole('status').filter({ hasText: '您已提交过贷款申请，请勿重复提交' });
      for (let i = 0; i < 10; i += 1) {
        expect(await repeated.count(), 'a second toast after the success').toBe(0);
        await page.waitForTimeout(150);
      }
    }
    if (walk.after.shows) await filling.scope.getByText(walk.after.shows, { exact: true }).first().waitFor();
    if (walk.after.lands) await page.waitForURL((u) => walk.after.lands!.test(u.hash), { timeout: 10_000 });
    // a form whose YAML logs out after success (a password change) leaves no session in the page
    // (the logout call answers after the page has moved on: waited for, not read once)
    if (form.after.logout)
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('user_id')), { timeout: 10_000 }).toBeNull();

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

// Forms that open filled from a record (an edit): the same walk from the record, by its owner.
let owners = 0;
describe.each(filledWalks)('$form, opened filled from a record', (walk) => {
  it('shows the record, asks for each emptied field in order, refuses a wrong value, then saves the change', async () => {
    const baseUrl = sandboxUrl();
    const module = await forms[walk.form]();
    const { form } = module;
    const { legal = false } = walk.account;
    const phone = phoneOf('138', ++owners);
    await registerMember(baseUrl, phone, { legal });
    const owner = await loginCookie(baseUrl, phone, legal ? 1 : 0, 'Green2024');
    const { id, data: record } = await walk.record(baseUrl, owner);
    const page = await newPage();
    await logIn(page, url, phone, { legal, redirect: walk.from, password: 'Green2024' });
    const filling: Filling = {
      page,
      scope: await openForm(page, walk, owner.id, id),
      module,
      values: walk.values,
      idPrefix: walk.open.idPrefix,
    };
    const typed = Object.keys(walk.values).filter((name) => typeof walk.values[name] === 'string');
    const input = (name: string) =>
      filling.scope.getByLabel(labelled((form.schema.properties?.[name] as { title: string }).title)).first();
    // the form opens on the record: each field the walk retypes shows the record's value
    for (const name of typed)
      await expect
        .poll(() => input(name).inputValue(), { timeout: 10_000, message: name })
        .toBe(String(record[name] ?? ''));
    // the required ones emptied, the submit asks for each in the YAML's order
    const emptied = typed.filter((name) => form.schema.required?.includes(name));
    expect(emptied, `${walk.form}: a required field the walk empties`).not.toEqual([]);
    for (const name of emptied) await input(name).fill('');
    const start = Object.fromEntries(
      Object.entries(fieldsOf(form, record)).filter(([name]) => !emptied.includes(name)),
    );
    await walkMessages(filling, start);
    await refuseTooLong(filling);
    if (walk.wrong) await refuseWrong(filling, walk.wrong);
    // the fields not required keep the record's value until the walk gives them theirs
    for (const name of typed)
      if (!emptied.includes(name)) await give(page, filling.scope, form, name, walk.values[name], walk.open.idPrefix);
    // what an edit says: the YAML's toast, or the call's message where the YAML shows that (serverMessage)
    const after = submitTarget(form, true).after;
    const said = after.serverMessage ? walk.after.toast : after.toast;
    expect(said, `${walk.form}: the toast after the save`).toBeDefined();
    await submitValid(filling, said);
    if (walk.after.lands) await page.waitForURL((u) => walk.after.lands!.test(u.hash), { timeout: 10_000 });
    // saved to the record itself, not a new one
    const saved = await walk.readBack(baseUrl, owner, id);
    for (const name of typed)
      expect(String(saved[name]), name).toBe(String(Object.values(holds(form, name, walk.values[name]))[0]));
    await page.close();
  });
});
