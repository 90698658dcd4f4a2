/**
 * The history export's file name: spec 3 names the delivered brand's `historico_Otto_2.0.csv`, so every
 * brand gets its own name in that place (audit V2). The SPA names the download and the server's
 * Content-Disposition says the same.
 */
export function historyExportFileName(brandName: string): string {
  // Characters no file system takes, and control characters, never reach a name.
  const name = brandName.replace(/[\\/:*?"<>|\p{Cc}]/gu, '').trim() || 'export';
  return `historico_${name}_2.0.csv`;
}

/**
 * The header for that name: `filename` in ASCII for old clients, `filename*` in UTF-8 (RFC 6266) so a
 * brand with accents keeps them.
 */
export function historyExportDisposition(brandName: string): string {
  const file = historyExportFileName(brandName);
  const ascii = file
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  return file === ascii
    ? `attachment; filename="${file}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}
