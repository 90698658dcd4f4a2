import type ExcelJsModule from 'exceljs';

export type ExcelJs = typeof ExcelJsModule;

/**
 * exceljs weighs about 257 KB gzip: it is only ever imported here, dynamically, when a template is
 * made or a spreadsheet read, so no first visit pays for it (`npm run budgets`).
 */
export async function loadExcelJs(): Promise<ExcelJs> {
  const module = (await import('exceljs')) as unknown as { default?: ExcelJs } & ExcelJs;
  return module.default ?? module;
}
