import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { LanguageCode } from '@eval/contracts/common';
import { LanguageSwitch } from '../../../components/language-switch';
import { useCanWriteNational } from '../../../lib/admin-scope';

export interface ContentToolbarProps {
  language?: LanguageCode;
  onLanguageChange?(language: LanguageCode): void;
  addLabel: string;
  onAdd(): void;
}

/** The bar above a content table: the ES / CA switch and the create button. */
export function ContentToolbar({
  language,
  onLanguageChange,
  addLabel,
  onAdd,
}: ContentToolbarProps) {
  // National data: a scoped or read-only administrator only reads it.
  const canWrite = useCanWriteNational();
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
      {language && onLanguageChange && (
        <LanguageSwitch value={language} onChange={onLanguageChange} />
      )}
      {canWrite && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </Stack>
  );
}
