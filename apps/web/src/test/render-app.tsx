import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { createAppStore } from '../app/store';

let currentPath = '';

/** Records the router's path so tests can assert where the app went. */
function LocationProbe() {
  currentPath = useLocation().pathname;
  return null;
}

/** Renders the whole app at `path` on a fresh store built from the current local storage. */
export function renderApp(path: string) {
  const store = createAppStore();
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, ...view, path: () => currentPath };
}
