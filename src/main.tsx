import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import './app/styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </Providers>
  </StrictMode>,
);
