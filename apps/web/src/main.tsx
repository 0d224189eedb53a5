import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadScreen } from './app/router';
import { createAppStore } from './app/store';

const store = createAppStore();
preloadScreen(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const root = createRoot(container);
// The first render is a transition, which React renders in slices of a few milliseconds with
// the browser free in between, in a task after the one that evaluated the scripts: on a slow
// phone one long task (evaluation and render together) is what blocks the login page longest.
setTimeout(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders store={store}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
