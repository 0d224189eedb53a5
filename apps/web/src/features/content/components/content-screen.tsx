import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError, type Load } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import type { DeleteFlow } from '../use-delete-flow';
import type { useEditFlow } from '../use-edit-flow';
import { ContentTable, type ContentTableProps } from './content-table';
import { ContentToolbar, type ContentToolbarProps } from './content-toolbar';

/** The question of a delete confirmation naming the row by its title or name. */
export const deleteQuestion = (name: string | undefined) =>
  `¿Seguro que quiere eliminar «${name ?? ''}»?`;

interface ContentScreenProps<Row extends { id: number }> {
  /** The heading, which names the table too. */
  title: string;
  toolbar: ContentToolbarProps;
  /** The rows' query. */
  list: Load & { data?: readonly Row[]; isFetching: boolean };
  /** Each failed load's message, in order: the rows' first, then the selects' lists. */
  loadErrors: readonly { what: string; loads: readonly Load[] }[];
  /** The table, but for what the list, the edit and the delete steps give it. */
  table: Omit<
    ContentTableProps<Row>,
    'label' | 'rows' | 'loading' | 'failed' | 'onEdit' | 'onDelete'
  >;
  deletion: DeleteFlow<Row>;
  deleteTitle: string;
  /** The confirmation's question about the row being deleted (null once it is closed). */
  deleteMessage(row: Row | null): string;
  /**
   * Where rows are edited: the edit step, which gives each row an edit button, and the dialog
   * shown while it is open, for a new row (`initial` null) or the row being edited.
   */
  editing?: {
    edition: ReturnType<typeof useEditFlow<Row>>;
    dialog(initial: Row | null): ReactNode;
  };
  /** A dialog of the screen's own (the document upload), when open. */
  children?: ReactNode;
}

/**
 * A content screen (spec §7 "Catalogue"): heading, the language switch and create button, why a
 * load failed, the table with edit and delete per row, the dialog, and the delete confirmation.
 */
export function ContentScreen<Row extends { id: number }>(props: ContentScreenProps<Row>) {
  const { list, deletion, editing } = props;
  const open = editing?.edition.editing;
  return (
    <>
      <PageHeading title={props.title} />
      <ContentToolbar {...props.toolbar} />
      {props.loadErrors.map(({ what, loads }) => (
        <LoadError key={what} what={what} loads={loads} />
      ))}
      <ContentTable<Row>
        {...props.table}
        label={props.title}
        rows={list.data ?? []}
        loading={list.isFetching}
        failed={list.isError}
        onEdit={editing?.edition.edit}
        onDelete={deletion.ask}
      />
      {editing && open && editing.dialog(open === 'new' ? null : open)}
      {props.children}
      <ConfirmDialog
        {...deletion.dialog}
        title={props.deleteTitle}
        message={props.deleteMessage(deletion.pending)}
      />
    </>
  );
}
