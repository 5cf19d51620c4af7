// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '../../generated/routes';

// A composed page's data: its blocks ask at once (no waterfall), and the same operation with the same
// inputs on one page is one request, whichever blocks ask it.
const started: { operation: string; at: number }[] = [];
const answered: { operation: string; at: number }[] = [];
/** the next calls fail (a reload while the network is gone) */
let failing = false;

vi.mock('../../src/lib/http', () => ({
  lastMessage: new Map(),
  callOperation: async (operation: string) => {
    started.push({ operation, at: performance.now() });
    await new Promise((resolve) => setTimeout(resolve, 30));
    answered.push({ operation, at: performance.now() });
    if (failing) throw new Error('网络异常');
    if (operation === 'getNoticeDetail') return { id: 'n1', title: '开园公告', content: '<p>正文</p>' };
    return { records: [{ id: 'r1', title: '春茶开采' }], total: 1 };
  },
}));

afterEach(() => {
  cleanup();
  started.length = 0;
  answered.length = 0;
  failing = false;
});

const list = (heading: string) =>
  ({
    kind: 'list',
    heading,
    operation: 'getNoticeList',
    params: { pageIndex: 1, pageSize: 5 },
    item: { title: { field: 'title' } },
    queryPrefix: '',
  }) as const;

const page: Page = {
  kind: 'page',
  sideAt: 'right',
  main: [
    list('公告'),
    { kind: 'record', operation: 'getNoticeDetail', params: { id: 'query.id' }, title: { field: 'title' } },
  ],
  side: [list('最新公告')],
};

describe('page data', () => {
  it('fetches every block at once and asks a repeated call once', async () => {
    const { PageView } = await import('../../src/pages/page-view');
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/notices?id=n1']}>
          <PageView page={page} title="公告" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByRole('heading', { name: '开园公告' });
    expect((await screen.findAllByRole('article', { name: '春茶开采' })).length).toBe(2);
    // two blocks ask getNoticeList with the same inputs: one request
    expect(started.map((s) => s.operation).sort()).toEqual(['getNoticeDetail', 'getNoticeList']);
    // the record's call did not wait for the list's answer (nor the other way round)
    expect(Math.max(...started.map((s) => s.at))).toBeLessThan(Math.min(...answered.map((a) => a.at)));
  });

  it('keeps what it shows when a reload fails', async () => {
    const { PageView } = await import('../../src/pages/page-view');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/notices?id=n1']}>
          <PageView page={page} title="公告" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect((await screen.findAllByRole('article', { name: '春茶开采' })).length).toBe(2);
    failing = true;
    await act(async () => {
      await client.refetchQueries();
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(
      client
        .getQueryCache()
        .findAll()
        .every((query) => query.state.status === 'error'),
    ).toBe(true);
    // the rows and the record stay; no empty text in their place
    expect(screen.getAllByRole('article', { name: '春茶开采' }).length).toBe(2);
    expect(screen.getByRole('heading', { name: '开园公告' })).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('says a first call failed in each block, with 重试 that asks again and shows the answer', async () => {
    const { PageView } = await import('../../src/pages/page-view');
    failing = true;
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/notices?id=n1']}>
          <PageView page={page} title="公告" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // the two lists and the record: each says it failed, none claims there is nothing (暂无数据)
    const retries = await screen.findAllByRole('button', { name: '重试' });
    expect(retries.length).toBe(3);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      '加载失败重试',
      '加载失败重试',
      '加载失败重试',
    ]);
    expect(screen.queryByText('暂无数据')).toBeNull();
    const asked = started.length;
    failing = false;
    await act(async () => {
      for (const retry of retries) retry.click();
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(started.length).toBeGreaterThan(asked);
    await screen.findByRole('heading', { name: '开园公告' });
    expect((await screen.findAllByRole('article', { name: '春茶开采' })).length).toBe(2);
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });
});
