// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openOutside } from '../../src/lib/open-outside';

describe('openOutside', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['https://shop.example.cn/sso?t=1', 'https://shop.example.cn/sso?t=1'],
    ['http://example.cn/a', 'http://example.cn/a'],
    ['tel:4000376888', 'tel:4000376888'],
    ['mailto:kefu@example.cn', 'mailto:kefu@example.cn'],
  ])('opens %s in a new tab, unrelated to the portal', (address, opened) => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openOutside(address)).toBe(true);
    expect(open).toHaveBeenCalledWith(opened, '_blank', 'noopener');
  });

  it('resolves a relative address against the portal', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openOutside('/about?type=9')).toBe(true);
    expect(open.mock.calls[0][0]).toBe(new URL('/about?type=9', window.location.href).href);
  });

  it.each([
    'javascript:window.__xss=1',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://x/1',
  ])('opens nothing for %s', (address) => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openOutside(address)).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});
