import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ResultsReport } from '@eval/contracts/reports';
import { ValuesTable } from '../../../components/values-table';

const numbers = new Intl.NumberFormat('es-ES');

/**
 * Totals of the results report (spec §2): finished evaluations in all, per ownership (Público,
 * Concertado, Privado, Sin titularidad) and per community, the map's figures as a table.
 */
export function ResultsTotals({ report }: { report: ResultsReport }) {
  const communities = report.communities.filter((c) => c.total > 0);
  return (
    <Card component="section" aria-labelledby="totals-title" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="totals-title" component="h2" variant="h6" gutterBottom>
          Evaluaciones terminadas
        </Typography>
        <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
          <div>
            <Typography variant="body2" color="text.secondary">
              Total
            </Typography>
            <Typography variant="h4" component="p" data-testid="results-total">
              {numbers.format(report.total)}
            </Typography>
          </div>
          {report.ownership.map((o) => (
            <div key={o.id}>
              <Typography variant="body2" color="text.secondary">
                {o.name}
              </Typography>
              <Typography variant="h5" component="p" data-testid={`ownership-${o.id}`}>
                {numbers.format(o.total)}
              </Typography>
            </div>
          ))}
        </Stack>
        <ValuesTable
          caption="Evaluaciones terminadas por comunidad autónoma"
          headers={['Comunidad autónoma', 'Total']}
          rows={communities.map((c) => ({ key: c.id, cells: [c.name, numbers.format(c.total)] }))}
          sx={{ maxWidth: 520 }}
        />
      </CardContent>
    </Card>
  );
}
