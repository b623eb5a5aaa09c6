import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api/api-error.ts';
import { RfqList } from './rfq-list.tsx';
import { FRESH, useGetProjectRfqsQuery } from './sourcing-api.ts';
import './sourcing.css';

/** A project's requests for quote (its owner's view), with the way to start one from the project. */
export function ProjectRfqsTab({ projectId }: { projectId: number }) {
  const { data, isLoading, isError, error } = useGetProjectRfqsQuery(projectId, FRESH);
  const start = (
    <Link to={`/rfqs/new?projectId=${projectId}`}>
      <Button type="primary" icon={<PlusOutlined />}>
        Request quotes
      </Button>
    </Link>
  );
  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (isError) return <Alert type="error" showIcon title="The requests could not be loaded" description={errorMessage(error, 'Please try again.')} />;
  return (
    <Card variant="outlined" title="Requests for quote" extra={start} className="hh-table-card">
      <RfqList
        rfqs={data ?? []}
        view="buyer"
        empty={
          <Flex vertical gap={8} align="center">
            <Typography.Text>No requests for this project yet. Request quotes to get comparable prices for its parts, with the project&apos;s files attached.</Typography.Text>
          </Flex>
        }
      />
    </Card>
  );
}
