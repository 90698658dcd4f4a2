import brandJson from 'virtual:brand';
import { createContext, type ReactNode, use } from 'react';
import { type Brand, parseBrand } from './brand-schema';

/** The brand chosen at build time (BRAND=<id>); validated once so a broken bundle fails loudly. */
export const buildBrand: Brand = parseBrand(brandJson);

const BrandContext = createContext<Brand>(buildBrand);

/** Stories and tests swap the brand with this provider; the app uses the build brand. */
export function BrandProvider({ brand, children }: { brand: Brand; children: ReactNode }) {
  return <BrandContext value={brand}>{children}</BrandContext>;
}

/** The only way code reads brand values. */
export function useBrand(): Brand {
  return use(BrandContext);
}
