import { Alert, DatePicker, Form, Input, Modal, Select, Typography } from 'antd';
import type { FileView } from '#shared/schemas/file-schemas.ts';
import { RFQ_LIMITS, updateRfqSchema, type RfqDetail, type UpdateRfqInput } from '#shared/schemas/sourcing-schemas.ts';
import dayjs from 'dayjs';
import { useState } from 'react';
import { errorMessage } from '../../lib/api/api-error.ts';
import { useToast } from '../../ui/use-toast.ts';
import { FileUploadArea } from './file-upload-area.tsx';
import { rfqToForm, toRfqPayload } from './rfq-form-values.ts';
import { useUpdateRfqMutation } from './sourcing-api.ts';

/**
 * What may still change once a request is open: the description, a later deadline and each line's
 * notes and files. Only what changed is sent; the suppliers are told of each change.
 */
export function OpenRfqEditDialog({ rfq, open, onClose }: { rfq: RfqDetail; open: boolean; onClose: () => void }) {
  const [description, setDescription] = useState(rfq.description);
  const [deadline, setDeadline] = useState(rfq.quoteDeadline);
  const [notes, setNotes] = useState<Record<number, string>>(() => Object.fromEntries(rfq.lines.map((line) => [line.id, line.notes ?? ''])));
  const [fileIds, setFileIds] = useState<Record<number, number[]>>(() => Object.fromEntries(rfq.lines.map((line) => [line.id, [...line.fileIds]])));
  const [knownFiles, setKnownFiles] = useState<readonly FileView[]>(() => rfq.lines.flatMap((line) => line.files));
  const [message, setMessage] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateRfqMutation();
  const toast = useToast();

  const submit = async () => {
    const changes: UpdateRfqInput = {};
    if (description.trim() !== rfq.description) changes.description = description.trim();
    if (deadline !== rfq.quoteDeadline) changes.quoteDeadline = deadline;
    const filesOf = (lineId: number) => fileIds[lineId] ?? [];
    const sameFiles = (lineId: number, stored: number[]) => filesOf(lineId).length === stored.length && filesOf(lineId).every((fileId) => stored.includes(fileId));
    if (rfq.lines.some((line) => (notes[line.id] ?? '').trim() !== (line.notes ?? '') || !sameFiles(line.id, line.fileIds))) {
      // Lines go with their stored fields unchanged: only the notes and files differ.
      changes.lines = toRfqPayload(rfqToForm(rfq)).lines.map((line, index) => {
        const lineId = rfq.lines[index]!.id;
        return { ...line, notes: (notes[lineId] ?? '').trim() || null, fileIds: filesOf(lineId) };
      });
    }
    const parsed = updateRfqSchema.safeParse(changes);
    if (!parsed.success) {
      setMessage(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setMessage(null);
    try {
      await update({ id: rfq.id, changes }).unwrap();
      toast.success('Request updated', 'The suppliers on the request are told what changed.');
      onClose();
    } catch (error) {
      setMessage(errorMessage(error, 'The request could not be updated. Please try again.'));
    }
  };

  return (
    <Modal open={open} title="Update the open request" okText="Save and notify suppliers" cancelText="Cancel" onOk={() => void submit()} onCancel={onClose} okButtonProps={{ loading: isLoading }} width={640}>
      <Typography.Paragraph type="secondary">Line items, quantities and terms are fixed once a request is open. You can clarify the description, line notes and files, and give suppliers more time.</Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item label="Description" htmlFor="rfq-open-description">
          <Input.TextArea id="rfq-open-description" rows={4} maxLength={RFQ_LIMITS.descriptionMax} value={description} onChange={(event) => setDescription(event.target.value)} />
        </Form.Item>
        <Form.Item label="Quote deadline (later only)" htmlFor="rfq-open-deadline">
          <DatePicker
            id="rfq-open-deadline"
            className="hh-rfq-date"
            showTime={{ format: 'HH:mm' }}
            format="MMMM D, YYYY HH:mm"
            allowClear={false}
            value={dayjs(deadline)}
            disabledDate={(date) => date.isBefore(dayjs(rfq.quoteDeadline), 'day')}
            onChange={(date) => date && setDeadline(date.second(0).millisecond(0).toISOString())}
          />
        </Form.Item>
        {rfq.lines.map((line) => (
          <div key={line.id}>
            <Form.Item label={`Notes for line ${line.position}: ${line.partName}`} htmlFor={`rfq-open-notes-${line.id}`}>
              <Input.TextArea
                id={`rfq-open-notes-${line.id}`}
                rows={2}
                maxLength={RFQ_LIMITS.notesMax}
                value={notes[line.id] ?? ''}
                onChange={(event) => setNotes((current) => ({ ...current, [line.id]: event.target.value }))}
              />
            </Form.Item>
            <Form.Item label={`Files for line ${line.position}`} htmlFor={`rfq-open-files-${line.id}`}>
              <FileUploadArea
                destination={{ context: 'rfq', rfqId: rfq.id }}
                label={`Upload files for line ${line.position}`}
                onUploaded={(file) => {
                  setKnownFiles((current) => [...current, file]);
                  setFileIds((current) => ({ ...current, [line.id]: [...(current[line.id] ?? []), file.id] }));
                }}
              >
                <Select
                  id={`rfq-open-files-${line.id}`}
                  mode="multiple"
                  value={fileIds[line.id] ?? []}
                  onChange={(next: number[]) => setFileIds((current) => ({ ...current, [line.id]: next }))}
                  options={[...new Map(knownFiles.map((file) => [file.id, { value: file.id, label: file.name }])).values()]}
                  placeholder="No files"
                  maxCount={RFQ_LIMITS.maxFilesPerItem}
                  optionFilterProp="label"
                />
              </FileUploadArea>
            </Form.Item>
          </div>
        ))}
      </Form>
      {message && <Alert type="error" showIcon title={message} />}
    </Modal>
  );
}
