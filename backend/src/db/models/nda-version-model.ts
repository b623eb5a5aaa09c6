import { BaseModel } from '../base-model.ts';

/** One saved text of a project's NDA, numbered from 1 per project; never changed once saved (modules/ndas). */
export class NdaVersion extends BaseModel {
  static override tableName = 'nda_versions';
  static override dateColumns = ['createdAt'];

  declare id: number;
  declare projectId: number;
  declare number: number;
  declare text: string;
  declare sha256: string;
  declare authorId: number;
}
