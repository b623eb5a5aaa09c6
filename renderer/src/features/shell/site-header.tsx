import { MenuOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { BrandLogo } from '../../ui/brand-logo.tsx';
import { useIsMobile } from '../../ui/use-is-mobile.ts';
import { useLogout, useSession } from '../auth/index.ts';
import { HEADER_LINKS } from './nav-items.ts';
import { ThemeToggle } from './theme-toggle.tsx';
import './site-layout.css';
import './user-menu.css';

// Only signed-in visitors see the account menu, and only phones open the drawer: neither belongs in
// the first screen's JavaScript.
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));
const SiteMenuDrawer = lazy(() => import('./site-menu-drawer.tsx').then((m) => ({ default: m.SiteMenuDrawer })));

/** Sticky marketing header; a drawer menu below 1024 px. */
export function SiteHeader() {
  const isMobile = useIsMobile();
  const { user, status } = useSession();
  const { logout } = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first open on, so the drawer can animate its close.
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpen && !menuUsed) setMenuUsed(true);
  const location = useLocation();
  const close = () => setMenuOpen(false);

  const isActive = (to: string) => !to.includes('#') && location.pathname.startsWith(to);
  const links = HEADER_LINKS.map((link) => (
    <NavLink
      key={link.to}
      to={link.to}
      onClick={close}
      className={() => `hh-header__link${isActive(link.to) ? ' hh-header__link--active' : ''}`}
    >
      {link.label}
    </NavLink>
  ));

  // While the session is unknown, render nothing rather than flashing Login for a signed-in user.
  const authActions = (inDrawer: boolean) =>
    status === 'unknown' ? null : user ? (
      <Link to="/dashboard" onClick={close}>
        <Button type="primary">Dashboard</Button>
      </Link>
    ) : (
      <>
        <Link to="/auth" onClick={close}>
          <Button type={inDrawer ? 'default' : 'text'}>Login</Button>
        </Link>
        <Link to="/auth?tab=register" onClick={close}>
          <Button type="primary">Sign Up</Button>
        </Link>
      </>
    );

  return (
    <header className="hh-header">
      <div className="hh-header__inner">
        <BrandLogo />
        {/* Both layouts are drawn and the width picks one (site-layout.css): the home page is
            prerendered once for every screen, so a phone must get its own header before any script runs. */}
        <Flex className="hh-header__narrow" align="center" gap={4}>
          <ThemeToggle />
          <Button type="text" icon={<MenuOutlined />} aria-label="Open menu" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)} />
        </Flex>
        <div className="hh-header__wide">
          <nav className="hh-header__nav" aria-label="Main">
            {links}
          </nav>
          <Flex align="center" gap={8}>
            <ThemeToggle />
            {authActions(false)}
            {user && (
              <Suspense fallback={<span className="hh-avatar-button" aria-hidden="true" />}>
                <UserMenu user={user} />
              </Suspense>
            )}
          </Flex>
        </div>
      </div>
      {isMobile && menuUsed && (
        <Suspense fallback={null}>
          <SiteMenuDrawer open={menuOpen} onClose={close} links={links} actions={authActions(true)} onLogout={user ? () => void logout() : undefined} />
        </Suspense>
      )}
    </header>
  );
}
