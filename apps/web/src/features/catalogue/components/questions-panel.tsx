import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { preguntaBodySchema, type Clave, type Pregunta } from '@eval/contracts/catalogue';
import type { LanguageCode } from '@eval/contracts/common';
import {
  useCreatePreguntaMutation,
  useGetPreguntasQuery,
  useGetTiposQuery,
  useRemovePreguntaMutation,
  useUpdatePreguntaMutation,
} from '../api';
import { useCatalogueRowActions } from '../use-catalogue-row-actions';
import { CatalogueRowActions } from './catalogue-row-actions';
import { CatalogueTable } from './catalogue-table';
import { QuestionEditorRow, type QuestionDraft } from './question-editor-row';
import { useCanWriteNational } from '../../../lib/admin-scope';

interface QuestionsPanelProps {
  clave: Clave;
  language: LanguageCode;
  selected: number | null;
  onSelect(pregunta: Pregunta): void;
}

/** The questions of a key, edited in place; a question opens its answer options. */
export function QuestionsPanel({ clave, language, selected, onSelect }: QuestionsPanelProps) {
  // National data: a scoped or read-only administrator only reads it.
  const canWrite = useCanWriteNational();
  const preguntasLoad = useGetPreguntasQuery({ language, clavesId: clave.id });
  const tiposLoad = useGetTiposQuery(undefined);
  const { data: preguntas = [], isFetching } = preguntasLoad;
  const { data: tipos = [] } = tiposLoad;
  const rows = useCatalogueRowActions({
    create: useCreatePreguntaMutation(),
    update: useUpdatePreguntaMutation(),
    remove: useRemovePreguntaMutation(),
    schema: preguntaBodySchema,
    toBody: (draft: QuestionDraft) => ({
      claves_id: clave.id,
      num: Number(draft.num),
      tipos_id: Number(draft.tipos_id),
      titulo: draft.titulo,
      titulo_ca: draft.titulo_ca,
    }),
    toUpdate: ({ claves_id: _key, ...body }) => body,
    savedMessage: 'Pregunta guardada',
  });
  const nextNum = Math.max(0, ...preguntas.map((p) => p.num)) + 1;
  const defaultTipo = String(tipos[0]?.id ?? '');

  return (
    <CatalogueTable
      title={`Preguntas de «${clave.titulo}»`}
      what="las preguntas"
      loads={[preguntasLoad, tiposLoad]}
      busy={isFetching}
      label={`Preguntas de ${clave.titulo}`}
      headings={['Nº', 'Tipo', 'Título', 'Respuestas']}
    >
      {preguntas.map((p) =>
        rows.editing === p.id ? (
          <QuestionEditorRow
            key={p.id}
            name={`Pregunta ${p.num}`}
            initial={{
              num: String(p.num),
              tipos_id: String(p.tipos_id),
              titulo: p.titulo_es,
              titulo_ca: p.titulo_ca,
            }}
            tipos={tipos}
            saveLabel="Guardar"
            {...rows.editor(p)}
          />
        ) : (
          <TableRow key={p.id} selected={p.id === selected}>
            <TableCell>{p.num}</TableCell>
            <TableCell>{tipos.find((t) => t.id === p.tipos_id)?.nombre ?? p.codigo}</TableCell>
            <TableCell>{p.titulo}</TableCell>
            <TableCell>{p.respuestas}</TableCell>
            <CatalogueRowActions entity="question" name={`pregunta ${p.num}`} {...rows.actions(p)}>
              <Button
                size="small"
                aria-label={`Respuestas de la pregunta ${p.num}`}
                onClick={() => onSelect(p)}
              >
                Respuestas
              </Button>
            </CatalogueRowActions>
          </TableRow>
        ),
      )}
      {canWrite && tipos.length > 0 && (
        <QuestionEditorRow
          key={`new-${clave.id}-${nextNum}`}
          name="Nueva pregunta"
          initial={{ num: String(nextNum), tipos_id: defaultTipo, titulo: '', titulo_ca: '' }}
          tipos={tipos}
          saveLabel="Añadir pregunta"
          {...rows.editor(null)}
        />
      )}
    </CatalogueTable>
  );
}
