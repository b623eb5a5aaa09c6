import { BulbOutlined, CalculatorOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, List, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { useGetProjectEstimatesQuery } from './ai-tools-api.ts';
import { RunRow } from './run-history.tsx';

/** A project's 'Estimates' (its owner's saved AI results), with the ways to make more from the project. */
export function ProjectEstimates({ projectId }: { projectId: number }) {
  const { data, isLoading, isError, refetch } = useGetProjectEstimatesQuery(projectId);
  const start = (
    <Flex gap={8} wrap>
      <Link to={`/design-recommendations?projectId=${projectId}`}>
        <Button icon={<BulbOutlined />}>Design tools</Button>
      </Link>
      <Link to={`/prototype-cost-estimate?projectId=${projectId}`}>
        <Button icon={<CalculatorOutlined />}>Quick cost estimate</Button>
      </Link>
    </Flex>
  );
  return (
    <Card title="Estimates" extra={data?.length ? start : undefined}>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : isError ? (
        <Flex vertical gap={8} align="flex-start">
          <Typography.Text type="danger">Could not load this project's estimates.</Typography.Text>
          <Button size="small" onClick={() => void refetch()}>
            Try again
          </Button>
        </Flex>
      ) : !data?.length ? (
        <Empty description="No estimates saved to this project yet. Run a design check or a cost estimate from the project, then save the result here.">{start}</Empty>
      ) : (
        <List dataSource={data} rowKey="id" renderItem={(run) => <List.Item><RunRow run={run} showTool /></List.Item>} />
      )}
    </Card>
  );
}
