import { Button, Divider, Drawer, Flex } from 'antd';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../ui/brand-logo.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import './site-layout.css';

/** The public header's menu below 1024 px (loaded on the first tap of the menu button). */
export function SiteMenuDrawer({ open, onClose, links, actions, onLogout }: { open: boolean; onClose: () => void; links: ReactNode; actions: ReactNode; onLogout?: () => void }) {
  return (
    <Drawer title={<BrandLogo />} placement="right" size={300} open={open} onClose={onClose} styles={{ body: { padding: 16 } }}>
      <nav className="hh-drawer-nav" aria-label="Main">
        {links}
      </nav>
      <Divider />
      <Flex vertical gap={8} className="hh-drawer-actions">
        {actions}
        {onLogout && (
          <Button
            danger
            onClick={() => {
              onClose();
              onLogout();
            }}
          >
            Logout
          </Button>
        )}
      </Flex>
      <Divider />
      <ThemeToggle withLabel />
    </Drawer>
  );
}
