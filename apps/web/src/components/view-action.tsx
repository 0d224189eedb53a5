import VisibilityIcon from '@mui/icons-material/Visibility';
import { GridActionsCellItem } from '@mui/x-data-grid';

/** A grid row's first action: the eye that opens what the row holds (an e-mail, a change). */
export const viewAction = (label: string, onView: () => void) => (
  <GridActionsCellItem key="view" icon={<VisibilityIcon />} label={label} onClick={onView} />
);
