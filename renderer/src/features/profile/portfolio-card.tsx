import { DeleteOutlined, PaperClipOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, List, Modal, Popconfirm, Typography } from 'antd';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import { portfolioItemInputSchema, SUPPLIER_LIMITS, type PortfolioItem } from '#shared/schemas/supplier-profile-schemas.ts';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { applyServerFieldErrors, fieldFeedback } from '../../ui/formik-feedback.ts';
import { FormButtons } from '../../ui/form-buttons.tsx';
import { useToast } from '../../ui/use-toast.ts';
import { FileThumbnail, UploadList, useFileUploads } from '../files/index.ts';
import { useAddPortfolioItemMutation, useDeletePortfolioItemMutation } from './supplier-profile-api.ts';

/** Parts the member has made, with pictures and files any signed-in member can open. */
export function PortfolioCard({ portfolio }: { portfolio: PortfolioItem[] }) {
  const [adding, setAdding] = useState(false);
  const [remove] = useDeletePortfolioItemMutation();
  const toast = useToast();
  const full = portfolio.length >= SUPPLIER_LIMITS.portfolioItems;
  return (
    <Card
      variant="outlined"
      title="Portfolio"
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} disabled={full}>
          Add part
        </Button>
      }
    >
      <List
        dataSource={portfolio}
        locale={{ emptyText: 'Show buyers parts you have made: add pictures and drawings.' }}
        renderItem={(item) => (
          <List.Item
            actions={[
              <Popconfirm key="remove" title={`Remove ${item.title}?`} onConfirm={() => void remove(item.id).unwrap().catch((error: unknown) => toast.error('Error', errorMessage(error, 'Please try again.')))}>
                <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`Remove ${item.title}`} />
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              avatar={item.images[0] ? <FileThumbnail file={{ ...item.images[0], downloadable: true }} size={56} /> : undefined}
              title={item.title}
              description={
                <>
                  {item.description && <Typography.Paragraph style={{ marginBottom: 4 }}>{item.description}</Typography.Paragraph>}
                  <Typography.Text type="secondary">
                    {item.images.length} picture{item.images.length === 1 ? '' : 's'} · {item.files.length} file{item.files.length === 1 ? '' : 's'}
                  </Typography.Text>
                </>
              }
            />
          </List.Item>
        )}
      />
      <Modal title="Add a portfolio part" open={adding} onCancel={() => setAdding(false)} footer={null} destroyOnHidden>
        {adding && <PortfolioItemForm onClose={() => setAdding(false)} />}
      </Modal>
    </Card>
  );
}

interface PortfolioFormState {
  title: string;
  description: string;
  imageFileIds: number[];
  fileIds: number[];
}

const validationSchema = toFormikValidationSchema(portfolioItemInputSchema);

function PortfolioItemForm({ onClose }: { onClose: () => void }) {
  const [add, { isLoading }] = useAddPortfolioItemMutation();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const formik = useFormik<PortfolioFormState>({
    initialValues: { title: '', description: '', imageFileIds: [], fileIds: [] },
    validationSchema,
    onSubmit: async (values) => {
      // A file cancelled after it arrived was deleted: leave it out.
      const kept = new Set(uploads.ready.map((item) => item.file.id));
      try {
        await add({ ...values, imageFileIds: values.imageFileIds.filter((id) => kept.has(id)), fileIds: values.fileIds.filter((id) => kept.has(id)) }).unwrap();
        toast.success('Part added', `${values.title.trim()} is on your profile.`);
        onClose();
      } catch (error) {
        if (isApiError(error)) applyServerFieldErrors(formik, error.fieldErrors);
        toast.error('Error', `Failed to add the part: ${errorMessage(error, 'Please try again.')}`);
      }
    },
  });
  // Pictures are images; anything else (drawings, models) is a file.
  const uploads = useFileUploads({ context: 'profile' }, {
    onUploaded: (file) => {
      const field = file.kind === 'image' ? 'imageFileIds' : 'fileIds';
      void formik.setFieldValue(field, [...formik.values[field], file.id]);
    },
  });

  return (
    <Form layout="vertical" requiredMark={false} noValidate onFinish={() => void formik.submitForm()}>
      <Form.Item label="Title" htmlFor="portfolio-title" required {...fieldFeedback(formik, 'title')}>
        <Input id="portfolio-title" name="title" value={formik.values.title} onChange={formik.handleChange} onBlur={formik.handleBlur} placeholder="e.g. Anodised aluminium enclosure" />
      </Form.Item>
      <Form.Item label="Description" htmlFor="portfolio-description" {...fieldFeedback(formik, 'description')}>
        <Input.TextArea id="portfolio-description" name="description" value={formik.values.description} onChange={formik.handleChange} onBlur={formik.handleBlur} autoSize={{ minRows: 3, maxRows: 8 }} placeholder="Process, material, tolerances, quantities" />
      </Form.Item>
      <Form.Item label="Pictures and files" {...fieldFeedback(formik, 'imageFileIds')} extra="Images show as pictures; PDFs and CAD files are listed for download.">
        <Flex vertical gap={8}>
          <Button icon={<PaperClipOutlined />} onClick={() => input.current?.click()} style={{ alignSelf: 'flex-start' }}>
            Attach files
          </Button>
          <input
            ref={input}
            type="file"
            // Not the hidden attribute: antd's form styles show file inputs as blocks.
            style={{ display: 'none' }}
            multiple
            data-testid="portfolio-input"
            onChange={(event) => {
              uploads.add(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
          {uploads.items.length > 0 && <UploadList items={uploads.items} onCancel={uploads.cancel} onRetry={uploads.retry} />}
        </Flex>
      </Form.Item>
      <FormButtons loading={isLoading} onCancel={onClose} okText="Add part" okDisabled={uploads.uploading} />
    </Form>
  );
}
