import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import { Avatar } from './avatar.tsx';
import { initialsOf } from './initials.ts';

/** A member's photo, else their initials (headers, dashboard, profile, project pages, partner cards). */
export function UserAvatar({ user, size = 36 }: { user: Pick<OwnUser, 'fullName' | 'profileImage'>; size?: number }) {
  return (
    <Avatar size={size} src={user.profileImage} className="hh-avatar">
      {initialsOf(user.fullName)}
    </Avatar>
  );
}
