import type { IsoMonth } from '@/lib/dates';
import type { ImportMessage } from './import-worker';
import { type ReadResult, readSheets } from './read-sheets';
import { xmlGrids } from './xml-grids';

export type ImportProgress = (done: number, total: number) => void;

/** Files the upload accepts (spec 3: .xml and .xlsx). */
export const ACCEPTED_FILES =
  '.xlsx,.xml,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/xml';

/** Thrown when the file is not a spreadsheet at all; line problems come back in the result. */
export class UnreadableSpreadsheet extends Error {}

function readXlsx(file: File, month: IsoMonth, onProgress: ImportProgress): Promise<ReadResult> {
  return Promise.all([import('./import-worker?worker'), file.arrayBuffer()]).then(
    ([{ default: ImportWorker }, buffer]) =>
      new Promise<ReadResult>((resolve, reject) => {
        const worker = new ImportWorker();
        worker.onmessage = (event: MessageEvent<ImportMessage>) => {
          const message = event.data;
          if (message.type === 'progress') return onProgress(message.done, message.total);
          worker.terminate();
          if (message.type === 'done') resolve(message.result);
          else reject(new UnreadableSpreadsheet(file.name));
        };
        worker.onerror = () => {
          worker.terminate();
          reject(new UnreadableSpreadsheet(file.name));
        };
        worker.postMessage({ buffer, month }, [buffer]);
      }),
  );
}

/** Reads an uploaded .xlsx (in a worker) or .xml (SpreadsheetML 2003, small by nature) into table rows. */
export async function importSpreadsheet(
  file: File,
  month: IsoMonth,
  onProgress: ImportProgress,
): Promise<ReadResult> {
  if (/\.xml$/i.test(file.name)) {
    const grids = xmlGrids(await file.text());
    if (grids.length === 0) throw new UnreadableSpreadsheet(file.name);
    return readSheets(grids, month);
  }
  return readXlsx(file, month, onProgress);
}
