import type { CellValue, Workbook } from 'exceljs';
import type { Cell, SheetGrid } from './grid';

/** exceljs wraps formulas, rich text and links in objects: keep the value a person sees. */
export function plainValue(value: CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if ('result' in value) return plainValue((value.result ?? null) as CellValue);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  return null;
}

/** Every worksheet as plain rows, reporting each sheet as it is done. */
export function workbookGrids(
  workbook: Workbook,
  onRow?: (done: number, total: number) => void,
): SheetGrid[] {
  const total = workbook.worksheets.reduce((sum, sheet) => sum + sheet.rowCount, 0);
  let done = 0;
  return workbook.worksheets.map((sheet) => {
    const rows: Cell[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row, line) => {
      const cells: Cell[] = [];
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        cells[column - 1] = plainValue(cell.value);
      });
      rows[line - 1] = Array.from(cells, (cell) => cell ?? null);
      done += 1;
      if (onRow && done % 250 === 0) onRow(done, total);
    });
    return { name: sheet.name, rows: Array.from(rows, (cells) => cells ?? []) };
  });
}
