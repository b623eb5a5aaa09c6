import { Avatar } from 'antd';
import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import { initialsOf } from './initials.ts';

/** The signed-in user's photo, else their initials (headers, dashboard, profile, project pages). */
export function UserAvatar({ user, size = 36 }: { user: Pick<OwnUser, 'fullName' | 'profileImage'>; size?: number }) {
  return (
    <Avatar size={size} src={user.profileImage ?? undefined} className="hh-avatar" alt="">
      {initialsOf(user.fullName)}
    </Avatar>
  );
}
