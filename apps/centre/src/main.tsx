import { CENTRE_APP_BASE } from '@eval/contracts/centre-app-constants';
import { setupListeners } from '@reduxjs/toolkit/query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/router';
import { createAppStore } from './app/store';
import { theme } from './app/theme';
import { i18n } from './i18n/i18n';
import { readStoredUser } from './lib/session';
import { registerServiceWorker } from './pwa/register';
import { appLanguageOf, storedLanguage } from './i18n/languages';

// The signed-in user's language unless this browser chose one; the page's lang follows it.
const user = readStoredUser();
if (!storedLanguage() && user) void i18n.changeLanguage(appLanguageOf(user.language_id));
document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  document.title = i18n.t('app.title');
});
document.title = i18n.t('app.title');

const store = createAppStore();
// Queries refetch when the browser is back online (`refetchOnReconnect` of lib/api.ts).
setupListeners(store.dispatch);
registerServiceWorker();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const root = createRoot(container);
// The first render is a transition, which React renders in slices of a few milliseconds with
// the browser free in between, in a task after the one that evaluated the scripts: on a slow
// phone one long task (evaluation and render together) is what blocks the page the longest.
setTimeout(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider store={store}>
          <I18nextProvider i18n={i18n}>
            <ThemeProvider theme={theme}>
              <CssBaseline />
              <BrowserRouter basename={CENTRE_APP_BASE}>
                <AppRoutes />
              </BrowserRouter>
            </ThemeProvider>
          </I18nextProvider>
        </Provider>
      </StrictMode>,
    ),
  ),
);
