export {
  type AppPath,
  navigationBy,
  PageLink,
  PageNavigationProvider,
  usePageNavigation,
} from './page-navigation';
