export { WalletsPending, WalletsScreen } from './wallets-screen';
