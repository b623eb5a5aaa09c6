import { CalculatorOutlined } from '@ant-design/icons';
import { Col, Row } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { AI_MESSAGES } from '#shared/schemas/ai-schemas.ts';
import { idParamSchema, type Project } from '#shared/schemas/project-schemas.ts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../ui/page-container.tsx';
import { EMPTY_QUICK, QuickPrototypeForm } from './ai-forms.tsx';
import { QuickPrototypeResult } from './ai-results.tsx';
import { formValuesOfRun, prefillFromProject, shownResultOfRun } from './ai-run-values.ts';
import { useGetAiRunQuery, useGetQuickPrototypeCostMutation } from './ai-tools-api.ts';
import { ProjectPrefill, useProjectParam } from './project-prefill.tsx';
import { ResultFrame } from './result-frame.tsx';
import { RunHistory } from './run-history.tsx';
import { useApplyWhenNew, useToolState } from './use-tool-state.ts';
import { ResultArea, ResultPlaceholder } from './result-area.tsx';
import './ai-tools.css';

const numberParam = (value: string | null) => {
  const parsed = idParamSchema.safeParse(value ?? '');
  return parsed.success ? parsed.data : null;
};

/** /prototype-cost-estimate: the quick prototype cost, in whole US dollars. */
export function PrototypeCostEstimatePage() {
  const [search] = useSearchParams();
  const runId = numberParam(search.get('run'));
  const [projectId, setProjectId] = useState<number | null>(numberParam(search.get('projectId')));
  const quick = useToolState('quick-prototype-cost', EMPTY_QUICK, AI_MESSAGES.quickFailed);
  const [ask, call] = useGetQuickPrototypeCostMutation();

  const { data: run } = useGetAiRunQuery(runId ?? skipToken);
  useApplyWhenNew(run, (reopened) => {
    if (reopened.tool !== 'quick-prototype-cost') return;
    quick.fill(formValuesOfRun(reopened));
    quick.setShown(shownResultOfRun(reopened));
  });

  const prefill = (project: Project) => {
    setProjectId(project.id);
    quick.fill(prefillFromProject('quick-prototype-cost', project, quick.form.values));
  };
  const projectFromUrl = useProjectParam(numberParam(search.get('projectId')));
  useApplyWhenNew(runId ? undefined : projectFromUrl, prefill);

  return (
    <PageContainer
      title="Quick Prototype Cost Estimate"
      subtitle={
        <>
          A fast cost range and time estimate for building your prototypes. For production volumes, use the <Link to="/design-recommendations?tab=cost-estimation">Cost Estimation</Link> tool.
        </>
      }
      extra={<ProjectPrefill projectId={projectId} onPick={prefill} />}
    >
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={10}>
          <QuickPrototypeForm key={quick.form.version} initialValues={quick.form.values} loading={call.isLoading} onSubmit={(values) => quick.ask(values, ask)} />
        </Col>
        <Col xs={24} lg={14}>
          <ResultArea
            waiting={call.isLoading}
            waitingText="Estimating your prototype cost..."
            result={
              quick.shown && (
                <ResultFrame title="Prototype Cost Estimate" meta={quick.shown.response} suggestedProjectId={projectId} key={quick.shown.response.runId}>
                  <QuickPrototypeResult result={quick.shown.response} quantity={quick.shown.input.quantity} />
                </ResultFrame>
              )
            }
            placeholder={
              <ResultPlaceholder icon={<CalculatorOutlined />} title="What will your prototypes cost?" text="Name the product and its key components, set the complexity and the quantity: you get a cost range in US dollars, the time it takes, and what drives the cost." />
            }
          />
        </Col>
      </Row>
      <RunHistory tools={['quick-prototype-cost']} activeRunId={runId ?? undefined} />
    </PageContainer>
  );
}
