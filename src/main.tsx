import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import './app/styles.css';

// The first render at transition priority: React renders the shell and the page in slices, letting the
// browser in between, instead of one long task (index.html's first paint shows meanwhile).
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
