import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface MailBrand {
  brand: string;
  article: string;
}

const FALLBACK: MailBrand = { brand: 'Otto', article: 'o' };

/** Name and article of the brand bundle `brands/<id>/brand.json`, for the e-mails the server sends. */
export function loadBrand(id: string): MailBrand {
  const path = fileURLToPath(new URL(`../../brands/${id}/brand.json`, import.meta.url));
  try {
    const json = JSON.parse(readFileSync(path, 'utf8')) as Partial<MailBrand>;
    return { brand: json.brand ?? FALLBACK.brand, article: json.article ?? FALLBACK.article };
  } catch {
    return FALLBACK;
  }
}
