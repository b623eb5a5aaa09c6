import { KeyOutlined, SafetyOutlined, StopOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import { useState } from 'react';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { DeactivateAccountDialog } from './deactivate-account-dialog.tsx';
import { formatLongDate } from './profile-format.ts';
import { DisableTwoFactorDialog, EnableTwoFactorDialog } from './two-factor-dialogs.tsx';
import './profile.css';

type Dialog = 'password' | 'enable2fa' | 'disable2fa' | 'deactivate' | null;

export function SecurityTab({ user }: { user: OwnUser }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  return (
    <Flex vertical gap={24}>
      <Card title="Sign-in and security" variant="outlined">
        <Descriptions
          column={1}
          colon={false}
          items={[
            { key: 'password', label: 'Password last changed', children: <span data-testid="password-last-changed">{formatLongDate(user.lastPasswordChangeAt, 'Never')}</span> },
            {
              key: '2fa',
              label: 'Two-factor authentication',
              children: (
                <Tag color={user.twoFactorEnabled ? 'green' : 'default'} data-testid="two-factor-status">
                  {user.twoFactorEnabled ? 'Enabled' : 'Disabled'}
                </Tag>
              ),
            },
          ]}
        />
        <Typography.Paragraph type="secondary">
          Two-factor authentication asks for a code from an authenticator app each time you log in, so a stolen password alone is not enough.
        </Typography.Paragraph>
        <Flex gap={12} wrap className="hh-card-actions">
          <Button icon={<KeyOutlined />} onClick={() => setDialog('password')}>
            Change Password
          </Button>
          {user.twoFactorEnabled ? (
            <Button icon={<StopOutlined />} onClick={() => setDialog('disable2fa')}>
              Disable 2FA
            </Button>
          ) : (
            <Button type="primary" icon={<SafetyOutlined />} onClick={() => setDialog('enable2fa')}>
              Enable 2FA
            </Button>
          )}
        </Flex>
      </Card>
      <Card
        variant="outlined"
        className="hh-danger-card"
        title={
          <span>
            <WarningOutlined /> Deactivate account
          </span>
        }
      >
        <Typography.Paragraph type="secondary">
          Deactivating signs you out and hides your profile, projects and listings. You will need to contact support to restore the account.
        </Typography.Paragraph>
        <Button danger onClick={() => setDialog('deactivate')}>
          Deactivate Account
        </Button>
      </Card>
      <ChangePasswordDialog open={dialog === 'password'} onClose={close} />
      <EnableTwoFactorDialog open={dialog === 'enable2fa'} onClose={close} />
      <DisableTwoFactorDialog open={dialog === 'disable2fa'} onClose={close} />
      <DeactivateAccountDialog open={dialog === 'deactivate'} onClose={close} />
    </Flex>
  );
}
