export { CheckoutScreen, type CheckoutScreenProps } from './CheckoutScreen';
export { default as checkoutCss } from './checkout.css?inline';
