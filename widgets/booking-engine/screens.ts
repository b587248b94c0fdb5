import { lazy } from 'react';

/** Every screen is its own chunk, loaded when its route is first shown. */
export const LandingScreen = lazy(() => import('./screens/landing/Landing'));
export const CartScreen = lazy(() => import('./screens/cart/CartScreen'));
export const NotFoundScreen = lazy(() => import('./screens/not-found/NotFound'));
export const ComingSoonScreen = lazy(() => import('./screens/coming-soon/ComingSoon'));
export const BookStayScreen = lazy(() => import('./screens/book-stay/BookStay'));
export const StaySearchScreen = lazy(() => import('./screens/stay-search/StaySearch'));
export const LoginRegisterScreen = lazy(() => import('./screens/login-register/LoginRegister'));
export const MyBookingsScreen = lazy(() => import('./screens/my-booking/MyBookings'));
export const ProfileScreen = lazy(() => import('./screens/profile/Profile'));
export const CheckoutScreen = lazy(() => import('./screens/checkout/CheckoutRoute'));
export const ResetPasswordScreen = lazy(
  () => import('./screens/reset-password/ResetPasswordRoute'),
);
