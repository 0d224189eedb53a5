/**
 * The entry of the public answer page (responder.html, served for `/centro/responder/*`): no
 * React, no MUI, no i18next and no zod, so that its whole JavaScript and CSS stay a few kB of
 * gzip on a slow phone's first visit. Its texts, storage and calls are in the files beside it.
 */
import './responder.css';
import { startResponder } from './page';
import { browserStorage, newResponseId } from './store';

const root = document.getElementById('consulta');
if (root) {
  startResponder({
    root,
    location: window.location,
    fetch: (input, init) => window.fetch(input, init),
    storage: browserStorage(),
    newId: () => newResponseId(),
    setLanguageInUrl(language) {
      const url = new URL(window.location.href);
      if (language === 'CA') url.searchParams.set('lang', 'CA');
      else url.searchParams.delete('lang');
      window.history.replaceState(null, '', url);
    },
  });
}
