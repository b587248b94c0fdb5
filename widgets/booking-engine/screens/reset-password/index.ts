export { PasswordResetScreen, type PasswordResetScreenProps } from './PasswordResetScreen';
