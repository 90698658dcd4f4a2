export { BrandProvider, buildBrand, useBrand } from './brand-context';
export {
  type Brand,
  enabledLoginProviders,
  HIDEABLE_SCREENS,
  type HideableScreen,
  isScreenHidden,
  parseBrand,
} from './brand-schema';
