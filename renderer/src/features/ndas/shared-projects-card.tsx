import { LockOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Card, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useGetSharedProjectsQuery } from './ndas-api.ts';
import { sharedProjectPath } from './shared-project-path.ts';

/**
 * 'Shared with you' on /projects: the projects the member is a partner of, each opening its partner
 * page, marked when its NDA still waits for their signature. Nothing is drawn when there is none.
 */
export function SharedProjectsCard() {
  const { data } = useGetSharedProjectsQuery();
  if (!data?.length) return null;
  return (
    <Card title="Shared with you" variant="outlined" data-testid="shared-projects">
      <Flex vertical gap={12}>
        {data.map((project) => (
          <Link key={project.id} to={sharedProjectPath(project.id)} className="hh-dash-project">
            <Flex justify="space-between" align="center" gap={8} wrap>
              <div>
                <Typography.Text strong>{project.name}</Typography.Text>
                <Typography.Text type="secondary" className="hh-small hh-block">
                  A project of {project.owner.fullName}
                </Typography.Text>
              </div>
              {project.locked ? (
                <Tag icon={<LockOutlined />} color="warning">
                  NDA to sign
                </Tag>
              ) : (
                project.ndaRequired && (
                  <Tag icon={<SafetyCertificateOutlined />} color="success">
                    NDA signed
                  </Tag>
                )
              )}
            </Flex>
          </Link>
        ))}
      </Flex>
    </Card>
  );
}
