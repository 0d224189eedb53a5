import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError, type Load } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import type { DeleteFlow } from '../use-delete-flow';
import type { LanguageEditing, RowsQuery } from '../use-language-editing';
import { ContentTable, type ContentTableProps } from './content-table';
import { ContentToolbar, type ContentToolbarProps } from './content-toolbar';

/** The question of a delete confirmation naming the row by its title or name. */
export const deleteQuestion = (name: string | undefined) =>
  `¿Seguro que quiere eliminar «${name ?? ''}»?`;

/** What could not be loaded, to end "No ha sido posible cargar …", and the loads behind it. */
interface LoadNamed {
  what: string;
  loads: readonly Load[];
}

interface ContentScreenBase<Row extends { id: number }> {
  /** The heading, which names the table too. */
  title: string;
  /** What the rows are, for the message of their failed load: "los toolkits". */
  listWhat: string;
  /** A filter of the rows, shown between the toolbar and the table (one key's suggestions). */
  filter?: ReactNode;
  /** The lists of the dialog's selects, whose failed load has a message after the rows' one. */
  optionLoads?: LoadNamed;
  /** The table, but for what the list, the edit and the delete steps give it. */
  table: Omit<
    ContentTableProps<Row>,
    'label' | 'rows' | 'loading' | 'failed' | 'onEdit' | 'onDelete'
  >;
  deletion: DeleteFlow<Row>;
  deleteTitle: string;
  /** The confirmation's question about the row being deleted (null once it is closed). */
  deleteMessage(row: Row | null): string;
}

/**
 * Where rows are edited: the language editing, whose toolbar, rows and edit step (an edit button
 * per row) the screen shows, and the dialog shown while it is open, for a new row (`initial`
 * null) or the row being edited. A screen without it has its rows' query, a toolbar and a dialog
 * of its own (the document upload), shown as `children` when open.
 */
type ContentScreenEditing<Row extends { id: number }> =
  | {
      editing: LanguageEditing<Row>;
      dialog(initial: Row | null): ReactNode;
      list?: never;
      toolbar?: never;
      children?: never;
    }
  | {
      list: ReturnType<RowsQuery<Row>>;
      toolbar: ContentToolbarProps;
      children?: ReactNode;
      editing?: never;
      dialog?: never;
    };

type ContentScreenProps<Row extends { id: number }> = ContentScreenBase<Row> &
  ContentScreenEditing<Row>;

/**
 * A content screen (spec §7 "Catalogue"): heading, the language switch and create button, why a
 * load failed, the table with edit and delete per row, the dialog, and the delete confirmation.
 */
export function ContentScreen<Row extends { id: number }>(props: ContentScreenProps<Row>) {
  const { deletion, editing, optionLoads } = props;
  const { list, toolbar } = editing ?? props;
  const open = editing?.edition.editing;
  return (
    <>
      <PageHeading title={props.title} />
      <ContentToolbar {...toolbar} />
      {props.filter}
      <LoadError what={props.listWhat} loads={[list]} />
      {optionLoads && <LoadError {...optionLoads} />}
      <ContentTable<Row>
        {...props.table}
        label={props.title}
        rows={list.data ?? []}
        loading={list.isFetching}
        failed={list.isError}
        onEdit={editing?.edition.edit}
        onDelete={deletion.ask}
      />
      {open && props.dialog?.(open === 'new' ? null : open)}
      {props.children}
      <ConfirmDialog
        {...deletion.dialog}
        title={props.deleteTitle}
        message={props.deleteMessage(deletion.pending)}
      />
    </>
  );
}
