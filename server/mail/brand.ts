import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface MailBrand {
  brand: string;
  article: string;
  /** 'de' joined to the article ('do Otto', 'da Cofrinha'): the texts say 'sua senha do Otto'. */
  of: string;
}

/** Portuguese contracts 'de' with the definite article: de + o = do, de + as = das; no article, 'de'. */
export const contractedOf = (article: string) => (article ? `d${article}` : 'de');

const FALLBACK: MailBrand = { brand: 'Otto', article: 'o', of: 'do' };

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
  const article = json.article ?? FALLBACK.article;
  return { brand: json.brand ?? FALLBACK.brand, article, of: contractedOf(article) };
}
