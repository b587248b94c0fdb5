import { defineWidget } from '../../src/ui/define-widget';
import { LoginForm, type LoginFormProps } from './LoginForm';
import formCss from './login-form.css?inline';

/**
 * Guest login by email and password. On success the shared session updates everywhere on the
 * page (and in other tabs), then the guest goes to the redirect, if any.
 *
 * @element ik-login-form
 * @attr {string} redirect - Where to go after login: a booking-engine route such as `checkout`,
 *   or a same-site path. Default: the page's `?redirect=` query. Other hosts are refused.
 * @attr {string} book-base - Where the booking engine lives (default from config).
 * @fires ik-logged-in - After a successful login.
 * @fires ik-before-redirect - Cancelable; `detail: { href }` before leaving for the redirect.
 * @csspart form - The form.
 * @csspart title - Its heading.
 * @csspart field - Each label, input and message group (the kit's FieldFrame).
 * @csspart input - Each input.
 * @csspart field-error - A field's validation message.
 * @csspart error - The server's answer when login fails.
 * @csspart submit - The Login button.
 * @csspart button - Each button of the kit.
 * @csspart field-hint - A field's hint (what to type, or why it is asked).
 * @csspart success - The server's confirmation when login succeeds.
 */
export const IkLoginForm = defineWidget<LoginFormProps>({
  tag: 'ik-login-form',
  view: LoginForm,
  attributes: { redirect: 'string' },
  styles: formCss,
});
