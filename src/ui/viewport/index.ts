export { useNarrowScreen } from './use-narrow-screen';
