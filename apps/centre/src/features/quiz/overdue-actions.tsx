import { CENTRE_APP_PATHS } from '@eval/contracts/centre-app-constants';
import type { OverdueAction } from '@eval/contracts/centre-app';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../lib/format';
import { appPath } from '../../lib/paths';

/**
 * The home's reminder of the plan: every action past its due date and not done, with who
 * answers for it, and the way to the plan. Nothing when none is overdue.
 */
export function OverdueActions({ actions }: { actions: readonly OverdueAction[] }) {
  const { t, i18n } = useTranslation();
  if (actions.length === 0) return null;
  return (
    // A standing reminder, not news: a region named by its title, not an alert read out on load.
    <Alert
      component="section"
      role="region"
      severity="warning"
      aria-labelledby="overdue-title"
      action={
        <Button component={RouterLink} to={appPath(CENTRE_APP_PATHS.plan)} color="inherit">
          {t('plan.openPlan')}
        </Button>
      }
      sx={{ alignItems: 'flex-start', '& .MuiAlert-action': { pt: 0.5 } }}
    >
      <AlertTitle id="overdue-title" component="h2">
        {t('plan.overdueTitle', { count: actions.length })}
      </AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {actions.map((action) => (
          <li key={action.id}>
            <strong>{action.texto}</strong> ({action.clave}) · {t('plan.dueDate')}:{' '}
            {formatDate(`${action.fecha_limite}T12:00:00Z`, i18n.language)} ·{' '}
            {action.mine
              ? t('plan.yours')
              : `${t('plan.responsable')}: ${action.responsable ?? t('plan.nobody')}`}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
