import { RobotOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Alert, Card, Flex, Tag, Tooltip, Typography } from 'antd';
import type { AnswerMeta } from '#shared/schemas/ai-schemas.ts';
import type { ReactNode } from 'react';
import { formatRelativeTime } from '../../ui/relative-time.ts';
import { useNow } from '../../ui/use-now.ts';
import { SaveToProject } from './save-to-project.tsx';

interface ResultFrameProps {
  title: ReactNode;
  meta: AnswerMeta & { projectId?: number | null };
  suggestedProjectId?: number | null;
  children: ReactNode;
}

/** Which engine answered (and the fallback note), the result, and 'Save to project'. */
export function ResultFrame({ title, meta, suggestedProjectId, children }: ResultFrameProps) {
  const now = useNow();
  return (
    <Card
      className="hh-ai-result"
      title={title}
      extra={
        <Flex gap={8} align="center" wrap>
          <EngineTag engine={meta.engine} model={meta.model} />
          <Typography.Text type="secondary" className="hh-ai-result__time">
            {formatRelativeTime(meta.createdAt, now)}
          </Typography.Text>
        </Flex>
      }
      actions={[<SaveToProject key="save" runId={meta.runId} savedProjectId={meta.projectId ?? null} suggestedProjectId={suggestedProjectId} />]}
    >
      {meta.note && <Alert type="warning" showIcon title={meta.note} className="hh-ai-result__note" />}
      {children}
    </Card>
  );
}

export function EngineTag({ engine, model }: Pick<AnswerMeta, 'engine' | 'model'>) {
  return engine === 'model' ? (
    <Tooltip title="Written by an AI model, grounded on the built-in cost model's figures">
      <Tag icon={<RobotOutlined />} color="purple">
        AI model: {model}
      </Tag>
    </Tooltip>
  ) : (
    <Tooltip title="HardwareHub's built-in engineering cost model: deterministic, with its assumptions listed">
      <Tag icon={<ThunderboltOutlined />} color="blue">
        Built-in engine
      </Tag>
    </Tooltip>
  );
}

/** A titled list of short texts (concerns, suggestions...). */
export function TextList({ title, items, empty = 'None' }: { title: ReactNode; items: string[]; empty?: string }) {
  return (
    <section className="hh-ai-list">
      <Typography.Title level={5}>{title}</Typography.Title>
      {items.length ? (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <Typography.Text type="secondary">{empty}</Typography.Text>
      )}
    </section>
  );
}
