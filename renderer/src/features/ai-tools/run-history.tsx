import { DeleteOutlined, FolderOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, List, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { AI_TOOL_LABELS, type AiRunSummary, type AiTool } from '#shared/schemas/ai-schemas.ts';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api/api-error.ts';
import { formatRelativeTime } from '../../ui/relative-time.ts';
import { useToast } from '../../ui/use-toast.ts';
import { useNow } from '../../ui/use-now.ts';
import { useDeleteAiRunMutation, useGetAiRunsQuery } from './ai-tools-api.ts';

/** Where a kept run opens again. */
export function runLink(run: Pick<AiRunSummary, 'id' | 'tool'>): string {
  if (run.tool === 'quick-prototype-cost') return `/prototype-cost-estimate?run=${run.id}`;
  return `/design-recommendations?run=${run.id}`;
}

function RunRow({ run, showTool }: { run: AiRunSummary; showTool: boolean }) {
  const now = useNow();
  return (
    <div className="hh-ai-run">
      <Link to={runLink(run)} className="hh-ai-run__title">
        {run.title}
      </Link>
      <Flex gap={6} wrap align="center" className="hh-ai-run__meta">
        {showTool && <Tag>{AI_TOOL_LABELS[run.tool]}</Tag>}
        <Typography.Text strong>{run.headline}</Typography.Text>
        <Typography.Text type="secondary">· {formatRelativeTime(run.createdAt, now)}</Typography.Text>
        {run.engine === 'model' && <Tag color="purple">{run.model}</Tag>}
      </Flex>
    </div>
  );
}

/** The member's previous runs of these tools, newest first; each opens again, can be deleted. */
export function RunHistory({ tools, activeRunId }: { tools: AiTool[]; activeRunId?: number }) {
  const { data, isLoading, isError, refetch } = useGetAiRunsQuery();
  const [remove] = useDeleteAiRunMutation();
  const toast = useToast();
  const runs = (data ?? []).filter((run) => tools.includes(run.tool));

  const body = isLoading ? (
    <Skeleton active paragraph={{ rows: 3 }} />
  ) : isError ? (
    <Flex vertical gap={8} align="flex-start">
      <Typography.Text type="danger">Could not load your previous runs.</Typography.Text>
      <Button size="small" onClick={() => void refetch()}>
        Try again
      </Button>
    </Flex>
  ) : runs.length === 0 ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Your results are kept here, to reopen or save to a project." />
  ) : (
    <List
      dataSource={runs}
      rowKey="id"
      renderItem={(run) => (
        <List.Item
          className={run.id === activeRunId ? 'hh-ai-run--active' : undefined}
          actions={[
            <Popconfirm
              key="delete"
              title="Delete this result?"
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(run.id).unwrap().catch((error: unknown) => toast.error('Could not delete the result', errorMessage(error, 'Please try again.')))}
            >
              <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={`Delete ${run.title}`} />
            </Popconfirm>,
          ]}
        >
          <div>
            <RunRow run={run} showTool={tools.length > 1} />
            {run.projectTitle && (
              <Typography.Text type="secondary" className="hh-ai-run__project">
                <FolderOutlined /> {run.projectTitle}
              </Typography.Text>
            )}
          </div>
        </List.Item>
      )}
    />
  );
  return (
    <Card title="Previous results" className="hh-ai-history">
      {body}
    </Card>
  );
}

export { RunRow };
