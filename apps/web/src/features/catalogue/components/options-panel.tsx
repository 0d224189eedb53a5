import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { respuestaBodySchema, type Pregunta } from '@eval/contracts/catalogue';
import type { LanguageCode } from '@eval/contracts/common';
import {
  useCreateRespuestaMutation,
  useGetRespuestasQuery,
  useRemoveRespuestaMutation,
  useUpdateRespuestaMutation,
} from '../api';
import { useCatalogueRowActions } from '../use-catalogue-row-actions';
import { CatalogueRowActions } from './catalogue-row-actions';
import { CatalogueTable } from './catalogue-table';
import { OptionEditorRow, type OptionDraft } from './option-editor-row';
import { useCanWriteNational } from '../../../lib/admin-scope';

interface OptionsPanelProps {
  pregunta: Pregunta;
  language: LanguageCode;
}

/** The answer options of a question with their scores, edited in place. */
export function OptionsPanel({ pregunta, language }: OptionsPanelProps) {
  // National data: a scoped or read-only administrator only reads it.
  const canWrite = useCanWriteNational();
  const optionsLoad = useGetRespuestasQuery({ language, preguntasId: pregunta.id });
  const { data: options = [], isFetching } = optionsLoad;
  const rows = useCatalogueRowActions({
    create: useCreateRespuestaMutation(),
    update: useUpdateRespuestaMutation(),
    remove: useRemoveRespuestaMutation(),
    schema: respuestaBodySchema,
    toBody: (draft: OptionDraft) => ({
      preguntas_id: pregunta.id,
      respuesta: draft.respuesta,
      respuesta_ca: draft.respuesta_ca,
      valor: Number(draft.valor),
      orden: Number(draft.orden),
    }),
    toUpdate: ({ preguntas_id: _question, ...body }) => body,
    savedMessage: 'Respuesta guardada',
  });
  const nextOrden = Math.max(0, ...options.map((o) => o.orden)) + 1;

  return (
    <CatalogueTable
      title={`Respuestas de la pregunta ${pregunta.num}: ${pregunta.titulo}`}
      what="las respuestas"
      loads={[optionsLoad]}
      busy={isFetching}
      label={`Respuestas de la pregunta ${pregunta.num}`}
      headings={['Texto', 'Texto en catalán', 'Puntuación', 'Orden']}
    >
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
            {...rows.editor(o)}
          />
        ) : (
          <TableRow key={o.id}>
            <TableCell>{o.respuesta_es}</TableCell>
            <TableCell>{o.respuesta_ca || '—'}</TableCell>
            <TableCell>{o.valor}</TableCell>
            <TableCell>{o.orden}</TableCell>
            <CatalogueRowActions
              entity="option"
              name={`respuesta ${o.respuesta_es}`}
              {...rows.actions(o)}
            />
          </TableRow>
        ),
      )}
      {canWrite && (
        <OptionEditorRow
          key={`new-${pregunta.id}-${options.length}`}
          name="Nueva respuesta"
          initial={{ respuesta: '', respuesta_ca: '', valor: '0', orden: String(nextOrden) }}
          saveLabel="Añadir respuesta"
          {...rows.editor(null)}
        />
      )}
    </CatalogueTable>
  );
}
