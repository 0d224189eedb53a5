import type { Call } from '../call';
import { catalogueCalls } from './catalogue';
import { catalogueListCalls } from './catalogue-lists';
import { contentCalls } from './content';
import { courseCalls } from './courses';
import { geographyCalls } from './geography';
import { languageCalls } from './languages';
import { periodCalls } from './periods';
import { profileCargoCalls } from './profiles-cargos';
import { savedViewCalls } from './saved-views';

/**
 * Every declared call, by domain: what the API registers and the clients call. A domain's
 * calls are added here when declared (calls.test.ts checks this list against the API's routes).
 */
export const callsByDomain: Readonly<Record<string, Readonly<Record<string, Call>>>> = {
  catalogue: catalogueCalls,
  catalogueLists: catalogueListCalls,
  content: contentCalls,
  courses: courseCalls,
  geography: geographyCalls,
  languages: languageCalls,
  periods: periodCalls,
  profilesCargos: profileCargoCalls,
  savedViews: savedViewCalls,
};

/** The declared calls, one list. */
export const allCalls: readonly Call[] = Object.values(callsByDomain).flatMap((calls) =>
  Object.values(calls),
);
