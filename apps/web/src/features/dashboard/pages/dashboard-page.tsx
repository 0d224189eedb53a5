import Stack from '@mui/material/Stack';
import { useSelector } from 'react-redux';
import { PageHeading } from '../../../components/page-heading';
import { CentreCountsCard } from '../components/centre-counts-card';
import { ConsultationsCard } from '../components/consultations-card';
import { DashboardFilterForm } from '../components/dashboard-filter-form';
import { EvaluationsChartCard } from '../components/evaluations-chart-card';
import { KeyResultsCard } from '../components/key-results-card';
import { PlanAdoptionCard } from '../components/plan-adoption-card';
import { selectDashboardFilter } from '../select-filter';

/**
 * /admin/dashboard (spec §2): the spec's three cards, the plans' card and the consultations'
 * card, sharing one filter.
 */
export default function DashboardPage() {
  const filter = useSelector(selectDashboardFilter);
  return (
    <>
      <PageHeading title="Dashboard" />
      <DashboardFilterForm />
      <Stack spacing={3}>
        <CentreCountsCard filter={filter} />
        <EvaluationsChartCard filter={filter} />
        <KeyResultsCard filter={filter} />
        <PlanAdoptionCard filter={filter} />
        <ConsultationsCard filter={filter} />
      </Stack>
    </>
  );
}
