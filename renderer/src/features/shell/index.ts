/**
 * shell's public surface: the frames around pages. The public and sign-in frames are part of the
 * first screen; the signed-in frame (sockets, side navigation) loads with the first protected route.
 */
export { AuthLayout } from './auth-layout.tsx';
export { SiteLayout } from './site-layout.tsx';
