import { BaseModel } from '../base-model.ts';
import { User } from './user-model.ts';

export class Rating extends BaseModel {
  static override tableName = 'ratings';

  declare id: number;
  declare userId: number;
  declare targetId: number;
  declare targetType: 'user' | 'project' | 'connection' | 'product';
  declare ratingValue: 'excellent' | 'good' | 'neutral' | 'poor' | 'terrible';
  declare score: number;
  declare comment: string | null;

  declare author?: User;

  static override get relationMappings() {
    return {
      author: { relation: BaseModel.BelongsToOneRelation, modelClass: User, join: { from: 'ratings.userId', to: 'users.id' } },
    };
  }
}
