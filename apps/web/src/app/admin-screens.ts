import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** One screen of the administration area: its path under /admin, label and lazy page. */
export interface AdminScreen {
  segment: string;
  label: string;
  Page: LazyExoticComponent<ComponentType>;
}

/**
 * The administration screens in sidebar order. Each page is its own chunk, loaded when first
 * visited, so the login route carries none of them.
 */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  {
    segment: 'dashboard',
    label: 'Dashboard',
    Page: lazy(() => import('../features/dashboard/pages/dashboard-page')),
  },
  {
    segment: 'datos',
    label: 'Seguimiento centros',
    Page: lazy(() => import('../features/quizzes/pages/centre-quizzes-page')),
  },
  {
    segment: 'usermngmt',
    label: 'Gestión de usuarios',
    Page: lazy(() => import('../features/users/pages/users-page')),
  },
  {
    segment: 'email-tracker',
    label: 'Correos enviados',
    Page: lazy(() => import('../features/emails/pages/sent-emails-page')),
  },
  {
    segment: 'centros',
    label: 'BBDD Centros',
    Page: lazy(() => import('../features/centres/pages/centres-page')),
  },
  {
    segment: 'download-results',
    label: 'Descarga de resultados',
    Page: lazy(() => import('../features/reports/pages/download-results-page')),
  },
  {
    segment: 'periodos',
    label: 'Periodos',
    Page: lazy(() => import('../features/periods/pages/periods-page')),
  },
  {
    segment: 'claves',
    label: 'Claves',
    Page: lazy(() => import('../features/catalogue/pages/claves-page')),
  },
  {
    segment: 'contenidos',
    label: 'Contenidos',
    Page: lazy(() => import('../features/content/pages/contenidos-page')),
  },
  {
    segment: 'feedback',
    label: 'Feedback',
    Page: lazy(() => import('../features/content/pages/feedback-page')),
  },
  {
    segment: 'recursos',
    label: 'Recursos',
    Page: lazy(() => import('../features/content/pages/recursos-page')),
  },
  {
    segment: 'toolkits',
    label: 'Toolkits',
    Page: lazy(() => import('../features/content/pages/toolkits-page')),
  },
  {
    segment: 'documentos',
    label: 'Documentos',
    Page: lazy(() => import('../features/content/pages/documentos-page')),
  },
  {
    segment: 'auditoria',
    label: 'Auditoría',
    Page: lazy(() => import('../features/audit/pages/audit-page')),
  },
];
