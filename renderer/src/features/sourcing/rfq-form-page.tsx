import { Alert, Skeleton } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { PageContainer } from '../../ui/page-container.tsx';
import { PlanLimitAlert } from '../../ui/plan-limit-alert.tsx';
import { useToast } from '../../ui/use-toast.ts';
import { RfqForm, type RfqSubmitIntent } from './rfq-form.tsx';
import { emptyRfqForm, rfqToForm, toRfqPayload, type RfqFormValues } from './rfq-form-values.ts';
import { useCreateRfqMutation, useGetRfqQuery, usePublishRfqMutation, useUpdateRfqMutation } from './sourcing-api.ts';
import '../../ui/back-link.css';
import './sourcing.css';

const positiveId = (raw: string | null | undefined) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** Publishes a saved draft; a refusal (the plan's monthly requests) leaves the draft saved and says why. */
function usePublishAfterSave() {
  const [publish] = usePublishRfqMutation();
  const toast = useToast();
  const navigate = useNavigate();
  return async (id: number, intent: RfqSubmitIntent, title: string, created = false) => {
    if (intent === 'publish') {
      try {
        await publish(id).unwrap();
        toast.success('Request published', `"${title}" is open for quotes. Invite suppliers to quote on it.`);
        void navigate(`/rfqs/${id}?tab=suppliers`);
        return;
      } catch (error) {
        toast.error('Saved as a draft, not published', errorMessage(error, 'The request could not be published. Please try again.'));
      }
    } else if (created) {
      // A new draft stays open in the form: its lines can now take files uploaded from the computer.
      toast.success('Draft saved', `"${title}" is saved as a draft. You can now upload files to its lines, and publish it when it is ready.`);
      void navigate(`/rfqs/${id}/edit`, { replace: true });
      return;
    } else {
      toast.success('Draft saved', `"${title}" is saved as a draft. Publish it when it is ready.`);
    }
    void navigate(`/rfqs/${id}`);
  };
}

/** /rfqs/new (?projectId= starts from that project). */
export function NewRfqPage() {
  const [search] = useSearchParams();
  const [initialValues] = useState(() => emptyRfqForm(positiveId(search.get('projectId'))));
  const [createRfq] = useCreateRfqMutation();
  const [submitting, setSubmitting] = useState<RfqSubmitIntent | null>(null);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const afterSave = usePublishAfterSave();
  const toast = useToast();

  const submit = async (values: RfqFormValues, intent: RfqSubmitIntent) => {
    setSubmitting(intent);
    setLimitMessage(null);
    try {
      const rfq = await createRfq(toRfqPayload(values)).unwrap();
      await afterSave(rfq.id, intent, rfq.title, true);
    } catch (error) {
      if (isApiError(error) && error.upgradeRequired) setLimitMessage(error.message);
      else toast.error('The request could not be saved', errorMessage(error, 'Please check the form and try again.'));
      throw error;
    } finally {
      setSubmitting(null);
    }
  };

  return (
    <PageContainer title="New request for quote" subtitle="Describe the parts, quantities and terms. Suppliers answer with structured quotes you can compare side by side.">
      <Link to="/rfqs" className="hh-back-link">
        ← Back to requests
      </Link>
      {limitMessage && <PlanLimitAlert message={limitMessage} />}
      <RfqForm initialValues={initialValues} onSubmit={submit} submitting={submitting} />
    </PageContainer>
  );
}

/** /rfqs/{id}/edit: a draft, freely editable. */
export function EditRfqPage() {
  const id = positiveId(useParams().id);
  const { data: rfq, isError, error } = useGetRfqQuery(id ?? skipToken);
  const [updateRfq] = useUpdateRfqMutation();
  const [submitting, setSubmitting] = useState<RfqSubmitIntent | null>(null);
  const afterSave = usePublishAfterSave();
  const toast = useToast();

  const submit = async (values: RfqFormValues, intent: RfqSubmitIntent) => {
    if (!rfq) return;
    setSubmitting(intent);
    try {
      const saved = await updateRfq({ id: rfq.id, changes: toRfqPayload(values) }).unwrap();
      await afterSave(saved.id, intent, saved.title);
    } catch (failure) {
      toast.error('The request could not be saved', errorMessage(failure, 'Please check the form and try again.'));
      throw failure;
    } finally {
      setSubmitting(null);
    }
  };

  const back = (
    <Link to={id ? `/rfqs/${id}` : '/rfqs'} className="hh-back-link">
      ← Back to the request
    </Link>
  );
  if (id === null || isError) {
    return (
      <PageContainer title="Edit request">
        {back}
        <Alert type="error" showIcon title="This request could not be loaded" description={errorMessage(error, 'It may have been deleted, or it is not yours to edit.')} />
      </PageContainer>
    );
  }
  if (!rfq) {
    return (
      <PageContainer title="Edit request">
        <Skeleton active paragraph={{ rows: 10 }} />
      </PageContainer>
    );
  }
  if (rfq.viewerRole !== 'buyer' || rfq.status !== 'draft') {
    return (
      <PageContainer title="Edit request">
        {back}
        <Alert type="info" showIcon title="Only drafts can be edited here" description="Once a request is published you can change its description, line notes and files, and extend the deadline from the request's page." />
      </PageContainer>
    );
  }
  return (
    <PageContainer title="Edit request" subtitle={rfq.title}>
      {back}
      <RfqForm key={rfq.updatedAt} initialValues={rfqToForm(rfq)} onSubmit={submit} submitting={submitting} editing rfqId={rfq.id} initialFiles={rfq.lines.flatMap((line) => line.files)} />
    </PageContainer>
  );
}
