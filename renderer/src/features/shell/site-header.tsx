import { MenuOutlined } from '@ant-design/icons';
import { Button, Divider, Drawer, Flex } from 'antd';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { BrandLogo } from '../../ui/brand-logo.tsx';
import { useIsMobile } from '../../ui/use-is-mobile.ts';
import { useLogout } from '../auth/use-logout.ts';
import { useSession } from '../auth/use-session.ts';
import { HEADER_LINKS } from './nav-items.ts';
import { ThemeToggle } from './theme-toggle.tsx';
import { UserMenu } from './user-menu.tsx';

/** Sticky marketing header of 000 §2; a drawer menu below 1024 px. */
export function SiteHeader() {
  const isMobile = useIsMobile();
  const { user, status } = useSession();
  const { logout } = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
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
        {isMobile ? (
          <Flex align="center" gap={4}>
            <ThemeToggle />
            <Button type="text" icon={<MenuOutlined />} aria-label="Open menu" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)} />
          </Flex>
        ) : (
          <>
            <nav className="hh-header__nav" aria-label="Main">
              {links}
            </nav>
            <Flex align="center" gap={8}>
              <ThemeToggle />
              {authActions(false)}
              {user && <UserMenu user={user} />}
            </Flex>
          </>
        )}
      </div>
      {isMobile && (
        <Drawer
          title={<BrandLogo />}
          placement="right"
          size={300}
          open={menuOpen}
          onClose={close}
          styles={{ body: { padding: 16 } }}
        >
          <nav className="hh-drawer-nav" aria-label="Main">
            {links}
          </nav>
          <Divider />
          <Flex vertical gap={8} className="hh-drawer-actions">
            {authActions(true)}
            {user && (
              <Button
                danger
                onClick={() => {
                  close();
                  void logout();
                }}
              >
                Logout
              </Button>
            )}
          </Flex>
          <Divider />
          <ThemeToggle withLabel />
        </Drawer>
      )}
    </header>
  );
}
