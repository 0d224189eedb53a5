import { lazy, Suspense, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { theme } from './theme';

/**
 * Loads the language list at start-up (spec §2). Its own chunk, fetched once the first screen
 * is drawn: its call declaration brings zod, which the login page does without.
 */
const StartupData = lazy(() => import('./startup-data'));

interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
}

/**
 * Store and theme (Spanish locale, primary #2b74c4). The notification stack and the date
 * pickers' LocalizationProvider sit in the lazily loaded admin layout, the only place that
 * uses them, to keep the login page's JS small.
 */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Suspense fallback={null}>
          <StartupData />
        </Suspense>
        {children}
      </ThemeProvider>
    </Provider>
  );
}
