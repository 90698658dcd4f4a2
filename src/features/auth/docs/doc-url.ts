export const DOC_IDS = ['termos-de-uso', 'entenda_dividas', 'guia_completo_equilibrio_financeiro'] as const;
export type DocId = (typeof DOC_IDS)[number];

/**
 * A brand may ship its own version of a document in brands/<id>/docs/<doc>.pdf; Vite bundles those
 * as assets. Every other brand reads the defaults the build copies from public/docs/.
 */
const brandDocs = import.meta.glob<string>('/brands/*/docs/*.pdf', {
  query: '?url',
  import: 'default',
  eager: true,
});

export function docUrl(brandId: string, id: DocId, overrides: Record<string, string> = brandDocs): string {
  return overrides[`/brands/${brandId}/docs/${id}.pdf`] ?? `/docs/${id}.pdf`;
}
