import type { Call } from '../call';
import { campaignCalls } from './campaigns';
import { catalogueCalls } from './catalogue';
import { catalogueListCalls } from './catalogue-lists';
import { centreAppCalls } from './centre-app';
import { centreCalls } from './centres';
import { contentCalls } from './content';
import { courseCalls } from './courses';
import { dashboardCalls } from './dashboard';
import { geographyCalls } from './geography';
import { languageCalls } from './languages';
import { mailTemplateCalls } from './mail-templates';
import { periodCalls } from './periods';
import { profileCargoCalls } from './profiles-cargos';
import { quizCalls } from './quizzes';
import { reportCalls } from './reports';
import { savedViewCalls } from './saved-views';
import { sentEmailCalls } from './sent-emails';

/**
 * Every declared call, by domain: what the API registers and the clients call. A domain's
 * calls are added here when declared (calls.test.ts checks this list against the API's routes).
 */
export const callsByDomain: Readonly<Record<string, Readonly<Record<string, Call>>>> = {
  campaigns: campaignCalls,
  catalogue: catalogueCalls,
  catalogueLists: catalogueListCalls,
  centreApp: centreAppCalls,
  centres: centreCalls,
  content: contentCalls,
  courses: courseCalls,
  dashboard: dashboardCalls,
  geography: geographyCalls,
  languages: languageCalls,
  mailTemplates: mailTemplateCalls,
  periods: periodCalls,
  profilesCargos: profileCargoCalls,
  quizzes: quizCalls,
  reports: reportCalls,
  savedViews: savedViewCalls,
  sentEmails: sentEmailCalls,
};

/** The declared calls, one list. */
export const allCalls: readonly Call[] = Object.values(callsByDomain).flatMap((calls) =>
  Object.values(calls),
);
