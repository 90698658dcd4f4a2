export { MoneyText, type MoneyTextProps } from './money-text';
