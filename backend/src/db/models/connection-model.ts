import { BaseModel } from '../base-model.ts';
import { Product } from './product-model.ts';
import { Project } from './project-model.ts';
import { User } from './user-model.ts';

export class Connection extends BaseModel {
  static override tableName = 'connections';
  static override booleanColumns = ['isPriority'];

  declare id: number;
  declare requesterId: number;
  declare recipientId: number;
  declare projectId: number | null;
  /** The marketplace listing the request started from (Contact Seller). */
  declare productId: number | null;
  declare status: 'pending' | 'accepted' | 'rejected';
  declare message: string | null;
  declare isPriority: boolean;

  declare requester?: User;
  declare recipient?: User;
  declare project?: Project | null;
  declare product?: Product | null;

  static override get relationMappings() {
    return {
      requester: { relation: BaseModel.BelongsToOneRelation, modelClass: User, join: { from: 'connections.requesterId', to: 'users.id' } },
      recipient: { relation: BaseModel.BelongsToOneRelation, modelClass: User, join: { from: 'connections.recipientId', to: 'users.id' } },
      project: { relation: BaseModel.BelongsToOneRelation, modelClass: Project, join: { from: 'connections.projectId', to: 'projects.id' } },
      product: { relation: BaseModel.BelongsToOneRelation, modelClass: Product, join: { from: 'connections.productId', to: 'products.id' } },
    };
  }
}
