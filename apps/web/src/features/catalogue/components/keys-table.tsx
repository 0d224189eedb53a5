import { HistoryButton } from '../../../components/history/history-button';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import { STICKY_ACTIONS_SX } from '../../../components/sticky-actions';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { Clave } from '@eval/contracts/catalogue';
import { TableHeadings } from '../../../components/table-headings';
import { useCanWriteNational } from '../../../lib/admin-scope';

interface KeysTableProps {
  claves: Clave[];
  selected: number | null;
  loading: boolean;
  onEdit(clave: Clave): void;
  onSelect(clave: Clave): void;
}

/** The keys in order, each with its colour; a key opens its questions below. */
export function KeysTable({ claves, selected, loading, onEdit, onSelect }: KeysTableProps) {
  // National data: a scoped or read-only administrator only reads it.
  const canWrite = useCanWriteNational();
  return (
    <TableContainer component={Paper} aria-busy={loading} sx={STICKY_ACTIONS_SX}>
      <Table size="small" aria-label="Claves">
        <TableHeadings
          headings={['Orden', 'Color', 'Título', 'Descripción', 'Preguntas']}
          actionsAlign="right"
        />
        <TableBody>
          {claves.map((clave) => (
            <TableRow key={clave.id} selected={clave.id === selected}>
              <TableCell>{clave.orden}</TableCell>
              <TableCell>
                {clave.color ? (
                  <Box
                    component="span"
                    sx={{
                      display: 'inline-block',
                      px: 1,
                      borderRadius: 1,
                      bgcolor: clave.color.hex,
                      color: clave.color.texto,
                      // One line: "Verde azulado" broke in two at 1,366 px.
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {clave.color.nombre}
                  </Box>
                ) : (
                  '—'
                )}
              </TableCell>
              <TableCell>{clave.titulo}</TableCell>
              <TableCell>{clave.descripcion}</TableCell>
              <TableCell>{clave.preguntas}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {canWrite && (
                  <Tooltip title="Editar">
                    <IconButton
                      aria-label={`Editar clave ${clave.titulo}`}
                      size="small"
                      onClick={() => onEdit(clave)}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                <HistoryButton entity="key" id={clave.id} name={`clave ${clave.titulo}`} />
                <Button
                  size="small"
                  aria-label={`Preguntas de ${clave.titulo}`}
                  onClick={() => onSelect(clave)}
                >
                  Preguntas
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
