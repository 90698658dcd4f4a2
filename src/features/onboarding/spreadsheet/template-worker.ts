/// <reference lib="webworker" />
import type { IsoMonth } from '@/lib/dates';
import { loadExcelJs } from './load-exceljs';
import { buildTemplate, type TemplateTexts } from './template';

/**
 * Builds the template off the page's thread. exceljs is imported only in workers, so the main
 * bundle never carries it nor the CommonJS glue its import needs (decision 407).
 */
export interface TemplateRequest {
  texts: TemplateTexts;
  month: IsoMonth;
  brand: string;
}
export type TemplateMessage = { type: 'done'; buffer: ArrayBuffer } | { type: 'failed' };

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = async (event: MessageEvent<TemplateRequest>) => {
  try {
    const { texts, month, brand } = event.data;
    const workbook = buildTemplate(await loadExcelJs(), texts, month, brand);
    // exceljs answers a Buffer view (its polyfill), which cannot be transferred: copy its bytes out.
    const buffer = new Uint8Array(await workbook.xlsx.writeBuffer()).slice().buffer;
    self.postMessage({ type: 'done', buffer } satisfies TemplateMessage, [buffer]);
  } catch {
    self.postMessage({ type: 'failed' } satisfies TemplateMessage);
  }
};
