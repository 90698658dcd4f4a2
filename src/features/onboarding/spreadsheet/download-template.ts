import type { IsoMonth } from '@/lib/dates';
import { TEMPLATE_FILE_NAME } from './layout';
import type { TemplateTexts } from './template';
import type { TemplateMessage } from './template-worker';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function buildInWorker(texts: TemplateTexts, month: IsoMonth, brand: string): Promise<ArrayBuffer> {
  return import('./template-worker?worker').then(
    ({ default: TemplateWorker }) =>
      new Promise<ArrayBuffer>((resolve, reject) => {
        const worker = new TemplateWorker();
        worker.onmessage = (event: MessageEvent<TemplateMessage>) => {
          worker.terminate();
          if (event.data.type === 'done') resolve(event.data.buffer);
          else reject(new Error('template'));
        };
        worker.onerror = () => {
          worker.terminate();
          reject(new Error('template'));
        };
        worker.postMessage({ texts, month, brand });
      }),
  );
}

/** Builds 'modelo-de-planilha-do-planejamento.xlsx' and hands it to the browser as a download. */
export async function downloadTemplate(texts: TemplateTexts, month: IsoMonth, brand: string): Promise<void> {
  const buffer = await buildInWorker(texts, month, brand);
  const url = URL.createObjectURL(new Blob([buffer], { type: XLSX_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = TEMPLATE_FILE_NAME;
  link.click();
  // The click has queued the download; the object URL may go once the browser took it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
