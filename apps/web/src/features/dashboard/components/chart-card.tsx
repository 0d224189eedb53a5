import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ChartData, ChartOptions } from 'chart.js';
import { LoadError, type Load } from '../../../components/load-error';
import { Bar } from 'react-chartjs-2';
import type { ChartReport, DashboardFilter } from '@eval/contracts/dashboard';
import { CHART_SIZE, whiteBackground } from '../chart-setup';
import { ChartExportButtons } from './chart-export-buttons';
import { ValuesTable, type ChartValues } from '../../../components/values-table';

interface ChartCardProps {
  /** Id of the heading, which names the card's region; unique on the page. */
  headingId: string;
  heading: string;
  /** The chart's own title, also that of its exports. */
  title: string;
  /** The values in words: a canvas says nothing to a screen reader. */
  summary: string;
  chart: ChartData<'bar'>;
  options: ChartOptions<'bar'>;
  chartTestId?: string;
  report: ChartReport;
  filter: DashboardFilter;
  /** The chart's data, whose failure the card reports with a retry. */
  load: Load;
  /** No data yet (see chart-export-buttons.tsx). */
  unavailable: boolean;
  /** The values, shown as a table captioned with the title, between the chart and its exports. */
  values: ChartValues;
  /** Figures in words above the chart (the plan card's adoption). */
  intro?: ReactNode;
}

/** A dashboard card holding a bar chart, its values and its exports (spec §2). */
export function ChartCard(props: ChartCardProps) {
  const { headingId, title, chart, options } = props;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {props.heading}
        </Typography>
        <LoadError what={`los datos de «${props.heading}»`} loads={[props.load]} />
        {props.intro}
        {/* The chart keeps the spec's 600 px: on a phone it scrolls, so the keyboard can too. */}
        <div
          role="region"
          aria-label="Gráfico (desplazable)"
          tabIndex={0}
          style={{ overflowX: 'auto' }}
        >
          <Bar
            data={chart}
            options={options}
            plugins={[whiteBackground]}
            width={CHART_SIZE.width}
            height={CHART_SIZE.height}
            role="img"
            aria-label={`${title}. ${props.summary}`}
            data-testid={props.chartTestId}
          />
        </div>
        <ValuesTable caption={title} {...props.values} sx={{ my: 2, maxWidth: 720 }} />
        <ChartExportButtons
          title={title}
          report={props.report}
          filter={props.filter}
          data={chart}
          options={options}
          unavailable={props.unavailable}
        />
      </CardContent>
    </Card>
  );
}
