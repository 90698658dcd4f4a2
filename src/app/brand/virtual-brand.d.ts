// Provided by scripts/vite-brand-plugin.ts from brands/<BRAND>/.
declare module 'virtual:brand' {
  const brand: unknown;
  export const brandId: string;
  export const localeOverrides: Record<string, Record<string, unknown>>;
  export default brand;
}
