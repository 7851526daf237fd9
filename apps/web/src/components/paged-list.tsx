import { pageCount } from '@jetkiz/domain';
import { Alert, Badge, Button, Card, Collapse, Group, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorNode } from '../lib/notify.ts';

/**
 * A column of a paged list. On a desktop it is a table column; on a phone each row becomes a card where the
 * `title`, `status` and `amount` columns always stand at the top (they are what people look for), the
 * `actions` column at the bottom, and every other column as «label: value» between them.
 */
export type ListColumn<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  role?: 'title' | 'status' | 'amount' | 'actions';
  align?: 'left' | 'right';
  /** Hidden from the header row when the column needs no visible header (actions); still named for readers. */
  hideHeader?: boolean;
};

export type PagedListProps<T> = {
  /** The list's accessible name (a table caption, a card list's label). */
  label: string;
  columns: ListColumn<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  /** Zero-based page (spec §9), the page size and the total number of rows the server reports. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  loading?: boolean;
  /** Why the rows could not be read (the query's error): said instead of `empty`, which would read as «none». */
  error?: unknown;
  /** Says what to do next when there is nothing to show. */
  empty: ReactNode;
  /** The filters: in line on a desktop, folded behind one button on a phone. */
  filters?: ReactNode;
  /** How many filters are set (shown on the phone's fold button). */
  activeFilters?: number;
  /** A line under the filters: the total, reset and download buttons. */
  toolbar?: ReactNode;
  /** Wider tables scroll sideways on a desktop below this width instead of squeezing. */
  minWidth?: number;
};

/** Phones get cards below Mantine's `sm` breakpoint (48em = 768 px). */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** True on a phone-sized screen; read at once (not after a first paint) so a phone never flashes a table. */
export const usePhoneLayout = () => useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;

const Cards = <T,>({ label, columns, rows, rowKey }: Pick<PagedListProps<T>, 'label' | 'columns' | 'rowKey'> & { rows: T[] }) => {
  const title = columns.find((c) => c.role === 'title');
  const status = columns.find((c) => c.role === 'status');
  const amount = columns.find((c) => c.role === 'amount');
  const actions = columns.find((c) => c.role === 'actions');
  const rest = columns.filter((c) => !c.role);
  return (
    <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Card component="li" key={rowKey(row)} withBorder radius="md" p="sm" data-testid="list-card">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>{title?.cell(row)}</div>
            {amount && (
              <Text fw={700} ta="right" style={{ whiteSpace: 'nowrap' }}>
                {amount.cell(row)}
              </Text>
            )}
          </Group>
          {status && <div style={{ marginTop: 4 }}>{status.cell(row)}</div>}
          {rest.length > 0 && (
            <Stack component="dl" gap={2} mt="xs" mb={0}>
              {rest.map((column) => {
                const value = column.cell(row);
                // A card lists what a row has: an empty value («Причина:» and nothing) is left out, as a table's empty cell.
                if (value === '' || value === null || value === undefined || value === false) return null;
                return (
                  <Group key={column.key} gap={6} wrap="nowrap" align="flex-start">
                    <Text component="dt" size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                      {column.header}:
                    </Text>
                    <Text component="dd" size="sm" m={0} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                      {value}
                    </Text>
                  </Group>
                );
              })}
            </Stack>
          )}
          {actions && (
            <Group mt="xs" gap="xs" justify="flex-end">
              {actions.cell(row)}
            </Group>
          )}
        </Card>
      ))}
    </Stack>
  );
};

const Rows = <T,>({
  label,
  columns,
  rows,
  rowKey,
  minWidth,
}: Pick<PagedListProps<T>, 'label' | 'columns' | 'rowKey' | 'minWidth'> & { rows: T[] }) => (
  <Table.ScrollContainer minWidth={minWidth ?? 640}>
    <Table striped highlightOnHover>
      <caption style={visuallyHidden}>{label}</caption>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.key} ta={column.align ?? (column.role === 'amount' ? 'right' : undefined)}>
              {column.hideHeader ? <span style={visuallyHidden}>{column.header}</span> : column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((column) => (
              <Table.Td key={column.key} ta={column.align ?? (column.role === 'amount' ? 'right' : undefined)}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * The one paged list of the cabinet (order registry, wallet history, address book): a table on a desktop,
 * cards on a phone, filters folded behind one button on a phone, zero-based pages.
 */
export const PagedList = <T,>(props: PagedListProps<T>) => {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const [filtersOpen, { toggle }] = useDisclosure(false);
  const filtersId = useId();
  const pages = pageCount(props.total, props.pageSize);
  const rows = props.rows ?? [];

  return (
    <Stack gap="sm">
      {props.filters &&
        (phone ? (
          <div>
            <Button
              variant="default"
              fullWidth
              onClick={toggle}
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              rightSection={
                props.activeFilters ? (
                  <Badge size="sm" circle aria-hidden>
                    {props.activeFilters}
                  </Badge>
                ) : null
              }
            >
              {props.activeFilters ? t('list.filtersActive', { count: props.activeFilters }) : t('list.filters')}
            </Button>
            <Collapse expanded={filtersOpen} id={filtersId}>
              <Stack gap="sm" pt="sm" component="search">
                {props.filters}
              </Stack>
            </Collapse>
          </div>
        ) : (
          <search>{props.filters}</search>
        ))}
      {props.toolbar}
      {props.loading && rows.length === 0 ? (
        <Stack gap="xs" aria-hidden>
          <Skeleton height={phone ? 96 : 40} />
          <Skeleton height={phone ? 96 : 40} />
          <Skeleton height={phone ? 96 : 40} />
        </Stack>
      ) : rows.length === 0 && props.error ? (
        <Alert color="red" role="alert">
          {errorNode(props.error)}
        </Alert>
      ) : rows.length === 0 ? (
        // A block, not a paragraph: `empty` may be one (a sentence with a button under it), and a <p> cannot hold it.
        <Text component="div" py="xl" ta="center" c="dimmed">
          {props.empty}
        </Text>
      ) : phone ? (
        <Cards label={props.label} columns={props.columns} rows={rows} rowKey={props.rowKey} />
      ) : (
        <Rows label={props.label} columns={props.columns} rows={rows} rowKey={props.rowKey} minWidth={props.minWidth} />
      )}
      {pages > 1 && (
        <Group justify="center" mt="sm">
          <Pagination
            total={pages}
            value={props.page + 1}
            onChange={(p) => props.onPage(p - 1)}
            size={phone ? 'sm' : 'md'}
            siblings={phone ? 0 : 1}
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous' ? t('list.previous') : control === 'next' ? t('list.next') : t(`list.${control}`),
            })}
            getItemProps={(page) => ({ 'aria-label': t('list.page', { page }) })}
          />
        </Group>
      )}
    </Stack>
  );
};
