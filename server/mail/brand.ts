import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface MailBrand {
  brand: string;
  article: string;
}

const FALLBACK: MailBrand = { brand: 'Otto', article: 'o' };

/** The brand bundle's `brands/<id>/brand.json`, or undefined when it is missing or not JSON. */
export function readBrandFile(id: string): Record<string, unknown> | undefined {
  try {
    const path = fileURLToPath(new URL(`../../brands/${id}/brand.json`, import.meta.url));
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** Name and article of the brand bundle `brands/<id>/brand.json`, for the e-mails the server sends. */
export function loadBrand(id: string): MailBrand {
  const json = readBrandFile(id) as Partial<MailBrand> | undefined;
  if (!json) return FALLBACK;
  return { brand: json.brand ?? FALLBACK.brand, article: json.article ?? FALLBACK.article };
}
