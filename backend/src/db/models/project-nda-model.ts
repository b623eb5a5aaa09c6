import type { ConfidentialProjectField } from '#shared/schemas/nda-schemas.ts';
import { BaseModel } from '../base-model.ts';

/** A project's NDA settings (modules/ndas is its only writer); no row means no NDA. */
export class ProjectNda extends BaseModel {
  static override tableName = 'project_ndas';
  static override idColumn = 'projectId';
  static override jsonAttributes = ['confidentialFields'];
  static override booleanColumns = ['required'];

  declare projectId: number;
  declare required: boolean;
  declare confidentialFields: ConfidentialProjectField[] | null;
}
