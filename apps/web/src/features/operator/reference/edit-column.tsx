import { Button } from '@mantine/core';
import type { ListColumn } from '../../../components/paged-list.tsx';

/**
 * The «Изменить» column of a reference list: a button a row for a member of staff who may write (on a phone, at the
 * foot of the row's card), nothing for one who only reads.
 */
export const editColumn = <T,>(writer: boolean, label: string, onEdit: (row: T) => void): ListColumn<T>[] =>
  writer
    ? [
        {
          key: 'edit',
          header: label,
          role: 'actions',
          hideHeader: true,
          cell: (row) => (
            <Button size="xs" variant="light" onClick={() => onEdit(row)}>
              {label}
            </Button>
          ),
        },
      ]
    : [];
