// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { useLocation } from 'react-router-dom';
import { expect, it } from 'vitest';
import { HashRouter } from '../../src/app/hash-router';

const tick = (ms = 20) => new Promise((r) => setTimeout(r, ms));
const go = (hash: string) => {
  window.location.hash = hash;
  window.dispatchEvent(new PopStateEvent('popstate'));
};

// The app's first render is drawn at transition priority, in slices (src/main.tsx): an address that
// changes after it has begun and before it has committed must still be the one the router shows —
// React Router's own HashRouter listened only from its first commit and stayed on the first address.
it('follows a hash change made while the first render is still being drawn', async () => {
  go('#/first');
  const container = document.createElement('div');
  document.body.append(container);
  const shown: string[] = [];
  function Probe() {
    shown.push(useLocation().pathname);
    return null;
  }
  // the address changes between the router's render and its commit (a second navigation while the page
  // is drawn; here from inside the render, which stands for any moment between the two)
  let moved = false;
  function Meanwhile() {
    if (!moved) {
      moved = true;
      go('#/second');
    }
    return null;
  }
  const root = createRoot(container);
  await act(async () => {
    startTransition(() =>
      root.render(
        <HashRouter>
          <Probe />
          <Meanwhile />
        </HashRouter>,
      ),
    );
    await tick();
  });
  expect(shown[0]).toBe('/first');
  expect(shown.at(-1)).toBe('/second');
  act(() => root.unmount());
});
