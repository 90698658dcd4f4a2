export { MoneyField, type MoneyFieldProps } from './money-field';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { TextField, type TextFieldProps } from './text-field';
