import type { Cell, SheetGrid } from './grid';

const SS = 'urn:schemas-microsoft-com:office:spreadsheet';

/** The `ss:` attribute, whichever prefix the file uses for the SpreadsheetML namespace. */
const ssAttribute = (element: Element, name: string) =>
  element.getAttributeNS(SS, name) ?? element.getAttribute(`ss:${name}`);

function dataValue(data: Element | undefined): Cell {
  if (!data) return null;
  const content = data.textContent ?? '';
  switch (ssAttribute(data, 'Type')) {
    case 'Number':
      return Number(content);
    case 'DateTime':
      return content.slice(0, 10);
    case 'Boolean':
      return content === '1';
    default:
      return content;
  }
}

/**
 * An 'XML Spreadsheet 2003' file (the .xml the upload accepts) as plain rows; exceljs reads only
 * .xlsx. `ss:Index` skips rows and columns as the format allows.
 */
export function xmlGrids(xml: string): SheetGrid[] {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0) return [];
  return Array.from(document.getElementsByTagNameNS(SS, 'Worksheet')).map((sheet) => {
    const rows: Cell[][] = [];
    let line = 0;
    for (const row of Array.from(sheet.getElementsByTagNameNS(SS, 'Row'))) {
      line = Number(ssAttribute(row, 'Index') ?? line + 1);
      const cells: Cell[] = [];
      let column = 0;
      for (const cell of Array.from(row.getElementsByTagNameNS(SS, 'Cell'))) {
        column = Number(ssAttribute(cell, 'Index') ?? column + 1);
        cells[column - 1] = dataValue(cell.getElementsByTagNameNS(SS, 'Data')[0]);
      }
      rows[line - 1] = Array.from(cells, (cell) => cell ?? null);
    }
    return { name: ssAttribute(sheet, 'Name') ?? '', rows: Array.from(rows, (cells) => cells ?? []) };
  });
}
