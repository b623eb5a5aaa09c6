import { Alert, Button, Card, Empty, Flex, Form, Input, Radio, Skeleton, Tag, Typography } from 'antd';
import { answerQuestionSchema, askQuestionSchema, RFQ_LIMITS, type AnswerVisibility, type RfqDetail, type RfqQuestion } from '#shared/schemas/sourcing-schemas.ts';
import { useState } from 'react';
import { errorMessage } from '../../lib/api/api-error.ts';
import { formatShortRelativeTime } from '../../ui/relative-time.ts';
import { useNow } from '../../ui/use-now.ts';
import { useToast } from '../../ui/use-toast.ts';
import { partyName } from './sourcing-format.ts';
import { FRESH, useAnswerQuestionMutation, useAskQuestionMutation, useGetQuestionsQuery } from './sourcing-api.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : (result.error?.issues[0]?.message ?? null));

function AnswerForm({ rfqId, question }: { rfqId: number; question: RfqQuestion }) {
  const [answer, setAnswer] = useState(question.answer ?? '');
  const [visibility, setVisibility] = useState<AnswerVisibility>(question.answerVisibility ?? 'all');
  const [message, setMessage] = useState<string | null>(null);
  const [send, { isLoading }] = useAnswerQuestionMutation();
  const toast = useToast();
  const id = `rfq-answer-${question.id}`;

  const submit = async () => {
    const problem = firstMessage(answerQuestionSchema.safeParse({ answer, visibility }));
    setMessage(problem);
    if (problem) return;
    try {
      await send({ id: rfqId, questionId: question.id, answer: answer.trim(), visibility }).unwrap();
      toast.success('Answer sent', visibility === 'all' ? 'Every supplier on the request can read it.' : 'Only the supplier who asked can read it.');
    } catch (error) {
      setMessage(errorMessage(error, 'The answer could not be sent. Please try again.'));
    }
  };

  return (
    <Form layout="vertical" component="div" className="hh-rfq-answer">
      <Form.Item label={question.answer ? 'Change your answer' : 'Your answer'} htmlFor={id} validateStatus={message ? 'error' : undefined} help={message ?? undefined}>
        <Input.TextArea id={id} rows={2} value={answer} maxLength={RFQ_LIMITS.answerMax} onChange={(event) => setAnswer(event.target.value)} />
      </Form.Item>
      <Flex gap={12} wrap align="center" justify="space-between">
        <Radio.Group value={visibility} onChange={(event) => setVisibility(event.target.value as AnswerVisibility)}>
          <Radio value="all">All invited suppliers</Radio>
          <Radio value="private">Only this supplier</Radio>
        </Radio.Group>
        <Button type="primary" loading={isLoading} onClick={() => void submit()}>
          {question.answer ? 'Update answer' : 'Send answer'}
        </Button>
      </Flex>
    </Form>
  );
}

function AskForm({ rfqId }: { rfqId: number }) {
  const [question, setQuestion] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [ask, { isLoading }] = useAskQuestionMutation();
  const toast = useToast();

  const submit = async () => {
    const problem = firstMessage(askQuestionSchema.safeParse({ question }));
    setMessage(problem);
    if (problem) return;
    try {
      await ask({ id: rfqId, question: question.trim() }).unwrap();
      setQuestion('');
      toast.success('Question sent', 'The buyer answers you privately or every supplier on the request; your name is never shown to other suppliers.');
    } catch (error) {
      setMessage(errorMessage(error, 'The question could not be sent. Please try again.'));
    }
  };

  return (
    <Card variant="outlined" title="Ask the buyer">
      <Form layout="vertical" component="div">
        <Form.Item label="Your question" htmlFor="rfq-question" validateStatus={message ? 'error' : undefined} help={message ?? undefined}>
          <Input.TextArea id="rfq-question" rows={3} value={question} maxLength={RFQ_LIMITS.questionMax} onChange={(event) => setQuestion(event.target.value)} placeholder="e.g. Is anodising in another colour acceptable?" />
        </Form.Item>
        <Button type="primary" loading={isLoading} onClick={() => void submit()}>
          Send question
        </Button>
      </Form>
    </Card>
  );
}

/** Questions and answers: suppliers ask, the buyer answers the asker only or every supplier. */
export function RfqQuestions({ rfq }: { rfq: RfqDetail }) {
  const { data: questions, isLoading, isError, error } = useGetQuestionsQuery(rfq.id, FRESH);
  const now = useNow();
  const buyer = rfq.viewerRole === 'buyer';
  const canAsk = !buyer && rfq.status === 'open' && rfq.me?.status !== 'declined';

  return (
    <Flex vertical gap={16}>
      {canAsk && <AskForm rfqId={rfq.id} />}
      {isLoading && <Skeleton active />}
      {isError && <Alert type="error" showIcon title="The questions could not be loaded" description={errorMessage(error, 'Please try again.')} />}
      {questions && questions.length === 0 && (
        <Card variant="outlined">
          <Empty
            description={buyer ? 'No questions yet. Suppliers can ask about the request while it is open; you answer here.' : 'No questions yet. Ask the buyer anything that affects your quote.'}
          />
        </Card>
      )}
      {questions?.map((question) => (
        <Card key={question.id} variant="outlined" size="small" data-testid="rfq-question">
          <Flex vertical gap={8}>
            <Flex justify="space-between" gap={8} wrap>
              <Typography.Text type="secondary" className="hh-small">
                {buyer && question.asker ? `${partyName(question.asker)} asked` : question.mine ? 'You asked' : 'A supplier asked'} · {formatShortRelativeTime(question.askedAt, now)}
              </Typography.Text>
              {question.answerVisibility && <Tag>{question.answerVisibility === 'all' ? 'Answered to all suppliers' : 'Answered privately'}</Tag>}
            </Flex>
            <Typography.Paragraph className="hh-pre-line hh-flush" strong>
              {question.question}
            </Typography.Paragraph>
            {question.answer ? (
              <div className="hh-rfq-answer-text">
                <Typography.Text type="secondary" className="hh-small">
                  Answer{question.answeredAt ? ` · ${formatShortRelativeTime(question.answeredAt, now)}` : ''}
                </Typography.Text>
                <Typography.Paragraph className="hh-pre-line hh-flush">{question.answer}</Typography.Paragraph>
              </div>
            ) : (
              !buyer && <Typography.Text type="secondary">Not answered yet.</Typography.Text>
            )}
            {buyer && <AnswerForm rfqId={rfq.id} question={question} />}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
