import { Avatar, Col, Drawer, Flex, Form, Input, Row, Typography } from 'antd';
import { addExpertise, EXPERTISE_OPTIONS, profileFormSchemaFor } from '#shared/schemas/profile-schemas.ts';
import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import { isProfessionalRole } from '#shared/constants/roles.ts';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { applyServerFieldErrors, fieldFeedback } from '../../ui/formik-feedback.ts';
import { FormButtons } from '../../ui/form-buttons.tsx';
import { TagInput } from '../../ui/tag-input.tsx';
import { useIsMobile } from '../../ui/use-is-mobile.ts';
import { PlanLimitAlert } from '../../ui/plan-limit-alert.tsx';
import { useToast } from '../../ui/use-toast.ts';
import { initialsOf } from '../../ui/initials.ts';
import { useUpdateProfileMutation } from './profile-api.ts';
import './profile.css';

/** The Edit Profile form as typed (every field a string, expertise a list). */
interface ProfileFormState {
  fullName: string;
  companyName: string;
  location: string;
  bio: string;
  expertise: string[];
  linkedinProfile: string;
  companyWebsite: string;
  profileImage: string;
}

type TextField = Exclude<keyof ProfileFormState, 'expertise'>;

const toForm = (user: OwnUser): ProfileFormState => ({
  fullName: user.fullName,
  companyName: user.companyName ?? '',
  location: user.location ?? '',
  bio: user.bio ?? '',
  expertise: [...user.expertise],
  linkedinProfile: user.linkedinProfile ?? '',
  companyWebsite: user.companyWebsite ?? '',
  profileImage: user.profileImage ?? '',
});

/** A URL worth trying as an avatar preview (the schema decides whether it is valid). */
const previewable = (url: string) => /^https?:\/\/\S+\.\S+/.test(url.trim());

interface EditProfileDrawerProps {
  user: OwnUser;
  open: boolean;
  onClose: () => void;
}

/** Edit Profile (Account tab): the registration rules (shared profile schema), server field errors on fields. */
export function EditProfileDrawer({ user, open, onClose }: EditProfileDrawerProps) {
  const isMobile = useIsMobile();
  return (
    <Drawer title="Edit Profile" open={open} onClose={onClose} size={isMobile ? '100%' : 560} destroyOnHidden>
      {open && <EditProfileForm user={user} onClose={onClose} />}
    </Drawer>
  );
}

function EditProfileForm({ user, onClose }: { user: OwnUser; onClose: () => void }) {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const toast = useToast();
  const [imageFailed, setImageFailed] = useState(false);
  /** A role allowance of the plan (capabilities, practice areas...) refused the expertise list. */
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const validationSchema = useMemo(() => toFormikValidationSchema(profileFormSchemaFor(user.role)), [user.role]);
  const professional = isProfessionalRole(user.role);

  const formik = useFormik<ProfileFormState>({
    initialValues: toForm(user),
    validationSchema,
    onSubmit: async (values) => {
      setLimitMessage(null);
      try {
        await updateProfile({ ...values, fullName: values.fullName.trim() }).unwrap();
        toast.success('Profile Updated', 'Your profile has been saved.');
        onClose();
      } catch (error) {
        if (isApiError(error)) applyServerFieldErrors(formik, error.fieldErrors);
        if (isApiError(error) && error.upgradeRequired) setLimitMessage(error.message);
        toast.error('Error', `Failed to update profile: ${errorMessage(error, 'Please try again.')}`);
      }
    },
  });

  const text = (field: TextField, label: string, options: { required?: boolean; placeholder?: string; type?: string; autoComplete?: string } = {}) => (
    <Form.Item label={label} htmlFor={`profile-${field}`} required={options.required} {...fieldFeedback(formik, field)}>
      <Input
        id={`profile-${field}`}
        name={field}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete ?? 'off'}
        placeholder={options.placeholder}
        value={formik.values[field]}
        onChange={(event) => {
          if (field === 'profileImage') setImageFailed(false);
          formik.handleChange(event);
        }}
        onBlur={formik.handleBlur}
      />
    </Form.Item>
  );

  const image = formik.values.profileImage.trim();
  const showImage = previewable(image) && !imageFailed && !formik.errors.profileImage;

  return (
    <Form layout="vertical" requiredMark={false} noValidate onFinish={() => void formik.submitForm()}>
      <Flex gap={16} align="center" className="hh-avatar-preview">
        <Avatar size={72} src={showImage ? <img src={image} alt="" onError={() => setImageFailed(true)} /> : undefined} className="hh-avatar">
          {initialsOf(formik.values.fullName || user.fullName)}
        </Avatar>
        <Typography.Text type="secondary">{showImage ? 'Avatar preview' : imageFailed ? 'That image could not be loaded.' : 'Add an image URL to show a photo instead of your initials.'}</Typography.Text>
      </Flex>
      {text('fullName', 'Full name', { required: true, autoComplete: 'name' })}
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          {text('companyName', 'Company name', { required: professional, autoComplete: 'organization' })}
        </Col>
        <Col xs={24} sm={12}>
          {text('location', 'Location', { required: professional, placeholder: 'City, country' })}
        </Col>
      </Row>
      <Form.Item label="Bio" htmlFor="profile-bio" {...fieldFeedback(formik, 'bio')}>
        <Input.TextArea id="profile-bio" name="bio" value={formik.values.bio} onChange={formik.handleChange} onBlur={formik.handleBlur} autoSize={{ minRows: 3, maxRows: 8 }} placeholder="What you do and what you are looking for" />
      </Form.Item>
      <Form.Item label="Expertise" htmlFor="profile-expertise" {...fieldFeedback(formik, 'expertise')} extra="Type and press Enter, or pick a suggestion.">
        <TagInput
          id="profile-expertise"
          value={formik.values.expertise}
          onChange={(expertise) => void formik.setFieldValue('expertise', expertise)}
          add={addExpertise}
          onRejected={(result) => toast.warning(result.reason === 'duplicate' ? 'Duplicate Expertise' : 'Not added', result.message)}
          suggestions={EXPERTISE_OPTIONS}
          placeholder="e.g. Firmware"
        />
      </Form.Item>
      {limitMessage && <PlanLimitAlert title="Your plan's limit" message={limitMessage} />}
      {text('linkedinProfile', 'LinkedIn profile', { required: professional, type: 'url', placeholder: 'https://www.linkedin.com/in/you' })}
      {text('companyWebsite', 'Website', { type: 'url', placeholder: 'https://example.com' })}
      {text('profileImage', 'Avatar image URL', { type: 'url', placeholder: 'https://example.com/me.jpg' })}
      <FormButtons loading={isLoading} onCancel={onClose} okText="Save Profile" />
    </Form>
  );
}
