import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useSelector } from 'react-redux';
import { selectIsBusy } from '../../lib/loading-slice';

/**
 * A thin progress bar while requests are in flight (spec §4 loading indicator). The box keeps
 * its height so the page does not jump when the bar appears.
 */
export function LoadingBar() {
  const busy = useSelector(selectIsBusy);
  return <Box sx={{ height: 4 }}>{busy && <LinearProgress aria-label="Cargando" />}</Box>;
}
