import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn';

/** One column of a materials table: its heading and what each row shows in it. */
export interface MaterialsColumn<Row> {
  header: ReactNode;
  cell(row: Row): ReactNode;
  /** Of the heading and the cells; left when not given. */
  align?: 'right' | 'center';
  /** The column that names the row: its cells are row headers. */
  rowHeader?: boolean;
  /** Classes added to the body cells (figures, wrapping). */
  className?: string;
  /** The cells' accessible name, where their content does not say what it is. */
  cellLabel?: string;
}

/** Rows under one row group header (a formula's tier), closed by a summary row (the tier's subtotal). */
export interface MaterialsGroup<Row> {
  key: string;
  label: ReactNode;
  rows: readonly Row[];
  /** The summary row's cells after the group's label. */
  summary: ReactNode;
  summaryTestId?: string;
}

/**
 * How a table looks: `sheet`, plain rules between the rows (the lab sheet, a version's materials, a comparison);
 * `boxed`, a roomier table with a small uppercase heading row (the formula being edited).
 */
type Look = 'sheet' | 'boxed';

const HEAD_ROW: Record<Look, string> = {
  sheet: 'border-b text-left',
  boxed: 'border-b border-border text-left text-xs tracking-wide text-muted-foreground uppercase',
};
const BODY_ROW: Record<Look, string> = {
  sheet: 'border-b last:border-0',
  boxed: 'border-t border-border/60 first:border-t-0',
};
const ALIGN = { right: 'text-right', center: 'text-center' } as const;

/** A heading's padding: the sheet's last column has no gap on its right; the boxed first column is indented. */
function headingPadding(look: Look, index: number, count: number) {
  if (look === 'boxed') return cn(index === 0 ? 'px-4' : 'px-3', 'py-2 font-medium');
  return cn('py-2', index < count - 1 && 'pr-2');
}

/** A body cell's padding: in the sheet, as its heading's; in the boxed table, alike for every cell (the group labels are indented). */
function cellPadding(look: Look, index: number, count: number) {
  if (look === 'boxed') return 'px-3 py-2';
  return cn('py-1.5', index < count - 1 && 'pr-2');
}

/** The rows in one body. */
interface Rows<Row> {
  rows: readonly Row[];
  groups?: never;
  groupHeader?: never;
}

/** The rows in groups, a body each; the groups' labels make the first column. */
interface Groups<Row> {
  groups: MaterialsGroup<Row>[];
  /** The first column's heading. */
  groupHeader: ReactNode;
  rows?: never;
}

export type MaterialsTableProps<Row> = (Rows<Row> | Groups<Row>) & {
  look: Look;
  columns: MaterialsColumn<Row>[];
  rowKey(row: Row): string;
  /** The table's accessible name, when it has no caption. */
  label?: string;
  caption?: ReactNode;
  captionId?: string;
  /** The table's width and border classes. */
  className?: string;
  rowClassName?: string;
  rowTestId?: string;
  /** The footer rows (a total). */
  footer?: ReactNode;
};

/**
 * A formula's materials as a table, one row a material, its columns given as definitions. The caller wraps it in
 * whatever scrolls it sideways on a phone. With `groups`, the rows come in bodies of their own, each headed by a
 * row group header in the first column and closed by a summary row.
 */
export function MaterialsTable<Row>({
  look,
  columns,
  rowKey,
  label,
  caption,
  captionId,
  className,
  rowClassName,
  rowTestId,
  footer,
  ...body
}: MaterialsTableProps<Row>) {
  const headings: Pick<MaterialsColumn<Row>, 'header' | 'align'>[] = body.groups ? [{ header: body.groupHeader }, ...columns] : columns;

  const renderRow = (row: Row, groupHeader?: ReactNode) => (
    <tr key={rowKey(row)} className={cn(BODY_ROW[look], rowClassName)} data-testid={rowTestId}>
      {groupHeader}
      {columns.map((column, i) => {
        const Cell = column.rowHeader ? 'th' : 'td';
        return (
          <Cell
            key={i}
            scope={column.rowHeader ? 'row' : undefined}
            className={cn(
              cellPadding(look, i, columns.length),
              column.rowHeader && 'text-left font-normal',
              column.align && ALIGN[column.align],
              column.className,
            )}
            aria-label={column.cellLabel}
          >
            {column.cell(row)}
          </Cell>
        );
      })}
    </tr>
  );

  return (
    <table className={cn('w-full text-sm', className)} aria-label={label}>
      {caption && (
        <caption id={captionId} className="px-4 pt-3 pb-2 text-left text-sm text-muted-foreground">
          {caption}
        </caption>
      )}
      <thead>
        <tr className={HEAD_ROW[look]}>
          {headings.map((heading, i) => (
            <th key={i} scope="col" className={cn(headingPadding(look, i, headings.length), heading.align && ALIGN[heading.align])}>
              {heading.header}
            </th>
          ))}
        </tr>
      </thead>
      {body.groups ? (
        body.groups.map((group) => (
          <tbody key={group.key} className="border-b border-border">
            {group.rows.map((row, i) =>
              renderRow(
                row,
                i === 0 && (
                  <th scope="rowgroup" rowSpan={group.rows.length + 1} className="px-4 py-2 text-left align-top font-serif font-semibold">
                    {group.label}
                  </th>
                ),
              ),
            )}
            <tr className="bg-muted/50 text-muted-foreground" data-testid={group.summaryTestId}>
              {group.rows.length === 0 && (
                <th scope="rowgroup" className="px-4 py-2 text-left font-serif font-semibold text-foreground">
                  {group.label}
                </th>
              )}
              {group.summary}
            </tr>
          </tbody>
        ))
      ) : (
        <tbody>{body.rows.map((row) => renderRow(row))}</tbody>
      )}
      {footer && <tfoot>{footer}</tfoot>}
    </table>
  );
}
