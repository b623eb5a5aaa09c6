import { BaseModel } from '../base-model.ts';

/** A partner's click-wrap signature of one NDA version (modules/ndas), with the names as they were at signing. */
export class NdaSignature extends BaseModel {
  static override tableName = 'nda_signatures';
  static override dateColumns = ['signedAt'];

  declare id: number;
  declare versionId: number;
  declare projectId: number;
  declare signerId: number;
  declare typedName: string;
  declare signedAt: string;
  declare ip: string;
  declare userAgent: string;
  declare documentSha256: string;
  declare projectName: string;
  declare signerName: string;
  declare ownerId: number;
  declare ownerName: string;
}
