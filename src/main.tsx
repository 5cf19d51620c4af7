import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';

// The first render is synchronous on purpose: HashRouter starts listening to the address only once it
// has committed, and a first render sliced at transition priority left a window in which a change of
// the hash (a second navigation while the page was still drawing) went unheard.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </Providers>
  </StrictMode>,
);
