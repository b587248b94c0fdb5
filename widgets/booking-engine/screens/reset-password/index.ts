import loginFormCss from '../../../login-form/login-form.css?inline';
import ownCss from './reset-password.css?inline';

export { PasswordResetScreen, type PasswordResetScreenProps } from './PasswordResetScreen';
/** The screen's styles: the login form's fields, plus its own. */
export const resetPasswordCss = loginFormCss + ownCss;
