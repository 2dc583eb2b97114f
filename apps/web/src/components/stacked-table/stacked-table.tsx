import { type MantineRadius, Paper, Table, type TableProps } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';
import stacked from './stacked-table.module.css';

export interface StackedColumn {
  label: string;
  width?: number;
}

type StackedTableProps = Omit<TableProps, 'children' | 'className'> & {
  /** Between a phone's width and this one the table scrolls sideways; on a phone rows stack. */
  minWidth: number;
  /** The column heads, or a table's own `<Table.Thead>`. */
  head: StackedColumn[] | ReactElement;
  /** An older page is still shown while the next one loads. */
  stale?: boolean;
  radius?: MantineRadius;
  /** Extra class for the frame (a panel background, say). */
  className?: string;
  testId: string;
  /** The rows; their cells take the stacked classes (see stacked-table.module.css). */
  children: ReactNode;
};

/**
 * A release table framed the one way every release list is: a bordered paper, sideways scrolling on
 * middle widths and stacked rows on phones (decision 021), the heads, and the rows dimmed while stale.
 */
export function StackedTable({
  minWidth,
  head,
  stale = false,
  radius = 'md',
  className,
  testId,
  children,
  ...table
}: StackedTableProps) {
  return (
    <Paper withBorder radius={radius} className={className ? `${stacked.paper} ${className}` : stacked.paper}>
      <Table.ScrollContainer minWidth={minWidth} classNames={{ scrollContainerInner: stacked.inner }}>
        <Table {...table} className={stacked.table} data-testid={testId}>
          {Array.isArray(head) ? (
            <Table.Thead>
              <Table.Tr>
                {head.map((column) => (
                  <Table.Th key={column.label} w={column.width}>
                    {column.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
          ) : (
            head
          )}
          <Table.Tbody className={stale ? stacked.stale : undefined}>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
