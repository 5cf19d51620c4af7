import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from './app/hash-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';

// The first render at transition priority: drawn in slices that let the browser in between, where at
// default priority it was one task of ~100 ms unthrottled on a cold start (React's own code compiled as it
// first runs), which Lighthouse's mobile simulation counts four times over as blocking time. The hash
// history listens from its module's start (app/hash-router.tsx), so no address change is missed meanwhile.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <HashRouter>
          <AppRoutes />
        </HashRouter>
      </Providers>
    </StrictMode>,
  );
});
