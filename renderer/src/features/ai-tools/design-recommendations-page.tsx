import { BulbOutlined, ExperimentOutlined, FundOutlined } from '@ant-design/icons';
import { Alert, Col, Row, Tabs } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { AI_MESSAGES, AI_TOOL_LABELS, type AiTool } from '#shared/schemas/ai-schemas.ts';
import { idParamSchema } from '#shared/schemas/project-schemas.ts';
import type { Project } from '#shared/schemas/project-schemas.ts';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api/api-error.ts';
import { PageContainer } from '../../ui/page-container.tsx';
import { useGetFileQuery } from '../files/index.ts';
import { CostForm, DesignForm, EMPTY_COST, EMPTY_DESIGN, EMPTY_FEASIBILITY, FeasibilityForm } from './ai-forms.tsx';
import { CostResult, DesignResult, FeasibilityResult } from './ai-results.tsx';
import { formValuesOfRun, prefillFromFile, prefillFromProject, shownResultOfRun } from './ai-run-values.ts';
import { useGetAiRunQuery, useGetCostEstimationMutation, useGetDesignRecommendationsMutation, useGetManufacturingFeasibilityMutation } from './ai-tools-api.ts';
import { ProjectPrefill, useProjectParam } from './project-prefill.tsx';
import { ResultFrame } from './result-frame.tsx';
import { RunHistory } from './run-history.tsx';
import { useApplyWhenNew, useToolState } from './use-tool-state.ts';
import { ResultArea, ResultPlaceholder } from './result-area.tsx';
import './ai-tools.css';

const TABS = ['design-recommendations', 'manufacturing-feasibility', 'cost-estimation'] as const;
type DesignTool = (typeof TABS)[number];
const isTab = (value: string | null): value is DesignTool => TABS.includes(value as DesignTool);
const numberParam = (value: string | null) => {
  const parsed = idParamSchema.safeParse(value ?? '');
  return parsed.success ? parsed.data : null;
};

/**
 * /design-recommendations (AI tools): Design Recommendations, Manufacturing Feasibility and
 * Cost Estimation in three tabs. `?tab=` picks the tab, `?run=` reopens a kept result, `?projectId=`
 * pre-fills the form from one of the member's projects (and offers it for saving), `?fromFile=` fills
 * the cost form from a shared 3D model (its preview's "Estimate cost") or a CSV or Excel bill of
 * materials ("Price this BOM").
 */
