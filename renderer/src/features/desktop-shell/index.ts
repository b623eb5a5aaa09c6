/** desktop-shell's public surface: the host the app mounts, the checkout hand-off the payment pages use, and OS file drops. */
export { DesktopCheckout, DESKTOP_CHECKOUT_FLAG, isDesktopApp, openedFromDesktop } from './desktop-checkout.tsx';
export { LazyDesktopHost } from './lazy-desktop-host.tsx';
export { useDesktopFileDrop } from './use-desktop-file-drop.ts';
