import type { Call } from '../call';
import { catalogueListCalls } from './catalogue-lists';
import { centreCalls } from './centres';
import { courseCalls } from './courses';
import { dashboardCalls } from './dashboard';
import { geographyCalls } from './geography';
import { languageCalls } from './languages';
import { periodCalls } from './periods';
import { profileCargoCalls } from './profiles-cargos';
import { reportCalls } from './reports';
import { savedViewCalls } from './saved-views';

/**
 * Every declared call, by domain: what the API registers and the clients call. A domain's
 * calls are added here when declared (calls.test.ts checks this list against the API's routes).
 */
export const callsByDomain: Readonly<Record<string, Readonly<Record<string, Call>>>> = {
  catalogueLists: catalogueListCalls,
  centres: centreCalls,
  courses: courseCalls,
  dashboard: dashboardCalls,
  geography: geographyCalls,
  languages: languageCalls,
  periods: periodCalls,
  profilesCargos: profileCargoCalls,
  reports: reportCalls,
  savedViews: savedViewCalls,
};

/** The declared calls, one list. */
export const allCalls: readonly Call[] = Object.values(callsByDomain).flatMap((calls) =>
  Object.values(calls),
);
