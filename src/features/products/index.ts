export { PRODUCT_SKELETONS, ProductsScreen } from './products-screen';
