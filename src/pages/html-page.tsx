import type { HtmlPage as HtmlPageSpec, Page } from '../../generated/routes';
import { PageView } from './page-view';

const asPages = new WeakMap<HtmlPageSpec, Page>();

/**
 * A server-HTML page (`html:`) is a composed page of one record with its title, meta line and one HTML
 * section; the same object each time, so the page does not read its record again on every render.
 */
export function pageOfHtml(html: HtmlPageSpec): Page {
  let page = asPages.get(html);
  if (!page) {
    const { operation, params, title, meta, content } = html;
    page = {
      kind: 'page',
      sideAt: 'right',
      main: [
        {
          kind: 'record',
          operation,
          params,
          title: title ? { field: title } : undefined,
          meta: meta ? [{ field: meta }] : undefined,
          sections: [{ field: content, as: 'html' }],
        },
      ],
    };
    asPages.set(html, page);
  }
  return page;
}

export function HtmlPage({ spec, title }: { spec: HtmlPageSpec; title: string }) {
  return <PageView page={pageOfHtml(spec)} title={title} />;
}
