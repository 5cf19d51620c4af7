// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { htmlToState, stateToHtml } from '../../src/features/rich-text/html-draft';

describe('the editor round-trips HTML', () => {
  it.each([
    '<p>信阳毛尖，<strong>明前</strong>采摘，<em>一芽一叶</em>。</p>',
    '<h2>采摘标准</h2>\n<ul>\n<li>一芽一叶初展</li>\n<li>一芽二叶</li>\n</ul>',
    '<p>详见<a href="https://example.com/tea" target="_blank">茶园介绍</a></p>',
  ])('%s', (html) => {
    expect(stateToHtml(htmlToState(html))).toBe(html);
  });

  it('keeps an image', () => {
    const html = stateToHtml(
      htmlToState('<p></p><img src="/__sandbox/uploads/tea.png" alt="茶园" style="height: auto;width: auto"/><p></p>'),
    );
    expect(html).toContain('src="/__sandbox/uploads/tea.png"');
  });

  it('an empty editor is the empty string', () => {
    expect(stateToHtml(htmlToState(''))).toBe('');
    expect(stateToHtml(htmlToState('<p></p>'))).toBe('');
  });
});
