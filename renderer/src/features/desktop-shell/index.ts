/** desktop-shell's public surface: the host the app mounts, and the checkout hand-off the payment pages use. */
export { DesktopCheckout, DESKTOP_CHECKOUT_FLAG, isDesktopApp, openedFromDesktop } from './desktop-checkout.tsx';
export { LazyDesktopHost } from './lazy-desktop-host.tsx';
