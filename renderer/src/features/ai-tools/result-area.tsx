import { Card, Flex, Skeleton, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The result area while an answer is on its way (a model can take several seconds). */
export function WaitingCard({ text }: { text: string }) {
  return (
    <Card className="hh-ai-result" aria-busy="true">
      <Flex gap={12} align="center" className="hh-ai-waiting">
        <Spin />
        <Typography.Text>{text}</Typography.Text>
      </Flex>
      <Skeleton active paragraph={{ rows: 6 }} />
    </Card>
  );
}

/** The result area before the first answer. */
export function ResultPlaceholder({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Card className="hh-ai-result hh-ai-result--empty">
      <Flex vertical align="center" gap={8}>
        <span className="hh-ai-result__icon">{icon}</span>
        <Typography.Title level={4}>{title}</Typography.Title>
        <Typography.Paragraph type="secondary">{text}</Typography.Paragraph>
      </Flex>
    </Card>
  );
}

/** The result column: the waiting card while asking, else the result, else the placeholder. */
export function ResultArea({ waiting, waitingText, result, placeholder }: { waiting: boolean; waitingText: string; result: ReactNode; placeholder: ReactNode }) {
  if (waiting) return <WaitingCard text={waitingText} />;
  return result || placeholder;
}
