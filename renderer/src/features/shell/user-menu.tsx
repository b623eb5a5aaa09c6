import { AppstoreOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { ROLE_LABELS } from '#shared/constants/roles.ts';
import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import { useNavigate } from 'react-router';
import { useLogout } from '../auth/index.ts';
import { UserAvatar } from '../../ui/user-avatar.tsx';
import './user-menu.css';

/** Avatar with Dashboard / Profile / Logout for the headers. */
export function UserMenu({ user }: { user: OwnUser }) {
  const navigate = useNavigate();
  const { logout } = useLogout();
  const items: MenuProps['items'] = [
    { key: 'who', type: 'group', label: `${user.fullName} · ${ROLE_LABELS[user.role]}` },
    { key: 'dashboard', icon: <AppstoreOutlined />, label: 'Dashboard' },
    { key: 'profile', icon: <UserOutlined />, label: 'Profile' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Logout', danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') void logout();
    else if (key === 'dashboard') void navigate('/dashboard');
    else if (key === 'profile') void navigate('/profile');
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <button type="button" className="hh-avatar-button" aria-label={`Account menu for ${user.fullName}`}>
        <UserAvatar user={user} size={34} />
      </button>
    </Dropdown>
  );
}
