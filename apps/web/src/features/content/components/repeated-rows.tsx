import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

interface RepeatedRowsProps<Item> {
  items: readonly Item[];
  /** What a row is called in its buttons' names: "Instrucciones 2". */
  rowName(index: number): string;
  /** The add button's text: "Añadir a Instrucciones". */
  addLabel: string;
  /** A new, empty row. */
  empty(): Item;
  onChange(items: Item[]): void;
  /** The fields of one row. */
  children(item: Item, index: number): ReactNode;
}

/** Rows of a list field (texts, entries, links) that can be added, removed and moved. */
export function RepeatedRows<Item>(props: RepeatedRowsProps<Item>) {
  const { items, rowName, onChange } = props;
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    if (item !== undefined) next.splice(to, 0, item);
    onChange(next);
  };
  return (
    <Stack spacing={1}>
      {items.map((item, index) => (
        // Rows have no identity of their own; their index is what the buttons name.
        // On a phone the buttons go below the row, so its fields keep the width.
        <Stack
          key={index}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0, sm: 0.5 }}
          sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}
        >
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>{props.children(item, index)}</Box>
          <Stack
            direction="row"
            sx={{ pt: { xs: 0, sm: 1.5 }, alignSelf: { xs: 'flex-end', sm: 'auto' } }}
          >
            <IconButton
              size="small"
              aria-label={`Subir ${rowName(index)}`}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={`Bajar ${rowName(index)}`}
              disabled={index === items.length - 1}
              onClick={() => move(index, index + 1)}
            >
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={`Quitar ${rowName(index)}`}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
            >
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          </Stack>
        </Stack>
      ))}
      <Box>
        <Button variant="outlined" size="small" onClick={() => onChange([...items, props.empty()])}>
          {props.addLabel}
        </Button>
      </Box>
    </Stack>
  );
}
