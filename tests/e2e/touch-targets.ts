// Issue 25: a phone's controls take a thumb. Evaluated inside the page (`locator.evaluate(smallTargets)`),
// so it stands alone: no imports, no names from this module.

/**
 * The controls on show under `root` smaller than a thumb (44 px high, 24 px wide), each as
 * `tag “its text” N px`: buttons, tabs, fields, selects, checkboxes, radios and links, but links inside
 * running text (WCAG 2.5.5's inline exception) and a textarea (its rows are its box).
 */
export function smallTargets(root: Element): string[] {
  const controls =
    'button, [role="button"], [role="tab"], [role="combobox"], input:not([type="hidden"]), select, [role="checkbox"], [role="radio"], a[href]';
  return [...root.querySelectorAll<HTMLElement>(controls)]
    .filter((e) => {
      const r = e.getBoundingClientRect();
      const style = getComputedStyle(e);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') return false;
      // MUI's native input behind a select is transparent: the select's box is the target
      if (style.opacity === '0' && !e.matches('input[type="radio"], input[type="checkbox"]')) return false;
      if (e.tagName === 'A' && style.display === 'inline') return false;
      return r.height < 44 || r.width < 24;
    })
    .map(
      (e) =>
        `${e.tagName.toLowerCase()} “${(e.innerText || e.getAttribute('aria-label') || e.getAttribute('name') || '').trim().slice(0, 12)}” ${Math.round(e.getBoundingClientRect().height)} px`,
    );
}
