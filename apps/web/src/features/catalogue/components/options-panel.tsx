import { HistoryButton } from '../../../components/history/history-button';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { respuestaBodySchema, type Pregunta, type Respuesta } from '@eval/contracts/catalogue';
import type { LanguageCode } from '@eval/contracts/common';
import {
  useCreateRespuestaMutation,
  useGetRespuestasQuery,
  useRemoveRespuestaMutation,
  useUpdateRespuestaMutation,
} from '../api';
import { LoadError } from '../../../components/load-error';
import { useCatalogueRowActions } from '../use-catalogue-row-actions';
import { OptionEditorRow, type OptionDraft } from './option-editor-row';

interface OptionsPanelProps {
  pregunta: Pregunta;
  language: LanguageCode;
}

/** The answer options of a question with their scores, edited in place. */
export function OptionsPanel({ pregunta, language }: OptionsPanelProps) {
  const optionsLoad = useGetRespuestasQuery({ language, preguntasId: pregunta.id });
  const { data: options = [], isFetching } = optionsLoad;
  const [create, creating] = useCreateRespuestaMutation();
  const [update, updating] = useUpdateRespuestaMutation();
  const [remove] = useRemoveRespuestaMutation();
  const rows = useCatalogueRowActions({
    schema: respuestaBodySchema,
    create,
    update,
    remove,
    toUpdate: ({ preguntas_id: _question, ...body }) => body,
    savedMessage: 'Respuesta guardada',
  });
  const save = (draft: OptionDraft, option: Respuesta | null) =>
    rows.save(
      {
        preguntas_id: pregunta.id,
        respuesta: draft.respuesta,
        respuesta_ca: draft.respuesta_ca,
        valor: Number(draft.valor),
        orden: Number(draft.orden),
      },
      option,
    );
  const nextOrden = Math.max(0, ...options.map((o) => o.orden)) + 1;

  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
        Respuestas de la pregunta {pregunta.num}: {pregunta.titulo}
      </Typography>
      <LoadError what="las respuestas" loads={[optionsLoad]} />
      <TableContainer component={Paper} aria-busy={isFetching}>
        <Table size="small" aria-label={`Respuestas de la pregunta ${pregunta.num}`}>
          <TableHead>
            <TableRow>
              <TableCell>Texto</TableCell>
              <TableCell>Texto en catalán</TableCell>
              <TableCell>Puntuación</TableCell>
              <TableCell>Orden</TableCell>
              <TableCell align="right">Acciones</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {options.map((o) =>
              rows.editing === o.id ? (
                <OptionEditorRow
                  key={o.id}
                  name={`Respuesta ${o.respuesta_es}`}
                  initial={{
                    respuesta: o.respuesta_es,
                    respuesta_ca: o.respuesta_ca,
                    valor: String(o.valor),
                    orden: String(o.orden),
                  }}
                  saveLabel="Guardar"
                  busy={updating.isLoading}
                  onSave={(draft) => save(draft, o)}
                  onCancel={() => rows.setEditing(null)}
                />
              ) : (
                <TableRow key={o.id}>
                  <TableCell>{o.respuesta_es}</TableCell>
                  <TableCell>{o.respuesta_ca || '—'}</TableCell>
                  <TableCell>{o.valor}</TableCell>
                  <TableCell>{o.orden}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title="Editar">
                      <IconButton
                        aria-label={`Editar respuesta ${o.respuesta_es}`}
                        size="small"
                        onClick={() => rows.setEditing(o.id)}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <HistoryButton entity="option" id={o.id} name={`respuesta ${o.respuesta_es}`} />
                    <Tooltip title="Eliminar o retirar">
                      <IconButton
                        aria-label={`Eliminar respuesta ${o.respuesta_es}`}
                        size="small"
                        onClick={() => void rows.remove(o)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ),
            )}
            <OptionEditorRow
              key={`new-${pregunta.id}-${options.length}`}
              name="Nueva respuesta"
              initial={{ respuesta: '', respuesta_ca: '', valor: '0', orden: String(nextOrden) }}
              saveLabel="Añadir respuesta"
              busy={creating.isLoading}
              onSave={(draft) => save(draft, null)}
            />
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
