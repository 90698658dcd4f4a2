export {
  type AppPath,
  isPlainClick,
  navigationBy,
  PageLink,
  type PageLinkProps,
  type PageNavigation,
  PageNavigationProvider,
  usePageNavigation,
} from './page-navigation';
