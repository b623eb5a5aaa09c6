import { HomeOutlined, MessageOutlined, PlusCircleOutlined, SearchOutlined, UserOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useUnreadTotal } from '../messages/index.ts';
import type { BottomBarKey } from './nav-items.ts';
import { activeBottomBarKey, BOTTOM_BAR_ITEMS } from './nav-items.ts';
import './app-layout.css';

const ICONS: Record<BottomBarKey, ReactNode> = {
  home: <HomeOutlined />,
  search: <SearchOutlined />,
  new: <PlusCircleOutlined />,
  messages: <MessageOutlined />,
  profile: <UserOutlined />,
};

/** Mobile bottom bar (shown below 1024 px). */
export function MobileBottomBar() {
  const active = activeBottomBarKey(useLocation().pathname);
  const unread = useUnreadTotal();
  return (
    <nav className="hh-bottom-bar" aria-label="Quick navigation">
      {BOTTOM_BAR_ITEMS.map((item) => (
        <Link
          key={item.key}
          to={item.to}
          className={`hh-bottom-bar__item${active === item.key ? ' hh-bottom-bar__item--active' : ''}`}
          aria-current={active === item.key ? 'page' : undefined}
        >
          <span className="hh-bottom-bar__icon" aria-hidden="true">
            {item.key === 'messages' ? (
              <Badge count={unread} size="small" offset={[6, -2]}>
                {ICONS[item.key]}
              </Badge>
            ) : (
              ICONS[item.key]
            )}
          </span>
          <span>{item.label}</span>
        </Link>
      ))}
    </nav>
  );
}