export function DesignRecommendationsPage() {
  const [search, setSearch] = useSearchParams();
  const runId = numberParam(search.get('run'));
  const [tab, setTab] = useState<DesignTool>(isTab(search.get('tab')) ? (search.get('tab') as DesignTool) : 'design-recommendations');
  const [projectId, setProjectId] = useState<number | null>(numberParam(search.get('projectId')));

  const design = useToolState('design-recommendations', EMPTY_DESIGN, AI_MESSAGES.designFailed);
  const feasibility = useToolState('manufacturing-feasibility', EMPTY_FEASIBILITY, AI_MESSAGES.feasibilityFailed);
  const cost = useToolState('cost-estimation', EMPTY_COST, AI_MESSAGES.costFailed);
  const [askDesign, designCall] = useGetDesignRecommendationsMutation();
  const [askFeasibility, feasibilityCall] = useGetManufacturingFeasibilityMutation();
  const [askCost, costCall] = useGetCostEstimationMutation();

  // A reopened run: its tab, its form values and its result.
  const { data: run } = useGetAiRunQuery(runId ?? skipToken);
  useApplyWhenNew(run, (reopened) => {
    if (reopened.tool === 'quick-prototype-cost') return;
    setTab(reopened.tool);
    if (reopened.tool === 'design-recommendations') {
      design.fill(formValuesOfRun(reopened));
      design.setShown(shownResultOfRun(reopened));
    } else if (reopened.tool === 'manufacturing-feasibility') {
      feasibility.fill(formValuesOfRun(reopened));
      feasibility.setShown(shownResultOfRun(reopened));
    } else {
      cost.fill(formValuesOfRun(reopened));
      cost.setShown(shownResultOfRun(reopened));
    }
  });

  const prefill = (project: Project) => {
    setProjectId(project.id);
    design.fill(prefillFromProject('design-recommendations', project, design.form.values));
    feasibility.fill(prefillFromProject('manufacturing-feasibility', project, feasibility.form.values));
    cost.fill(prefillFromProject('cost-estimation', project, cost.form.values));
  };
  const projectFromUrl = useProjectParam(numberParam(search.get('projectId')));
  useApplyWhenNew(runId ? undefined : projectFromUrl, prefill);

  // A model's measurements or a bill of materials, after the project's text (so the file's details are what the cost form shows).
  const fileId = runId ? null : numberParam(search.get('fromFile'));
  const { data: sourceFile, error: sourceFileError } = useGetFileQuery(fileId ?? skipToken);
  useApplyWhenNew(fileId === null ? undefined : sourceFile, (file) => {
    setTab('cost-estimation');
    cost.fill(prefillFromFile(file, cost.form.values));
  });
  const forgetFile = () =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      next.delete('fromFile');
      return next;
    }, { replace: true });

  const changeTab = (key: string) => {
    setTab(key as DesignTool);
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      next.set('tab', key);
      next.delete('run');
      return next;
    }, { replace: true });
  };

  const layout = (form: ReactNode, result: ReactNode) => (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={10}>
        {form}
      </Col>
      <Col xs={24} lg={14}>
        {result}
      </Col>
    </Row>
  );

  const panes: Record<DesignTool, ReactNode> = {
    'design-recommendations': layout(
      <DesignForm key={design.form.version} initialValues={design.form.values} loading={designCall.isLoading} onSubmit={(values) => design.ask(values, askDesign)} />,
      <ResultArea
        waiting={designCall.isLoading}
        waitingText="Analyzing your specifications..."
        result={
          design.shown && (
            <ResultFrame title="Design Recommendations" meta={design.shown.response} suggestedProjectId={projectId} key={design.shown.response.runId}>
              <DesignResult result={design.shown.response} />
            </ResultFrame>
          )
        }
        placeholder={<ResultPlaceholder icon={<BulbOutlined />} title="Design advice for your hardware" text="Describe what you are building: the advice is keyed on what you mention (battery, enclosure, wireless, thermal, waterproofing, PCB, motors, sensors...)." />}
      />,
    ),
    'manufacturing-feasibility': layout(
      <FeasibilityForm key={feasibility.form.version} initialValues={feasibility.form.values} loading={feasibilityCall.isLoading} onSubmit={(values) => feasibility.ask(values, askFeasibility)} />,
      <ResultArea
        waiting={feasibilityCall.isLoading}
        waitingText="Checking manufacturing feasibility..."
        result={
          feasibility.shown && (
            <ResultFrame title="Manufacturing Feasibility" meta={feasibility.shown.response} suggestedProjectId={projectId} key={feasibility.shown.response.runId}>
              <FeasibilityResult result={feasibility.shown.response} method={feasibility.shown.input.manufacturingMethod} />
            </ResultFrame>
          )
        }
        placeholder={<ResultPlaceholder icon={<ExperimentOutlined />} title="Can it be made this way?" text="Choose a method and a volume: you get a verdict, the concerns, and how the other methods compare at that volume." />}
      />,
    ),
    'cost-estimation': layout(
      <>
        {fileId !== null && sourceFileError && (
          <Alert type="warning" showIcon title="The file could not be opened" description={errorMessage(sourceFileError, 'Please try again.')} className="hh-ai-model-note" />
        )}
        <CostForm
          key={cost.form.version}
          initialValues={cost.form.values}
          loading={costCall.isLoading}
          onSubmit={(values) => cost.ask(values, askCost)}
          onClearFile={forgetFile}
        />
      </>,
      <ResultArea
        waiting={costCall.isLoading}
        waitingText="Estimating your costs..."
        result={
          cost.shown && (
            <ResultFrame title="Cost Estimation" meta={cost.shown.response} suggestedProjectId={projectId} key={cost.shown.response.runId}>
              <CostResult result={cost.shown.response} volume={cost.shown.input.volume} />
            </ResultFrame>
          )
        }
        placeholder={<ResultPlaceholder icon={<FundOutlined />} title="What will each unit cost?" text="A unit cost range with its breakdown and what each line rests on, tooling options, and how the cost falls with volume. Start from a 3D model or a bill of materials in your files, or describe the part." />}
      />,
    ),
  };

  return (
    <PageContainer
      title="AI Design Tools"
      subtitle="Design advice, manufacturing feasibility and cost estimates for your hardware, from an engineering cost model you can check."
      extra={<ProjectPrefill projectId={projectId} onPick={prefill} />}
    >
      <Tabs activeKey={tab} onChange={changeTab} items={TABS.map((key) => ({ key, label: AI_TOOL_LABELS[key], children: panes[key] }))} />
      <RunHistory tools={[...TABS] as AiTool[]} activeRunId={runId ?? undefined} />
    </PageContainer>
  );
}
