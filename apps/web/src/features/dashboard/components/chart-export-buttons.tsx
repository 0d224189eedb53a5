import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ChartData, ChartOptions } from 'chart.js';
import type { ChartReport, DashboardFilter } from '@eval/contracts/dashboard';
import { saveDownload, saveUrl } from '../../../lib/download-file';
import { notify } from '../../../lib/notify';
import { useDownloadChartPdfMutation } from '../api';
import { renderChartPng } from '../chart-setup';
import { fileSlug } from '@eval/contracts/file-names';

interface ChartExportButtonsProps {
  title: string;
  report: ChartReport;
  filter: DashboardFilter;
  data: ChartData<'bar'>;
  options: ChartOptions<'bar'>;
  /** No data yet: a click explains that instead of exporting an empty chart. */
  unavailable?: boolean;
}

/**
 * The chart's exports (spec §2, §9): a 1200×800 PNG rendered off screen, and the one-page PDF
 * the server builds from that image, the title, the filter and the values it computes itself.
 */
export function ChartExportButtons(props: ChartExportButtonsProps) {
  const [downloadPdf, { isLoading }] = useDownloadChartPdfMutation();
  const png = () => renderChartPng(props.data, props.options);

  // The buttons are never disabled: a colour transition from disabled to enabled while data
  // arrives is what axe (and a user with low vision) would catch half-way. Clicks are guarded.
  const nothingToExport = () => {
    if (!props.unavailable) return false;
    notify('No hay datos que exportar todavía.', { variant: 'info' });
    return true;
  };
  const savePng = () => {
    if (!nothingToExport()) saveUrl(png(), `${fileSlug(props.title, 'grafico')}.png`);
  };
  const savePdf = async () => {
    if (isLoading || nothingToExport()) return;
    await saveDownload(
      () =>
        downloadPdf({
          image: png(),
          title: props.title,
          report: props.report,
          filter: props.filter,
        }).unwrap(),
      'No se ha podido generar el PDF.',
    );
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" onClick={savePng}>
        Descargar imagen
      </Button>
      {/* A POST that only reads (its route says so): a read-only administrator has it too. */}
      <Button variant="contained" onClick={() => void savePdf()} aria-busy={isLoading}>
        Descargar PDF
      </Button>
    </Stack>
  );
}
