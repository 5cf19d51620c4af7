// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { startTransition } from 'react';
import { HashRouter, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PageQuery, useRouteQuery, type RouteQuery } from '../../src/pages/page-scope';

// A page's route query: filters edited one after the other, before the router has rendered the first
// edit (it commits addresses in a transition), all stay; a new address replaces what was edited.
afterEach(cleanup);

function mount(initial: string, hash = false) {
  const seen: { query?: RouteQuery; search?: string; go?: (to: string) => void } = {};
  function Probe() {
    seen.query = useRouteQuery();
    seen.search = useLocation().search;
    const navigate = useNavigate();
    seen.go = (to) => navigate(to);
    return null;
  }
  const routes = (
    <Routes>
      <Route
        path="*"
        element={
          <PageQuery>
            <Probe />
          </PageQuery>
        }
      />
    </Routes>
  );
  if (hash) window.location.hash = `#${initial}`;
  render(hash ? <HashRouter>{routes}</HashRouter> : <MemoryRouter initialEntries={[initial]}>{routes}</MemoryRouter>);
  return seen;
}

describe('the page query', () => {
  it('keeps two edits made before the first has rendered', async () => {
    const seen = mount('/userysh/workManage?authState=0');
    const { updateQuery } = seen.query!;
    await act(async () => {
      startTransition(() => {
        updateQuery((next) => next.set('starttime', '2026-11-26'));
        updateQuery((next) => next.set('endtime', '2026-11-26'));
      });
    });
    expect(seen.search).toBe('?authState=0&starttime=2026-11-26&endtime=2026-11-26');
    expect(seen.query!.query.toString()).toBe('authState=0&starttime=2026-11-26&endtime=2026-11-26');
  });

  it('takes a new address of the same page as it is (a link, back)', async () => {
    const seen = mount('/userysh/workManage?authState=0&title=a');
    await act(async () => seen.query!.updateQuery((next) => next.set('page', '2')));
    await act(async () => seen.go!('/userysh/workManage?authState=1'));
    expect(seen.query!.query.toString()).toBe('authState=1');
    await act(async () => seen.query!.updateQuery((next) => next.delete('authState')));
    expect(seen.search).toBe('');
  });

  it('takes addresses typed in the address bar one after another (their location key is the same default)', async () => {
    const seen = mount('/userysh/workManage?title=a', true);
    for (const title of ['b', 'c']) {
      await act(async () => {
        window.location.hash = `#/userysh/workManage?title=${title}`;
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      expect(seen.query!.query.get('title')).toBe(title);
    }
  });
});
