import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { UserExportFormat } from '@eval/contracts/user-export';
import type { UserFilter } from '@eval/contracts/users';
import { fileSaver } from '../../../lib/download-file';
import { useExportUsersMutation } from '../export-api';

/**
 * "Exportar CSV" / "Exportar Excel" of Gestión de usuarios: every user matching the table's
 * current filter (search, inactive flag, centre), not only the page shown.
 */
export function UserExportButtons({ filter }: { filter: UserFilter }) {
  const { save } = fileSaver(
    useExportUsersMutation(),
    'No se ha podido exportar la lista de usuarios.',
  );
  const saveAs = (format: UserExportFormat) => () => void save({ filter, format });
  return (
    <Stack direction="row" spacing={1} sx={{ my: 1 }}>
      <Button variant="outlined" size="small" onClick={saveAs('csv')}>
        Exportar CSV
      </Button>
      <Button variant="outlined" size="small" onClick={saveAs('xlsx')}>
        Exportar Excel
      </Button>
    </Stack>
  );
}
