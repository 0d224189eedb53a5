import DownloadIcon from '@mui/icons-material/Download';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { saveFile } from '../../../lib/download-file';
import { useDownloadFileMutation } from '../api';
import { notifyFailure } from '../../../lib/api-errors';

/** Downloads a stored file with the session's token (it is not a public link). */
export function DownloadButton({ url, name }: { url: string; name: string }) {
  const [download, { isLoading }] = useDownloadFileMutation();
  return (
    <Tooltip title="Descargar">
      <IconButton
        aria-label={`Descargar ${name}`}
        size="small"
        disabled={isLoading}
        onClick={() => {
          download(url)
            .unwrap()
            .then(saveFile)
            .catch((error: unknown) => notifyFailure(error));
        }}
      >
        <DownloadIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
