import { AppstoreOutlined, ControlOutlined, FileSearchOutlined, LogoutOutlined, MessageOutlined, ProjectOutlined, ShopOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Badge, Button, Menu, Tooltip } from 'antd';
import type { MenuProps } from 'antd';
import { ROLE_LABELS } from '#shared/constants/roles.ts';
import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useLogout } from '../auth/index.ts';
import { useUnreadTotal } from '../messages/index.ts';
import type { NavKey } from './admin-nav.ts';
import { activeNavKey, sideNavItems } from './admin-nav.ts';
import { UserAvatar } from '../../ui/user-avatar.tsx';
import './app-layout.css';

const ICONS: Record<NavKey, ReactNode> = {
  dashboard: <AppstoreOutlined />,
  projects: <ProjectOutlined />,
  rfqs: <FileSearchOutlined />,
  partners: <TeamOutlined />,
  marketplace: <ShopOutlined />,
  messages: <MessageOutlined />,
  profile: <UserOutlined />,
  admin: <ControlOutlined />,
};

interface SideNavProps {
  user: OwnUser;
  /** Mirrors the Sider's state for the user block; the Menu reads it from the Sider itself. */
  collapsed?: boolean;
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
}

/** Side navigation of the signed-in area with the user block and Logout. */
export function SideNav({ user, collapsed = false, onNavigate }: SideNavProps) {
  const { pathname } = useLocation();
  const { logout, isLoggingOut } = useLogout();
  const selected = activeNavKey(pathname);
  const unread = useUnreadTotal();
  const items: MenuProps['items'] = sideNavItems(user.role).map((item) => ({
    key: item.key,
    icon:
      item.key === 'messages' && collapsed ? (
        <Badge dot={unread > 0} offset={[2, 2]}>
          {ICONS[item.key]}
        </Badge>
      ) : (
        ICONS[item.key]
      ),
    label: (
      <Link to={item.to} onClick={onNavigate} aria-label={item.key === 'messages' && unread ? `${item.label}, ${unread} unread` : undefined}>
        {item.label}
        {item.key === 'messages' && unread > 0 && <Badge count={unread} size="small" className="hh-nav-badge" data-testid="nav-unread" />}
      </Link>
    ),
  }));

  return (
    <div className="hh-side-nav">
      <Menu mode="inline" selectedKeys={selected ? [selected] : []} items={items} className="hh-side-nav__menu" />
      <div className={`hh-side-nav__user${collapsed ? ' hh-side-nav__user--collapsed' : ''}`}>
        <Link to="/profile" onClick={onNavigate} className="hh-side-nav__who" aria-label={`Profile of ${user.fullName}`}>
          <UserAvatar user={user} size={collapsed ? 32 : 40} />
          {!collapsed && (
            <span className="hh-side-nav__who-text">
              <span className="hh-ellipsis hh-strong hh-side-nav__name">{user.fullName}</span>
              <span className="hh-ellipsis hh-muted-text hh-side-nav__role">{ROLE_LABELS[user.role]}</span>
            </span>
          )}
        </Link>
        <Tooltip title={collapsed ? 'Logout' : undefined} placement="right">
          <Button
            icon={<LogoutOutlined />}
            onClick={() => {
              onNavigate?.();
              void logout();
            }}
            loading={isLoggingOut}
            block={!collapsed}
            aria-label="Logout"
          >
            {collapsed ? null : 'Logout'}
          </Button>
        </Tooltip>
      </div>
    </div>
  );
}
