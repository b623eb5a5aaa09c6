import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Col, Descriptions, Flex, Row, Tag } from 'antd';
import { isProfessionalRole, ROLE_LABELS } from '#shared/constants/roles.ts';
import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import { useState } from 'react';
import { EditProfileDrawer } from './edit-profile-drawer.tsx';
import { formatLongDate } from './profile-format.ts';
import { SubscriptionSummary } from './subscription-summary.tsx';
import { VerificationCard } from './verification-card.tsx';

const orNone = (value: string | null) => value || 'Not provided';

export function AccountTab({ user }: { user: OwnUser }) {
  const [editing, setEditing] = useState(false);
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={15}>
        <Card title="Account information" variant="outlined" extra={
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              Edit Profile
            </Button>
          }>
          <Descriptions
            column={1}
            colon={false}
            items={[
              { key: 'name', label: 'Name', children: user.fullName },
              { key: 'email', label: 'Email', children: user.email },
              { key: 'username', label: 'Username', children: user.username },
              { key: 'role', label: 'Role', children: ROLE_LABELS[user.role] },
              { key: 'company', label: 'Company', children: orNone(user.companyName) },
              { key: 'location', label: 'Location', children: orNone(user.location) },
              { key: 'since', label: 'Member since', children: formatLongDate(user.createdAt) },
              { key: 'bio', label: 'Bio', children: <span className="hh-pre-line">{orNone(user.bio)}</span> },
              {
                key: 'expertise',
                label: 'Expertise',
                children: user.expertise.length ? (
                  <Flex wrap gap={4}>
                    {user.expertise.map((item) => (
                      <Tag key={item}>{item}</Tag>
                    ))}
                  </Flex>
                ) : (
                  'Not provided'
                ),
              },
              { key: 'linkedin', label: 'LinkedIn', children: user.linkedinProfile ? <a href={user.linkedinProfile} target="_blank" rel="noreferrer">{user.linkedinProfile}</a> : 'Not provided' },
              { key: 'website', label: 'Website', children: user.companyWebsite ? <a href={user.companyWebsite} target="_blank" rel="noreferrer">{user.companyWebsite}</a> : 'Not provided' },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} lg={9}>
        <Flex vertical gap={24}>
          <SubscriptionSummary user={user} compact />
          {/* Only professional roles go through credential verification. */}
          {isProfessionalRole(user.role) && <VerificationCard user={user} role={user.role} />}
        </Flex>
      </Col>
      <EditProfileDrawer user={user} open={editing} onClose={() => setEditing(false)} />
    </Row>
  );
}
