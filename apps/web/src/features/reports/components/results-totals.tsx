import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ResultsReport } from '@eval/contracts/reports';

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
        <Table size="small" sx={{ maxWidth: 520 }}>
          <caption style={{ captionSide: 'top', textAlign: 'left', padding: '4px 0' }}>
            Evaluaciones terminadas por comunidad autónoma
          </caption>
          <TableHead>
            <TableRow>
              <TableCell scope="col">Comunidad autónoma</TableCell>
              <TableCell scope="col" align="right">
                Total
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {communities.map((c) => (
              <TableRow key={c.id}>
                <TableCell component="th" scope="row">
                  {c.name}
                </TableCell>
                <TableCell align="right">{numbers.format(c.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
