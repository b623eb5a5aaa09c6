import { HomeOutlined, MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout, Tooltip } from 'antd';
import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../ui/brand-logo.tsx';
import { useIsMobile } from '../../ui/use-is-mobile.ts';
import { EmailVerificationBanner } from '../auth/index.ts';
import { LazyRealtimeHost } from '../messages/index.ts';
import { BrowserTimeZoneSync, NotificationBell } from '../notifications/index.ts';
import { useSession } from '../auth/index.ts';
import { MobileBottomBar } from './mobile-bottom-bar.tsx';
import { ScrollToHash } from './scroll-to-hash.tsx';
import { SideNav } from './side-nav.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { UserMenu } from './user-menu.tsx';
import './app-layout.css';
import { Flex } from '../../ui/static-antd/flex.tsx';

const COLLAPSED_KEY = 'hardwarehub.sidebarCollapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * Signed-in area: collapsible side navigation on desktop; below 1024 px a slide-in
 * drawer plus the bottom bar. Rendered only under the route guard, so a user is present.
 */
export function AppLayout() {
  const { user } = useSession();
  if (!user) return null;
  return <SignedInFrame user={user} />;
}

function SignedInFrame({ user }: { user: OwnUser }) {
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const toggleCollapsed = () => {
    setCollapsed((value) => {
      try {
        window.localStorage.setItem(COLLAPSED_KEY, String(!value));
      } catch {
        // Not remembered; fine.
      }
      return !value;
    });
  };

  return (
    <Layout className="hh-app">
      <ScrollToHash />
      <LazyRealtimeHost user={user} />
      <BrowserTimeZoneSync />
      {!isMobile && (
        <Layout.Sider
          width={248}
          collapsedWidth={76}
          collapsed={collapsed}
          trigger={null}
          collapsible
          className="hh-app__sider"
          theme="light"
        >
          <div className="hh-app__sider-inner">
            <div className="hh-app__logo">
              <BrandLogo to="/dashboard" compact={collapsed} />
            </div>
            <SideNav user={user} collapsed={collapsed} />
          </div>
        </Layout.Sider>
      )}
      <Layout className="hh-app__body">
        <header className="hh-app__topbar">
          {isMobile ? (
            <Flex align="center" gap={8}>
              <Button type="text" icon={<MenuOutlined />} aria-label="Open navigation" onClick={() => setDrawerOpen(true)} />
              <BrandLogo to="/dashboard" />
            </Flex>
          ) : (
            <Tooltip title={collapsed ? 'Expand navigation' : 'Collapse navigation'}>
              <Button
                type="text"
                icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                aria-label={collapsed ? 'Expand navigation' : 'Collapse navigation'}
                aria-expanded={!collapsed}
                onClick={toggleCollapsed}
              />
            </Tooltip>
          )}
          <Flex align="center" gap={8}>
            {!isMobile && (
              <Link to="/">
                <Button type="text" icon={<HomeOutlined />}>
                  Home
                </Button>
              </Link>
            )}
            <ThemeToggle />
            <NotificationBell />
            <UserMenu user={user} />
          </Flex>
        </header>
        <Layout.Content className={`hh-app__content${isMobile ? ' hh-app__content--mobile' : ''}`} id="main">
          <EmailVerificationBanner user={user} />
          <Outlet />
        </Layout.Content>
      </Layout>
      {isMobile && (
        <>
          <Drawer
            placement="left"
            size={280}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            title={<BrandLogo to="/dashboard" />}
            styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
          >
            <SideNav user={user} onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
          <MobileBottomBar />
        </>
      )}
    </Layout>
  );
}
