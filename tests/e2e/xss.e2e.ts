import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

// Server HTML (agreements, notices, articles) goes through one sanitiser before display: scripts,
// event handlers and javascript: URLs in it never run, and text, images and links survive.
// Chromium reports the inline handlers of hostile HTML as CSP violations as soon as the sanitiser parses
// it (even in an inert document), before they are removed: those reports are expected here, nothing else.
const { newPage, url, problems } = useBrowser({ allowCsp: /^script-src-attr inline$/ });

const corpus = [
  '<p>用户注册协议正文</p>',
  '<script>window.__xss = "script"</script>',
  '<img src="/missing.png" alt="图" onerror="window.__xss = \'onerror\'">',
  '<a id="evil" href="javascript:window.__xss = \'href\'">点我</a>',
  '<svg onload="window.__xss = \'svg\'"><circle r="4"></circle></svg>',
  '<iframe src="javascript:parent.__xss = \'iframe\'"></iframe>',
  '<div style="background:url(javascript:window.__xss = \'css\')" onclick="window.__xss = \'click\'">第二条</div>',
  '<a href="https://example.com/rules">平台规则</a>',
].join('');

describe('server HTML', () => {
  it('renders with nothing executed', async () => {
    const page = await newPage();
    await page.route('**/api/systeminfo/getInfo**', (route) =>
      route.fulfill({ json: { code: 200, msg: '操作成功', data: { title: '用户注册协议', content: corpus } } }),
    );
    await page.goto(url('/grReg'));
    await page.getByRole('button', { name: '《用户注册协议》' }).click();
    const dialog = page.getByRole('dialog', { name: '用户注册协议' });
    await dialog.getByText('用户注册协议正文').waitFor();
    await dialog.getByText('第二条').click();
    await dialog.getByText('点我').click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
    expect(await dialog.locator('script, iframe, [onerror], [onload], [onclick]').count()).toBe(0);
    expect(await dialog.getByText('点我').getAttribute('href')).toBeNull();
    expect(await dialog.getByRole('link', { name: '平台规则' }).getAttribute('href')).toBe('https://example.com/rules');
    expect(await dialog.getByRole('img', { name: '图' }).count()).toBe(1);
    expect(problems.cspViolations.length).toBeGreaterThan(0);
  });
});
