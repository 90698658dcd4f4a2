export { PRODUCT_SKELETONS, ProductsPending, ProductsScreen } from './products-screen';
