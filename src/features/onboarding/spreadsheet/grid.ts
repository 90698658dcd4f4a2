/** A sheet as plain values, whatever file it came from: rows[0] is line 1, cells[0] is column 1. */
export type Cell = string | number | boolean | Date | null;
export interface SheetGrid {
  name: string;
  rows: Cell[][];
}

/** Reads a cell at 1-based line and column. */
export function cellAt(grid: SheetGrid, line: number, column: number): Cell {
  return grid.rows[line - 1]?.[column - 1] ?? null;
}
