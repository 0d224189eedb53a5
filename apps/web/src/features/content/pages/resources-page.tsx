import Box from '@mui/material/Box';
import type { LanguageCode } from '@eval/contracts/common';
import type { NamedItem, Recurso } from '@eval/contracts/content';
import { useMemo } from 'react';
import {
  useCreateRecursoMutation,
  useDeleteRecursoMutation,
  useGetClaveOptionsQuery,
  useGetComunidadOptionsQuery,
  useGetCursoOptionsQuery,
  useGetPerspectivasQuery,
  useGetRecursosQuery,
  useGetTiposMaterialQuery,
  useUpdateRecursoMutation,
} from '../api';
import { ContentScreen, deleteQuestion } from '../components/content-screen';
import { DownloadButton } from '../components/download-button';
import { ResourceDialog, type ResourceChoices } from '../components/resource-dialog';
import {
  resourceCreateBody,
  resourceUpdateBody,
  type ResourceFields,
  type ResourceFiles,
} from '../resource-form';
import { useContentSave } from '../use-content-save';
import { useDeleteFlow } from '../use-delete-flow';
import { useLanguageEditing } from '../use-language-editing';

const named = (items: NamedItem[], language: LanguageCode) =>
  items.map((i) => ({
    id: i.id,
    label: language === 'CA' && i.nombre_ca ? i.nombre_ca : i.nombre,
  }));

/** /admin/recursos: learning resources per language, with logo, document and lists. */
export default function ResourcesPage() {
  const editing = useLanguageEditing(useGetRecursosQuery, 'Nuevo recurso', 'Recurso guardado');
  const { language } = editing;
  const optionLoads = [
    useGetPerspectivasQuery(undefined),
    useGetTiposMaterialQuery(undefined),
    useGetClaveOptionsQuery({ language }),
    useGetComunidadOptionsQuery(undefined),
    useGetCursoOptionsQuery(undefined),
  ] as const;
  const [perspectivasLoad, tiposLoad, clavesLoad, comunidadesLoad, cursosLoad] = optionLoads;
  const { data: perspectivas = [] } = perspectivasLoad;
  const { data: tiposMaterial = [] } = tiposLoad;
  const { data: claves = [] } = clavesLoad;
  const { data: comunidades = [] } = comunidadesLoad;
  const { data: cursos = [] } = cursosLoad;
  const saving = useContentSave(
    editing,
    [
      useCreateRecursoMutation(),
      (fields: ResourceFields, files: ResourceFiles) => ({
        body: resourceCreateBody(fields, files),
      }),
    ],
    [
      useUpdateRecursoMutation(),
      (row, fields, files) => ({ body: resourceUpdateBody(row, fields, files) }),
    ],
  );
  const deletion = useDeleteFlow<Recurso>(useDeleteRecursoMutation(), 'Recurso eliminado');
  const choices: ResourceChoices = useMemo(
    () => ({
      perspectivas: named(perspectivas, language),
      tiposMaterial: named(tiposMaterial, language),
      claves,
      comunidades,
      cursos,
    }),
    [perspectivas, tiposMaterial, claves, comunidades, cursos, language],
  );
  const labelOf = (options: { id: number; label: string }[], id: number | null) =>
    options.find((o) => o.id === id)?.label ?? '—';

  return (
    <ContentScreen<Recurso>
      title="Recursos"
      editing={editing}
      listWhat="los recursos"
      optionLoads={{
        what: 'las listas de perspectivas, tipos de material, claves, comunidades y cursos',
        loads: optionLoads,
      }}
      table={{
        historyEntity: 'resource',
        empty: 'Sin recursos en este idioma.',
        rowName: (row) => `recurso ${row.titulo}`,
        columns: [
          {
            header: 'Logotipo',
            render: (row) =>
              row.centerLogo ? (
                <Box
                  component="img"
                  src={row.centerLogo}
                  alt={`Logotipo de ${row.titulo}`}
                  sx={{ maxHeight: 40, maxWidth: 100 }}
                />
              ) : (
                '—'
              ),
          },
          { header: 'Título', render: (row) => row.titulo },
          {
            header: 'Perspectiva',
            render: (row) => labelOf(choices.perspectivas, row.perspectivas_id),
          },
          {
            header: 'Tipo de material',
            render: (row) => labelOf(choices.tiposMaterial, row.tipos_material_id),
          },
          { header: 'Clave', render: (row) => labelOf(claves, row.claves_id) },
          {
            header: 'Comunidades',
            render: (row) =>
              row.comunidades.map((id) => labelOf(comunidades, id)).join(', ') || '—',
          },
          {
            header: 'Cursos',
            render: (row) => row.cursos.map((id) => labelOf(cursos, id)).join(', ') || '—',
          },
        ],
        extraActions: (row) =>
          row.documentPath?.startsWith('/') ? (
            <DownloadButton url={row.documentPath} name={`documento de ${row.titulo}`} />
          ) : null,
      }}
      deletion={deletion}
      deleteTitle="Eliminar recurso"
      deleteMessage={(row) => deleteQuestion(row?.titulo)}
      dialog={(initial) => <ResourceDialog initial={initial} choices={choices} {...saving} />}
    />
  );
}
