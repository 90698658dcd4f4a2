/// <reference lib="webworker" />
import type { IsoMonth } from '@/lib/dates';
import { loadExcelJs } from './load-exceljs';
import { readSheets } from './read-sheets';
import { workbookGrids } from './workbook-grids';

/** Reads an .xlsx off the page's thread, so a 5,000-line sheet never freezes it (decision 407). */
export interface ImportRequest {
  buffer: ArrayBuffer;
  month: IsoMonth;
}
export type ImportMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; result: ReturnType<typeof readSheets> }
  | { type: 'failed' };

declare const self: DedicatedWorkerGlobalScope;
const post = (message: ImportMessage) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<ImportRequest>) => {
  try {
    const ExcelJS = await loadExcelJs();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(event.data.buffer);
    const grids = workbookGrids(workbook, (done, total) => post({ type: 'progress', done, total }));
    post({ type: 'done', result: readSheets(grids, event.data.month) });
  } catch {
    post({ type: 'failed' });
  }
};
