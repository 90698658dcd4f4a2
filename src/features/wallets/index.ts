export { WalletsScreen } from './wallets-screen';
