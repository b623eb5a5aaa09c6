import { ToolOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PageContainer } from './page-container.tsx';

interface ComingSoonPageProps {
  title: ReactNode;
  /** One line on what the page will do. */
  description: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
}

/** Placeholder for screens a later issue builds: the spec's title and a one-line note. */
export function ComingSoonPage({ title, description, extra, children }: ComingSoonPageProps) {
  return (
    <PageContainer title={title} extra={extra}>
      {children}
      <Card variant="outlined" className="hh-coming-soon">
        <ToolOutlined className="hh-coming-soon__icon" aria-hidden="true" />
        <div>
          <Typography.Text strong>Coming soon</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {description}
          </Typography.Paragraph>
        </div>
      </Card>
    </PageContainer>
  );
}
